import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { payment } from '@/features/checkout/route-data';

export { default } from '@/features/checkout/payment-screen';

export const handle: RouteHandle = { title: 'route.payment', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(payment);
export const clientLoader = clientScreenLoader(payment);
