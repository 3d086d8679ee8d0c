import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';

export { default } from '@/features/orders/order-entry';

export const handle: RouteHandle = { title: 'route.order', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader();
export const clientLoader = clientScreenLoader();
