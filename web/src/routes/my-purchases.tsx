import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { myPurchases } from '@/features/orders/route-data';

export { default } from '@/features/orders/my-purchases-screen';

export const handle: RouteHandle = { title: 'route.myPurchases', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(myPurchases);
export const clientLoader = clientScreenLoader(myPurchases);
