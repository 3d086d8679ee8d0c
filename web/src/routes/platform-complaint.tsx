import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';

export { default } from '@/features/complaint/platform-complaint-screen';

export const handle: RouteHandle = {
  title: 'route.platformComplaint',
  keepAlive: true,
  tab: undefined,
};
export const loader = serverScreenLoader();
export const clientLoader = clientScreenLoader();
