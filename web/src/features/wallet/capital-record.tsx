import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/ui/load-error';
import { useMoney } from '@/ui/money';
import { entriesOf } from '@/ui/paging';
import { PullRefreshList } from '@/ui/pull-refresh-list';
import { ScreenHeader } from '@/ui/screen-header';
import { useFundRecords, type FundFilter } from './api/get-fund-records';
import { FilterTabs } from './filter-tabs';
import { formatRecordTime } from './record-time';
import { RecordEmpty, RecordSkeleton } from './record-list-states';
import './wallet.css';

const fundFilters = [
  'all',
  'recharge',
  'withdraw',
  'withdraw_return',
  'order_pay',
  'refund',
] as const satisfies readonly FundFilter[];

function fundFilterFrom(text: string | null): FundFilter {
  return fundFilters.find((filter) => filter === text) ?? 'all';
}

/** /capitalRecord: every movement of the balance, endless with pull-to-refresh. */
export default function CapitalRecordScreen() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [searchParams] = useSearchParams();
  const type = fundFilterFrom(searchParams.get('type'));
  const records = useFundRecords(type);
  const entries = entriesOf(records.data?.pages);

  return (
    <div className="wallet-screen">
      <ScreenHeader title={t('route.capitalRecord')} fallbackPath="/profile" />
      <FilterTabs
        param="type"
        label={t('wallet.fundFilter')}
        current={type}
        tabs={fundFilters.map((value) => ({ value, label: t(`wallet.fund.${value}`) }))}
      />
      {records.isPending ? (
        <RecordSkeleton />
      ) : records.isError ? (
        <LoadError onRetry={() => records.refetch()} retrying={records.isFetching} />
      ) : (
        <PullRefreshList
          onRefresh={() => records.refetch()}
          onLoadMore={() => records.fetchNextPage()}
          hasMore={records.hasNextPage}
          loadingMore={records.isFetchingNextPage}
          isEmpty={entries.length === 0}
          empty={<RecordEmpty />}
        >
          <ul className="wallet-records">
            {entries.map((record) => {
              const out = record.amount.startsWith('-');
              return (
                <li key={record.id} className="wallet-record">
                  <div className="wallet-record-head">
                    <span className="wallet-record-title">{t(`wallet.fund.${record.type}`)}</span>
                    <strong className={out ? 'wallet-amount-out' : 'wallet-amount-in'}>
                      {out ? '−' : '+'}
                      {money(out ? record.amount.slice(1) : record.amount)}
                    </strong>
                  </div>
                  <div className="wallet-record-main">
                    <span>{t('wallet.balanceAfter', { amount: money(record.balance) })}</span>
                    <time dateTime={new Date(record.created_at * 1000).toISOString()}>
                      {formatRecordTime(record.created_at, i18n.language)}
                    </time>
                  </div>
                  {record.remark && <p className="wallet-record-remark">{record.remark}</p>}
                </li>
              );
            })}
          </ul>
        </PullRefreshList>
      )}
    </div>
  );
}
