import { queryOptions, useQueries } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { api } from '@/api/api';
import type { IconProps } from '@/ui/icons';
import { CardIcon, PackageIcon, ReceivedIcon, ReturnIcon, TruckIcon } from '@/ui/account-icons';
import { orderKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';
import { useSession } from '@/session/session-store';

/** The order shortcuts on Me, by status code (spec section 4), each with the icon of its step. */
export const ORDER_SHORTCUTS = [
  { status: 0, label: 'orderStatus.waitingPay', Icon: CardIcon },
  { status: 1, label: 'orderStatus.waitingDeliver', Icon: PackageIcon },
  { status: 2, label: 'orderStatus.delivered', Icon: TruckIcon },
  { status: 3, label: 'orderStatus.received', Icon: ReceivedIcon },
  { status: -4, label: 'orderStatus.afterSale', Icon: ReturnIcon },
] as const satisfies readonly {
  status: number;
  label: string;
  Icon: ComponentType<IconProps>;
}[];

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
    queryKey: orderKeys.count(status),
    queryFn: ({ signal }) => getOrderCount(status, signal),
    staleTime: VISIT_STALE_TIME,
  });

/** Counts by status; a count that failed to load is undefined (the shortcut shows no badge). */
export function useOrderCounts(): Map<ShortcutStatus, number | undefined> {
  // Signed in only: Me stays mounted while the session ends (sign-out, a new password, a refused
  // token), and its counts must not be asked without one (each would answer 401).
  const { token } = useSession();
  const results = useQueries({
    queries: ORDER_SHORTCUTS.map(({ status }) => ({
      ...getOrderCountQueryOptions(status),
      enabled: Boolean(token),
    })),
  });
  return new Map(ORDER_SHORTCUTS.map(({ status }, index) => [status, results[index]?.data]));
}
