import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { topUpRecord } from '@/features/wallet/route-data';

export { default } from '@/features/wallet/top-up-record';

export const handle: RouteHandle = { title: 'route.topUpRecord', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(topUpRecord);
export const clientLoader = clientScreenLoader(topUpRecord);
