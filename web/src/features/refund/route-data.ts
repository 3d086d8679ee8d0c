import { getOrderDetailQueryOptions } from '@/lib/order-detail';
import { startQuery } from '@/lib/prefetch';
import type { RouteData } from '@/app/route-types';
import { readRefundRoute } from './refund-route';

/** /refund/{id}/…: the order being refunded. */
export const refund: RouteData = ({ queryClient, params }) => {
  const { orderId } = readRefundRoute(params);
  if (orderId !== undefined) startQuery(queryClient, getOrderDetailQueryOptions(orderId));
};
