import { startQuery } from '@/api/prefetch';
import { currentUser } from '@/api/user';
import type { RouteData } from '@/routing/route-types';
import { getShopDetailQueryOptions } from './api/get-shop-detail';

/** /shop/{id}: the shop, for whoever looks (its products follow once it is known). */
export const shop: RouteData = ({ queryClient, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  startQuery(queryClient, getShopDetailQueryOptions(id, currentUser()?.id ?? 'guest'));
};
