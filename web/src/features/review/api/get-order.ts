import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';

export type OrderDetail = Schema<'OrderDetail'>;

/**
 * GET /api/order/detail: the order to review, its products and whether it was reviewed. Keyed as the order screens key
 * it (['orders', 'detail', id]), so an application refreshes both.
 */
export function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get('/api/order/detail', { query: { id }, signal, toast: false });
}

export const getOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  });

export function useOrder(id: number | undefined) {
  return useQuery({ ...getOrderQueryOptions(id ?? 0), enabled: id !== undefined });
}
