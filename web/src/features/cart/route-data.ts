import { getCartQueryOptions } from '@/api/cart';
import { startQuery } from '@/api/prefetch';
import type { RouteData } from '@/routing/route-types';

/** /bag: the cart. */
export const bag: RouteData = ({ queryClient }) => {
  startQuery(queryClient, getCartQueryOptions());
};
