import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { nextPageParam } from '@/ui/paging';
import { shopKeys } from '@/api/query-keys';

export type ShopPage = Schema<'ShopPage'>;

export const SHOP_SEARCH_PAGE_SIZE = 10;

/** Shops whose name contains the words (GET /api/shop/search). */
export function searchShops(keyword: string, page: number): Promise<ShopPage> {
  return api.get('/api/shop/search', { query: { keyword, page, limit: SHOP_SEARCH_PAGE_SIZE } });
}

export function searchShopsQueryOptions(keyword: string) {
  return infiniteQueryOptions({
    queryKey: shopKeys.search(keyword),
    queryFn: ({ pageParam }) => searchShops(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function useShopSearch(keyword: string) {
  return useInfiniteQuery({ ...searchShopsQueryOptions(keyword), enabled: keyword.length > 0 });
}
