import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import { favouriteKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';
import { nextPageParam } from '@/ui/paging';

export const FAVOURITES_PAGE_SIZE = 10;

/** GET /api/favourite/list: favourite products, last added first. */
export function getFavourites(page: number, signal?: AbortSignal) {
  return api.get('/api/favourite/list', {
    query: { page, limit: FAVOURITES_PAGE_SIZE },
    signal,
    toast: false,
  });
}

export const getFavouritesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.list(),
    queryFn: ({ pageParam, signal }) => getFavourites(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: VISIT_STALE_TIME,
  });

export function useFavourites() {
  return useInfiniteQuery(getFavouritesQueryOptions());
}
