import { getOrderDetailQueryOptions } from '@/api/order-detail';
import { startQuery } from '@/api/prefetch';
import { userQueryOptions } from '@/api/user';
import type { RouteData } from '@/routing/route-types';
import { orderIdsFrom } from './payment-request';

/** /payment?orders=…: the orders to pay and the balance. */
export const payment: RouteData = ({ queryClient, url }) => {
  for (const id of orderIdsFrom(url.search)) {
    startQuery(queryClient, getOrderDetailQueryOptions(id));
  }
  startQuery(queryClient, userQueryOptions());
};
