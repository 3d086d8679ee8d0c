import type { RouteHandle } from '@/app/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { shop } from '@/features/shop/route-data';

export { default } from '@/features/shop/shop-screen';

export const handle: RouteHandle = { title: 'route.shop', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(shop);
export const clientLoader = clientScreenLoader(shop);
