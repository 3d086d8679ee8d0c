import type { ReactNode } from 'react';
import { InfiniteList, type ListQuery } from '@/ui/infinite-list';
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
  records: ListQuery<Entry>;
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
  return (
    <div className="wallet-screen">
      <ScreenHeader title={title} fallbackPath={paths.profile()} />
      <FilterTabs {...filter} />
      <InfiniteList query={records} pending={<RecordSkeleton />} empty={<RecordEmpty />}>
        {(entries) => (
          <ul className="stack-list stack-list-inset">
            {entries.map((record) => (
              <li key={record.id} className="wallet-record">
                {renderRecord(record)}
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>
    </div>
  );
}
