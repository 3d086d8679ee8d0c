import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button';
import { LoadError } from './load-error';
import { entriesOf, type ListPage } from './paging';
import { PullRefreshList } from './pull-refresh-list';
import { QueryState, type QueryStateProps } from './query-state';
import './infinite-list.css';

/** An infinite query over the contract's list pages (`getNextPageParam: nextPageParam`). */
export type ListQuery<Entry> = UseInfiniteQueryResult<InfiniteData<ListPage<Entry>>>;

export interface InfiniteListProps<Entry extends { id: number }> {
  query: ListQuery<Entry>;
  /** The outline while the first page loads. */
  pending: ReactNode;
  /** When the list has no entry at all. */
  empty: ReactNode;
  /** The first page failed: as `QueryState`'s `failed` (default: `LoadError`). */
  failed?: QueryStateProps<unknown>['failed'];
  /** Shown above the list once the first page is in (a summary of it). */
  above?: ReactNode;
  /**
   * A button that loads the next page, labelled so, instead of loading it as the end comes into
   * view with pull to refresh (a list inside a longer screen: the product's reviews).
   */
  moreButton?: string;
  className?: string;
  /** The list itself, given every entry loaded so far (once each: `entriesOf`). */
  children: (entries: Entry[]) => ReactNode;
}

/**
 * The one paging list screen: the outline while the first page loads, the failure with a retry
 * (only when nothing is loaded: a failed refresh keeps the list), the empty state, and the list,
 * which refreshes when pulled, loads the next page when its end comes into view, says 'no more' at
 * the end, and offers a retry in place when a next page fails (it does not ask again by itself).
 */
export function InfiniteList<Entry extends { id: number }>({
  pending,
  failed,
  ...list
}: InfiniteListProps<Entry>) {
  return (
    <QueryState query={list.query} pending={pending} failed={failed}>
      {(data) => <Pages {...list} entries={entriesOf(data.pages)} />}
    </QueryState>
  );
}

function Pages<Entry extends { id: number }>({
  query,
  entries,
  empty,
  above,
  moreButton,
  className,
  children,
}: Omit<InfiniteListProps<Entry>, 'pending' | 'failed'> & { entries: Entry[] }) {
  if (moreButton !== undefined) {
    if (entries.length === 0) return empty;
    return (
      <>
        {above}
        {children(entries)}
        {query.hasNextPage && (
          <Button
            variant="ghost"
            size="small"
            block
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {moreButton}
          </Button>
        )}
      </>
    );
  }
  return (
    <>
      {above}
      <PullRefreshList
        className={className}
        onRefresh={() => query.refetch()}
        onLoadMore={() => {
          if (!query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage();
        }}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        isEmpty={entries.length === 0}
        empty={empty}
      >
        {children(entries)}
        {query.isFetchNextPageError && (
          <div className="infinite-list-retry">
            <LoadError
              onRetry={() => query.fetchNextPage()}
              retrying={query.isFetchingNextPage}
              error={query.error}
            />
          </div>
        )}
      </PullRefreshList>
    </>
  );
}
