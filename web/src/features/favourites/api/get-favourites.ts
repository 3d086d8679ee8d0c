import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import { favouriteKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';

export const FAVOURITES_PAGE_SIZE = 10;

/** GET /api/favourite/list: favourite products, last added first. */
export function getFavourites(page: number, signal?: AbortSignal) {
  return api.get('/api/favourite/list', {
    query: { page, limit: FAVOURITES_PAGE_SIZE },
    signal,
    toast: false,
  });
}

/** The next page number while pages are full and the total is not reached. */
export function nextPageOf(last: {
  page: number;
  limit: number;
  total: number;
}): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

export const getFavouritesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.list(),
    queryFn: ({ pageParam, signal }) => getFavourites(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: VISIT_STALE_TIME,
  });

export function useFavourites() {
  return useInfiniteQuery(getFavouritesQueryOptions());
}
