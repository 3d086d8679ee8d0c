import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';

export { default } from '@/features/wallet/card-top-up';

export const handle: RouteHandle = { title: 'route.cardTopUp', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader();
export const clientLoader = clientScreenLoader();
