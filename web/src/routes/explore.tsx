import type { RouteHandle } from '@/app/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { explore } from '@/features/catalog/route-data';

export { default } from '@/features/catalog/explore-screen';

export const handle: RouteHandle = { title: 'route.explore', keepAlive: true, tab: 'explore' };
export const loader = serverScreenLoader(explore);
export const clientLoader = clientScreenLoader(explore);
