import { startPages } from '@/api/prefetch';
import type { RouteData } from '@/routing/route-types';
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
