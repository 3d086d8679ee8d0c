import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { nextPageParam } from '@/ui/paging';
import type { OrderStatus } from '../order-status';
import { orderKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';

export type OrderSummary = Schema<'OrderSummary'>;
export type OrderPage = Schema<'OrderPage'>;

export const ORDERS_PAGE_SIZE = 10;

/** GET /api/user/order_list: one page of the shopper's orders, newest first; all without status. */
export function getOrders(
  { status, page }: { status: OrderStatus | undefined; page: number },
  signal?: AbortSignal,
): Promise<OrderPage> {
  return api.get('/api/user/order_list', {
    query: { ...(status === undefined ? {} : { status }), page, limit: ORDERS_PAGE_SIZE },
    signal,
    toast: false,
  });
}

export const getOrdersQueryOptions = (status: OrderStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(status ?? 'all'),
    queryFn: ({ pageParam, signal }) => getOrders({ status, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // Orders move on the server (shipping, audits): fresh on every visit.
    staleTime: VISIT_STALE_TIME,
  });

export function useOrders(status: OrderStatus | undefined) {
  return useInfiniteQuery(getOrdersQueryOptions(status));
}
