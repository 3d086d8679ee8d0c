import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMoney } from '@/ui/money';
import { useFundRecords } from './api/get-fund-records';
import { fundFilterFrom, fundFilters } from './fund-filter';
import { RecordTime } from './record-time-tag';
import { RecordsScreen } from './records-screen';

/** /capitalRecord: every movement of the balance, endless with pull-to-refresh. */
export default function CapitalRecordScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const [searchParams] = useSearchParams();
  const type = fundFilterFrom(searchParams.get('type'));
  return (
    <RecordsScreen
      title={t('route.capitalRecord')}
      filter={{
        param: 'type',
        label: t('wallet.fundFilter'),
        current: type,
        tabs: fundFilters.map((value) => ({ value, label: t(`wallet.fund.${value}`) })),
      }}
      records={useFundRecords(type)}
      renderRecord={(record) => {
        const out = record.amount.startsWith('-');
        return (
          <>
            <div className="wallet-record-head">
              <span className="wallet-record-title">{t(`wallet.fund.${record.type}`)}</span>
              <strong className={out ? 'wallet-amount-out' : 'wallet-amount-in'}>
                {out ? '−' : '+'}
                {money(out ? record.amount.slice(1) : record.amount)}
              </strong>
            </div>
            <div className="wallet-record-main">
              <span>{t('wallet.balanceAfter', { amount: money(record.balance) })}</span>
              <RecordTime at={record.created_at} />
            </div>
            {record.remark && <p className="wallet-record-remark">{record.remark}</p>}
          </>
        );
      }}
    />
  );
}
