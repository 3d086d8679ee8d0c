import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { bag } from '@/features/cart/route-data';

export { default } from '@/features/cart/bag-screen';

export const handle: RouteHandle = { title: 'route.bag', keepAlive: true, tab: 'cart' };
export const loader = serverScreenLoader(bag);
export const clientLoader = clientScreenLoader(bag);
