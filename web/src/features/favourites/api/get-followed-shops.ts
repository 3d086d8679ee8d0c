import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import { nextPageParam } from '@/ui/paging';
import { FAVOURITES_PAGE_SIZE } from './get-favourites';
import { shopKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';

/** GET /api/shop/followed: followed shops, last followed first. */
export function getFollowedShops(page: number, signal?: AbortSignal) {
  return api.get('/api/shop/followed', {
    query: { page, limit: FAVOURITES_PAGE_SIZE },
    signal,
    toast: false,
  });
}

export const getFollowedShopsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: shopKeys.followed(),
    queryFn: ({ pageParam, signal }) => getFollowedShops(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: VISIT_STALE_TIME,
  });

export function useFollowedShops() {
  return useInfiniteQuery(getFollowedShopsQueryOptions());
}
