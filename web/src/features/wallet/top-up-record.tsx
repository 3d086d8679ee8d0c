import { useTranslation } from 'react-i18next';
import { useMoney } from '@/ui/money';
import { useRechargeRecords } from './api/get-recharge-records';
import { AuditBadge } from './audit-badge';
import { RecordTime } from './record-time-tag';
import { RecordsScreen } from './records-screen';
import { useAuditFilter } from './use-audit-filter';

/** /topUpRecord: recharge records by audit result (all, refused, auditing, passed). */
export default function TopUpRecordScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const { status, filter } = useAuditFilter();
  return (
    <RecordsScreen
      title={t('route.topUpRecord')}
      filter={filter}
      records={useRechargeRecords(status)}
      renderRecord={(record) => (
        <>
          <div className="wallet-record-head">
            <span className="wallet-record-title">
              {/* A card payment names its card ("Visa •••• 4242"), a transfer its network. */}
              {t(`wallet.method.${record.method}`)} ·{' '}
              {record.method === 'card' && record.evidence === '' ? record.address : record.network}
            </span>
            <AuditBadge status={record.status} />
          </div>
          <div className="wallet-record-main">
            <strong className="wallet-amount-in">+{money(record.amount)}</strong>
            <RecordTime at={record.created_at} />
          </div>
          {/* The serial the fund records name ("Recharge RC00000003"), to match them up. */}
          <p className="wallet-record-sn">{t('wallet.rechargeSn', { sn: record.sn })}</p>
          {record.remark && <p className="wallet-record-remark">{record.remark}</p>}
        </>
      )}
    />
  );
}
