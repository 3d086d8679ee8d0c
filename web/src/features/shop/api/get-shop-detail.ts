import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { shopKeys, type Viewer } from '@/api/query-keys';
import { useViewer } from '@/api/user';

/** One shop (GET /api/shop/detail); `is_followed` is for the shopper asking. */
export type ShopDetail = Schema<'ShopDetail'>;

export function getShopDetail(id: number): Promise<ShopDetail> {
  return api.get('/api/shop/detail', { query: { id } });
}

export function getShopDetailQueryOptions(id: number, viewer: Viewer) {
  return queryOptions({
    queryKey: shopKeys.detail(id, viewer),
    queryFn: () => getShopDetail(id),
  });
}

export function useShopDetail(id: number | undefined) {
  const viewer = useViewer();
  return useQuery({
    ...getShopDetailQueryOptions(id ?? 0, viewer),
    enabled: id !== undefined,
    retry: false,
  });
}
