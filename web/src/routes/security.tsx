import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { security } from '@/features/settings/route-data';

export { default } from '@/features/settings/security';

export const handle: RouteHandle = { title: 'route.security', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(security);
export const clientLoader = clientScreenLoader(security);
