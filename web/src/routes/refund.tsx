import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { refund } from '@/features/refund/route-data';

export { default } from '@/features/refund/refund-screen';

export const handle: RouteHandle = { title: 'route.refund', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(refund);
export const clientLoader = clientScreenLoader(refund);
