import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { notification } from '@/features/notifications/route-data';

export { default } from '@/features/notifications/notification';

export const handle: RouteHandle = { title: 'route.notification', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(notification);
export const clientLoader = clientScreenLoader(notification);
