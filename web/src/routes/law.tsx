import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { law } from '@/features/info/route-data';

export { default } from '@/features/info/law';

export const handle: RouteHandle = { title: 'route.law', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(law);
export const clientLoader = clientScreenLoader(law);
