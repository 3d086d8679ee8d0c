import { getCartQueryOptions } from '@/api/cart';
import { startQuery } from '@/lib/prefetch';
import type { RouteData } from '@/app/route-types';

/** /bag: the cart. */
export const bag: RouteData = ({ queryClient }) => {
  startQuery(queryClient, getCartQueryOptions());
};
