import { getOrderDetailQueryOptions } from '@/lib/order-detail';
import { startQuery } from '@/lib/prefetch';
import type { RouteData, RouteDataModule } from '@/app/route-types';
import { readRefundRoute } from './refund-route';

/** /refund/{id}/…: the order being refunded. */
export const refund: RouteData = ({ queryClient, params }) => {
  const { orderId } = readRefundRoute(params);
  if (orderId !== undefined) startQuery(queryClient, getOrderDetailQueryOptions(orderId));
};

/** Each starter by the route path it serves (`app/routes.ts`). */
export default {
  '/refund/:id?/:sn?/:product_ids?/:amount?': refund,
} satisfies RouteDataModule['default'];
