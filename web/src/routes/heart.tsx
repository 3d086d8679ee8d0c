import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { heart } from '@/features/favourites/route-data';

export { default } from '@/features/favourites/heart';

export const handle: RouteHandle = { title: 'route.heart', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(heart);
export const clientLoader = clientScreenLoader(heart);
