import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMoney } from '@/ui/money';
import { useRechargeRecords } from './api/get-recharge-records';
import { AuditBadge } from './audit-badge';
import { auditFilterFrom, auditFilters, auditLabel } from './audit-filter';
import { RecordTime } from './record-time-tag';
import { RecordsScreen } from './records-screen';

/** /topUpRecord: recharge records by audit result (all, refused, auditing, passed). */
export default function TopUpRecordScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const [searchParams] = useSearchParams();
  const status = auditFilterFrom(searchParams.get('status'));
  return (
    <RecordsScreen
      title={t('route.topUpRecord')}
      filter={{
        param: 'status',
        label: t('wallet.auditFilter'),
        current: status,
        tabs: auditFilters.map((value) => ({ value, label: t(auditLabel(value)) })),
      }}
      records={useRechargeRecords(status)}
      renderRecord={(record) => (
        <>
          <div className="wallet-record-head">
            <span className="wallet-record-title">
              {t(`wallet.method.${record.method}`)} · {record.network}
            </span>
            <AuditBadge status={record.status} />
          </div>
          <div className="wallet-record-main">
            <strong className="wallet-amount-in">+{money(record.amount)}</strong>
            <RecordTime at={record.created_at} />
          </div>
          {record.remark && <p className="wallet-record-remark">{record.remark}</p>}
        </>
      )}
    />
  );
}
