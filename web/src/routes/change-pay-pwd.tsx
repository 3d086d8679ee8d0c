import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';

export { default } from '@/features/account/change-pay-password';

export const handle: RouteHandle = { title: 'route.changePayPwd', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader();
export const clientLoader = clientScreenLoader();
