import type { ReactNode } from 'react';
import { LoadError, LoadFailed } from './load-error';

/** What `QueryState` reads of a query (`useQuery`'s or `useInfiniteQuery`'s result). */
export interface QueryLike<Data> {
  isPending: boolean;
  isFetching: boolean;
  data: Data | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** The outline while the first answer is on its way (also while a held query waits offline). */
  pending: ReactNode;
  /**
   * The first answer failed: the area's own sentence (`LoadFailed`), or a view given the retry;
   * by default `LoadError`, saying why, with a retry.
   */
  failed?: string | ((retry: () => unknown) => ReactNode);
  /** The data's view. */
  children: (data: Data) => ReactNode;
}

/**
 * The one loading and error switch of a screen's data (docs/adr/0019-query-state-component.md):
 * the outline while it loads, the failure with a retry when there is nothing to show, else the
 * view. A failed refetch keeps what was shown (the HTTP client says why).
 */
export function QueryState<Data>({ query, pending, failed, children }: QueryStateProps<Data>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isPending) return pending;
  const retry = () => query.refetch();
  if (typeof failed === 'function') return failed(retry);
  return failed === undefined ? (
    <LoadError onRetry={retry} retrying={query.isFetching} error={query.error} />
  ) : (
    <LoadFailed title={failed} onRetry={retry} retrying={query.isFetching} />
  );
}
