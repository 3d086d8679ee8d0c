import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { popular } from '@/features/catalog/route-data';

export { default } from '@/features/catalog/popular-screen';

export const handle: RouteHandle = { title: 'route.popular', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(popular);
export const clientLoader = clientScreenLoader(popular);
