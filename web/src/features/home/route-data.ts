import { startQuery } from '@/api/prefetch';
import { getCategoriesQueryOptions } from '@/ui/categories';
import type { RouteData } from '@/routing/route-types';
import { getHomeBoardQueryOptions } from './api/get-home-board';
import { getHotProductsQueryOptions } from './api/get-hot-products';
import { getHotShopsQueryOptions } from './api/get-hot-shops';

/** /home: the board, the categories, the hot products and the hot shops. */
export const home: RouteData = ({ queryClient }) => {
  startQuery(queryClient, getHomeBoardQueryOptions());
  startQuery(queryClient, getCategoriesQueryOptions());
  startQuery(queryClient, getHotProductsQueryOptions());
  startQuery(queryClient, getHotShopsQueryOptions());
};
