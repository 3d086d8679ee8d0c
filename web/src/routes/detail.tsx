import type { RouteHandle } from '@/app/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { detail } from '@/features/product/route-data';

export { default } from '@/features/product/detail-screen';

export const handle: RouteHandle = { title: 'route.detail', keepAlive: false, tab: undefined };
export const loader = serverScreenLoader(detail);
export const clientLoader = clientScreenLoader(detail);
