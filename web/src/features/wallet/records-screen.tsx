import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/ui/load-error';
import { entriesOf, type ListPage } from '@/ui/paging';
import { PullRefreshList } from '@/ui/pull-refresh-list';
import { ScreenHeader } from '@/ui/screen-header';
import { FilterTabs, type FilterTab } from './filter-tabs';
import { RecordEmpty, RecordSkeleton } from './record-list-states';
import './wallet.css';
import { paths } from '@/routing/paths';
import '@/ui/stack-list.css';

interface RecordsScreenProps<Entry extends { id: number }, Filter extends string | number> {
  title: string;
  /** The filter tabs, kept in the address as `?<param>=`. */
  filter: { param: string; label: string; current: Filter; tabs: readonly FilterTab<Filter>[] };
  records: UseInfiniteQueryResult<InfiniteData<ListPage<Entry>>>;
  /** The inside of one record's list item. */
  renderRecord: (record: Entry) => ReactNode;
}

/**
 * The shape every wallet record screen shares (recharges, withdrawals, fund records): a header,
 * filter tabs, then an endless list with pull-to-refresh, its skeleton, error and empty states.
 */
export function RecordsScreen<Entry extends { id: number }, Filter extends string | number>({
  title,
  filter,
  records,
  renderRecord,
}: RecordsScreenProps<Entry, Filter>) {
  const entries = entriesOf(records.data?.pages);
  return (
    <div className="wallet-screen">
      <ScreenHeader title={title} fallbackPath={paths.profile()} />
      <FilterTabs {...filter} />
      {records.isPending ? (
        <RecordSkeleton />
      ) : records.isError ? (
        <LoadError
          onRetry={() => records.refetch()}
          retrying={records.isFetching}
          error={records.error}
        />
      ) : (
        <PullRefreshList
          onRefresh={() => records.refetch()}
          onLoadMore={() => records.fetchNextPage()}
          hasMore={records.hasNextPage}
          loadingMore={records.isFetchingNextPage}
          isEmpty={entries.length === 0}
          empty={<RecordEmpty />}
        >
          <ul className="stack-list stack-list-inset">
            {entries.map((record) => (
              <li key={record.id} className="wallet-record">
                {renderRecord(record)}
              </li>
            ))}
          </ul>
        </PullRefreshList>
      )}
    </div>
  );
}
