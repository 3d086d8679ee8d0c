import type { RouteHandle } from '@/app/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { home } from '@/features/home/route-data';

export { default } from '@/features/home/home-screen';

export const handle: RouteHandle = { title: 'route.home', keepAlive: true, tab: 'home' };
export const loader = serverScreenLoader(home);
export const clientLoader = clientScreenLoader(home);
