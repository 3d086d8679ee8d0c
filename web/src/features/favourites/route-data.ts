import { startPages } from '@/lib/prefetch';
import type { RouteData, RouteDataModule } from '@/app/route-types';
import { getFavouritesQueryOptions } from './api/get-favourites';
import { getFollowedShopsQueryOptions } from './api/get-followed-shops';

/** /myFavourite: the first page of favourite products. */
export const myFavourite: RouteData = ({ queryClient }) => {
  startPages(queryClient, getFavouritesQueryOptions());
};

/** /heart: the followed shops. */
export const heart: RouteData = ({ queryClient }) => {
  startPages(queryClient, getFollowedShopsQueryOptions());
};

/** Each starter by the route path it serves (`app/routes.ts`). */
export default {
  '/myFavourite': myFavourite,
  '/heart': heart,
} satisfies RouteDataModule['default'];
