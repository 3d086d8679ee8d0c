import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMoney } from '@/ui/money';
import { useWithdrawRecords } from './api/get-withdraw-records';
import { AuditBadge } from './audit-badge';
import { auditFilterFrom, auditFilters, auditLabel } from './audit-filter';
import { RecordTime } from './record-time-tag';
import { RecordsScreen } from './records-screen';

/** /depositRecord: withdrawal records by audit result, with charge and actual arrival. */
export default function DepositRecordScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const [searchParams] = useSearchParams();
  const status = auditFilterFrom(searchParams.get('status'));
  return (
    <RecordsScreen
      title={t('route.depositRecord')}
      filter={{
        param: 'status',
        label: t('wallet.auditFilter'),
        current: status,
        tabs: auditFilters.map((value) => ({ value, label: t(auditLabel(value)) })),
      }}
      records={useWithdrawRecords(status)}
      renderRecord={(record) => (
        <>
          <div className="wallet-record-head">
            <span className="wallet-record-title">
              {t('wallet.withdraw.toCard', { bank: record.bank_name, card: record.bank_card })}
            </span>
            <AuditBadge status={record.status} />
          </div>
          <div className="wallet-record-main">
            <strong className="wallet-amount-out">−{money(record.amount)}</strong>
            <RecordTime at={record.created_at} />
          </div>
          <dl className="wallet-summary wallet-summary-small">
            <dt>{t('wallet.withdraw.charge')}</dt>
            <dd>{money(record.service_charge)}</dd>
            <dt>{t('wallet.withdraw.arrival')}</dt>
            <dd>{money(record.actual_arrival)}</dd>
          </dl>
          {record.remark && <p className="wallet-record-remark">{record.remark}</p>}
        </>
      )}
    />
  );
}
