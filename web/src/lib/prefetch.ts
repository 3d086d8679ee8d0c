import type {
  DefaultError,
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';

/*
 * What a route loader does with a screen's queries: start each one whose cached answer is missing or
 * stale, and never wait for it. The navigation goes on while the call runs; the screen's hook then
 * finds the call in flight, or its fresh answer (`VISIT_STALE_TIME`), so one request, not two. A
 * failure is the screen's to show (prefetching never throws).
 */

export function startQuery<Data, Key extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<Data, DefaultError, Data, Key>,
): void {
  void client.prefetchQuery(options);
}

export function startPages<Data, Key extends QueryKey, Page>(
  client: QueryClient,
  options: FetchInfiniteQueryOptions<Data, DefaultError, Data, Key, Page>,
): void {
  void client.prefetchInfiniteQuery(options);
}
