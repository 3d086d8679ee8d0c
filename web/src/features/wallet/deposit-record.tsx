import { useTranslation } from 'react-i18next';
import { useMoney } from '@/ui/money';
import { useWithdrawRecords } from './api/get-withdraw-records';
import { AuditBadge } from './audit-badge';
import { RecordTime } from './record-time-tag';
import { RecordsScreen } from './records-screen';
import { useAuditFilter } from './use-audit-filter';

/** /depositRecord: withdrawal records by audit result, with charge and actual arrival. */
export default function DepositRecordScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const { status, filter } = useAuditFilter();
  return (
    <RecordsScreen
      title={t('route.depositRecord')}
      filter={filter}
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
