import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { withdraw } from '@/features/wallet/route-data';

export { default } from '@/features/wallet/withdraw';

export const handle: RouteHandle = { title: 'route.withDraw', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(withdraw);
export const clientLoader = clientScreenLoader(withdraw);
