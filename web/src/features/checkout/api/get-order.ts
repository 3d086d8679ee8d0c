import { queryOptions, useQueries } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';

export type OrderDetail = Schema<'OrderDetail'>;

/** GET /api/order/detail: one order, to show what is being paid. */
export function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get('/api/order/detail', { query: { id }, signal, toast: false });
}

export const getOrderQueryOptions = (id: number) =>
  queryOptions({
    // The orders area reads the same key: a payment invalidates ['orders'].
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  });

export function useOrdersToPay(ids: readonly number[]) {
  return useQueries({ queries: ids.map((id) => getOrderQueryOptions(id)) });
}
