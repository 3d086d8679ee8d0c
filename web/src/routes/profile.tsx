import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { profile } from '@/features/account/route-data';

export { default } from '@/features/account/profile';

export const handle: RouteHandle = { title: 'route.profile', keepAlive: true, tab: 'me' };
export const loader = serverScreenLoader(profile);
export const clientLoader = clientScreenLoader(profile);
