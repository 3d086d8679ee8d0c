import { startQuery } from '@/api/prefetch';
import { userQueryOptions } from '@/api/user';
import type { RouteData } from '@/routing/route-types';
import { getOrderCountQueryOptions, ORDER_SHORTCUTS } from './api/get-order-counts';
import { getUnreadNotificationsQueryOptions } from './api/get-unread-notifications';
import { getPendingRechargesQueryOptions } from './api/get-pending-recharges';

/** /profile (Me): the shopper, the recharges under review, the order counts, the unread notifications. */
export const profile: RouteData = ({ queryClient }) => {
  startQuery(queryClient, userQueryOptions());
  for (const { status } of ORDER_SHORTCUTS) {
    startQuery(queryClient, getOrderCountQueryOptions(status));
  }
  startQuery(queryClient, getUnreadNotificationsQueryOptions());
  startQuery(queryClient, getPendingRechargesQueryOptions());
};
