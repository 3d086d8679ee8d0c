import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { help } from '@/features/info/route-data';

export { default } from '@/features/info/help-and-support';

export const handle: RouteHandle = {
  title: 'route.helpAndSupport',
  keepAlive: true,
  tab: undefined,
};
export const loader = serverScreenLoader(help);
export const clientLoader = clientScreenLoader(help);
