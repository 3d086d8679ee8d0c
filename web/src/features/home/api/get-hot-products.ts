import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { productKeys } from '@/api/query-keys';

export type ProductPage = Schema<'ProductPage'>;

/** How many hot products the home board shows; the rest are on /popular. */
export const HOME_HOT_PRODUCTS = 6;

export function getHotProducts(limit = HOME_HOT_PRODUCTS): Promise<ProductPage> {
  return api.get('/api/index/hot_product', { query: { page: 1, limit } });
}

export function getHotProductsQueryOptions(limit = HOME_HOT_PRODUCTS) {
  return queryOptions({
    queryKey: productKeys.hotFirstPage(limit),
    queryFn: () => getHotProducts(limit),
  });
}

export function useHotProducts(limit = HOME_HOT_PRODUCTS) {
  return useQuery(getHotProductsQueryOptions(limit));
}
