import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';

export type OrderDetail = Schema<'OrderDetail'>;

/** GET /api/order/detail: one order with its address, amounts, logistics and refund. */
export function getOrderDetail(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get('/api/order/detail', { query: { id }, signal, toast: false });
}

export const getOrderDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => getOrderDetail(id, signal),
    staleTime: 0,
  });

export function useOrderDetail(id: number | undefined) {
  return useQuery({ ...getOrderDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
