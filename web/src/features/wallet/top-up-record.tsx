import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/ui/load-error';
import { useMoney } from '@/ui/money';
import { PullRefreshList } from '@/ui/pull-refresh-list';
import { ScreenHeader } from '@/ui/screen-header';
import { entriesOf } from '@/ui/paging';
import { useRechargeRecords } from './api/get-recharge-records';
import { AuditBadge } from './audit-badge';
import { auditFilterFrom, auditFilters, auditLabel } from './audit-filter';
import { FilterTabs } from './filter-tabs';
import { formatRecordTime } from './record-time';
import { RecordEmpty, RecordSkeleton } from './record-list-states';
import './wallet.css';

/** /topUpRecord: recharge records by audit result (all, refused, auditing, passed). */
export default function TopUpRecordScreen() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [searchParams] = useSearchParams();
  const status = auditFilterFrom(searchParams.get('status'));
  const records = useRechargeRecords(status);
  const entries = entriesOf(records.data?.pages);

  return (
    <div className="wallet-screen">
      <ScreenHeader title={t('route.topUpRecord')} fallbackPath="/profile" />
      <FilterTabs
        param="status"
        label={t('wallet.auditFilter')}
        current={status}
        tabs={auditFilters.map((value) => ({ value, label: t(auditLabel(value)) }))}
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
            {entries.map((record) => (
              <li key={record.id} className="wallet-record">
                <div className="wallet-record-head">
                  <span className="wallet-record-title">
                    {t(`wallet.method.${record.method}`)} · {record.network}
                  </span>
                  <AuditBadge status={record.status} />
                </div>
                <div className="wallet-record-main">
                  <strong className="wallet-amount-in">+{money(record.amount)}</strong>
                  <time dateTime={new Date(record.created_at * 1000).toISOString()}>
                    {formatRecordTime(record.created_at, i18n.language)}
                  </time>
                </div>
                {record.remark && <p className="wallet-record-remark">{record.remark}</p>}
              </li>
            ))}
          </ul>
        </PullRefreshList>
      )}
    </div>
  );
}
