import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';

export { default } from '@/features/account/forgot-password';

export const handle: RouteHandle = {
  title: 'route.forgotPassword',
  keepAlive: true,
  tab: undefined,
};
export const loader = serverScreenLoader();
export const clientLoader = clientScreenLoader();
