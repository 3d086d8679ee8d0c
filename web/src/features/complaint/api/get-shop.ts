import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { shopKeys } from '@/api/query-keys';

export type Shop = Schema<'ShopDetail'>;

/** GET /api/shop/detail: the shop complained about, to name it on the form. */
export function getShop(id: number, signal?: AbortSignal): Promise<Shop> {
  return api.get('/api/shop/detail', { query: { id }, signal, toast: false });
}

export const getShopQueryOptions = (id: number) =>
  queryOptions({
    // Under the shop screens' ['shops', 'detail', id], so a follow there refreshes it too.
    queryKey: shopKeys.forComplaint(id),
    queryFn: ({ signal }) => getShop(id, signal),
  });

export function useShop(id: number | undefined) {
  return useQuery({ ...getShopQueryOptions(id ?? 0), enabled: id !== undefined });
}
