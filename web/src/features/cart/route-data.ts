import { getCartQueryOptions } from '@/api/cart';
import { startQuery } from '@/lib/prefetch';
import type { RouteData, RouteDataModule } from '@/app/route-types';

/** /bag: the cart. */
export const bag: RouteData = ({ queryClient }) => {
  startQuery(queryClient, getCartQueryOptions());
};

/** Each starter by the route path it serves (`app/routes.ts`). */
export default {
  '/bag': bag,
} satisfies RouteDataModule['default'];
