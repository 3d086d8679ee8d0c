import { getOrderDetailQueryOptions } from '@/lib/order-detail';
import { startQuery } from '@/lib/prefetch';
import { userQueryOptions } from '@/lib/user';
import type { RouteData } from '@/app/route-types';
import { orderIdsFrom } from './payment-request';

/** /payment?orders=…: the orders to pay and the balance. */
export const payment: RouteData = ({ queryClient, url }) => {
  for (const id of orderIdsFrom(url.search)) {
    startQuery(queryClient, getOrderDetailQueryOptions(id));
  }
  startQuery(queryClient, userQueryOptions());
};
