import { useTranslation } from 'react-i18next';
import { useMoney } from '@/ui/money';
import { useRechargeRecords, type RechargeRecord } from './api/get-recharge-records';
import { AuditBadge } from './audit-badge';
import { RecordTime } from './record-time-tag';
import { RecordsScreen } from './records-screen';
import { useAuditFilter } from './use-audit-filter';

/** The contract's pseudo networks of bank and card recharges: internal codes, not for shoppers. */
const PSEUDO_NETWORKS = ['BANK', 'CARD'];

/**
 * What follows the method's name in a record: a card payment names its card ("Visa •••• 4242"),
 * a blockchain transfer its network ("TRC20"); a bank transfer needs nothing more.
 */
function methodDetail(record: RechargeRecord): string {
  if (record.method === 'card') return record.evidence === '' ? record.address : '';
  const network = record.network.trim();
  return PSEUDO_NETWORKS.includes(network.toUpperCase()) ? '' : network;
}

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
              {[t(`wallet.method.${record.method}`), methodDetail(record)]
                .filter(Boolean)
                .join(' · ')}
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
