import { startPages, startQuery } from '@/api/prefetch';
import { currentUser } from '@/api/user';
import type { RouteData } from '@/routing/route-types';
import { getProductDetailQueryOptions } from './api/get-product-detail';
import { getProductReviewsQueryOptions } from './api/get-product-reviews';

/** /detail/{product}/…: the product (for whoever looks) and its first reviews. */
export const detail: RouteData = ({ queryClient, params }) => {
  const id = Number(params.product);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  startQuery(queryClient, getProductDetailQueryOptions(id, currentUser()?.id ?? 'guest'));
  startPages(queryClient, getProductReviewsQueryOptions(id));
};
