import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { shopKeys } from '@/api/query-keys';

export type ShopPage = Schema<'ShopPage'>;

/** The spec fixes the hot-shop call: page 1, limit 8. */
export const HOT_SHOPS_QUERY = { page: 1, limit: 8 } as const;

export function getHotShops(): Promise<ShopPage> {
  return api.get('/api/index/hot_merchant', { query: { ...HOT_SHOPS_QUERY } });
}

export function getHotShopsQueryOptions() {
  return queryOptions({ queryKey: shopKeys.hotPage(HOT_SHOPS_QUERY), queryFn: getHotShops });
}

export function useHotShops() {
  return useQuery(getHotShopsQueryOptions());
}
