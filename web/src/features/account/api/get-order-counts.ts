import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '@/api/api';

/** The order shortcuts on Me, by status code (spec section 4). */
export const ORDER_SHORTCUTS = [
  { status: 0, label: 'orderStatus.waitingPay' },
  { status: 1, label: 'orderStatus.waitingDeliver' },
  { status: 2, label: 'orderStatus.delivered' },
  { status: 3, label: 'orderStatus.received' },
  { status: -4, label: 'orderStatus.afterSale' },
] as const;

export type ShortcutStatus = (typeof ORDER_SHORTCUTS)[number]['status'];

/** How many orders have this status: the `total` of a one-entry page of GET /api/user/order_list. */
export async function getOrderCount(status: ShortcutStatus, signal?: AbortSignal): Promise<number> {
  const page = await api.get('/api/user/order_list', {
    query: { status, page: 1, limit: 1 },
    signal,
    toast: false,
  });
  return page.total;
}

export const getOrderCountQueryOptions = (status: ShortcutStatus) =>
  queryOptions({
    // Under ['orders'], so every order mutation (which invalidates ['orders']) refreshes the counts.
    queryKey: ['orders', 'count', { status }],
    queryFn: ({ signal }) => getOrderCount(status, signal),
    staleTime: 0,
  });

/** Counts by status; a count that failed to load is undefined (the shortcut shows no badge). */
export function useOrderCounts(): Map<ShortcutStatus, number | undefined> {
  const results = useQueries({
    queries: ORDER_SHORTCUTS.map(({ status }) => getOrderCountQueryOptions(status)),
  });
  return new Map(ORDER_SHORTCUTS.map(({ status }, index) => [status, results[index]?.data]));
}
