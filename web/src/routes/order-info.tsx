import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { orderInfo } from '@/features/orders/route-data';

export { default } from '@/features/orders/order-info-screen';

export const handle: RouteHandle = { title: 'route.orderInfo', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(orderInfo);
export const clientLoader = clientScreenLoader(orderInfo);
