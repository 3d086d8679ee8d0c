import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { myFavourite } from '@/features/favourites/route-data';

export { default } from '@/features/favourites/my-favourite';

export const handle: RouteHandle = { title: 'route.myFavourite', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(myFavourite);
export const clientLoader = clientScreenLoader(myFavourite);
