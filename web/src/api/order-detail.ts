import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { orderKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';

export type OrderDetail = Schema<'OrderDetail'>;

/**
 * GET /api/order/detail: one order with its lines, address, amounts, logistics, refund and review
 * state. Shared by every screen that shows an order (orders, payment, refund, review, complaint);
 * one key, ['orders', 'detail', id], so any change that invalidates ['orders'] refreshes them all.
 */
export function getOrderDetail(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get('/api/order/detail', { query: { id }, signal, toast: false });
}

export const getOrderDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrderDetail(id, signal),
    staleTime: VISIT_STALE_TIME,
  });

export function useOrderDetail(id: number | undefined) {
  return useQuery({ ...getOrderDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
