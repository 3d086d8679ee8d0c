import { getOrderDetailQueryOptions } from '@/api/order-detail';
import { startQuery } from '@/api/prefetch';
import type { RouteData } from '@/routing/route-types';
import { readRefundRoute } from './refund-route';

/** /refund/{id}/…: the order being refunded. */
export const refund: RouteData = ({ queryClient, params }) => {
  const { orderId } = readRefundRoute(params);
  if (orderId !== undefined) startQuery(queryClient, getOrderDetailQueryOptions(orderId));
};
