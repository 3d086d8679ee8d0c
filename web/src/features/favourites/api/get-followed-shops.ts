import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import { FAVOURITES_PAGE_SIZE, nextPageOf } from './get-favourites';
import { shopKeys } from '@/api/query-keys';

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
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });

export function useFollowedShops() {
  return useInfiniteQuery(getFollowedShopsQueryOptions());
}
