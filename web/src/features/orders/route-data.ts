import { getOrderDetailQueryOptions } from '@/api/order-detail';
import { startPages, startQuery } from '@/api/prefetch';
import type { RouteData } from '@/routing/route-types';
import { getOrdersQueryOptions } from './api/get-orders';
import { statusFromParam } from './order-status';

/** /orderInfo/{id}: the order. */
export const orderInfo: RouteData = ({ queryClient, params }) => {
  const id = Number(params.id);
  if (Number.isSafeInteger(id) && id > 0) startQuery(queryClient, getOrderDetailQueryOptions(id));
};

/** /myPurchases/{status?}: the first page of the tab's orders. */
export const myPurchases: RouteData = ({ queryClient, params }) => {
  startPages(queryClient, getOrdersQueryOptions(statusFromParam(params.status)));
};
