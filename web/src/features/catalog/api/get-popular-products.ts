import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { nextPageParam } from '@/ui/paging';
import { productKeys } from '@/api/query-keys';

export type ProductPage = Schema<'ProductPage'>;

export const POPULAR_PAGE_SIZE = 10;

/** Hot products, best sellers first (GET /api/index/hot_product). */
export function getPopularProducts(page: number): Promise<ProductPage> {
  return api.get('/api/index/hot_product', { query: { page, limit: POPULAR_PAGE_SIZE } });
}

export function getPopularProductsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: productKeys.hotPages(),
    queryFn: ({ pageParam }) => getPopularProducts(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function usePopularProducts() {
  return useInfiniteQuery(getPopularProductsQueryOptions());
}
