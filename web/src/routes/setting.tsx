import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { setting } from '@/features/settings/route-data';

export { default } from '@/features/settings/setting';

export const handle: RouteHandle = { title: 'route.setting', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(setting);
export const clientLoader = clientScreenLoader(setting);
