import type {
  DefaultError,
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import { VISIT_STALE_TIME } from '@/api/query-client';

/*
 * What a route loader does with a screen's queries: start each one, and never wait for it. The
 * navigation goes on while the call runs; the screen's hook then finds the call in flight, or its
 * answer, so one request, not two. Data fresh on every visit (`VISIT_STALE_TIME`) is asked for on
 * every navigation to the screen, however recent the cached answer (the shop may have shipped the
 * order meanwhile); other data only when its cached answer is stale. A call already running is
 * joined, not repeated. A failure is the screen's to show (prefetching never throws).
 */

const onVisit = <Options extends { staleTime?: unknown }>(options: Options): Options =>
  options.staleTime === VISIT_STALE_TIME ? { ...options, staleTime: 0 } : options;

export function startQuery<Data, Key extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<Data, DefaultError, Data, Key>,
): void {
  void client.prefetchQuery(onVisit(options));
}

export function startPages<Data, Key extends QueryKey, Page>(
  client: QueryClient,
  options: FetchInfiniteQueryOptions<Data, DefaultError, Data, Key, Page>,
): void {
  void client.prefetchInfiniteQuery(onVisit(options));
}
