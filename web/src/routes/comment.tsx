import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';

export { default } from '@/features/review/comment-screen';

export const handle: RouteHandle = { title: 'route.comment', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader();
export const clientLoader = clientScreenLoader();
