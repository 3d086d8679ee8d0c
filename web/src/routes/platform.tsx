import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { platform } from '@/features/info/route-data';

export { default } from '@/features/info/platform';

export const handle: RouteHandle = { title: 'route.platform', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(platform);
export const clientLoader = clientScreenLoader(platform);
