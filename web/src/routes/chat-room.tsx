import type { RouteHandle } from '@/app/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';

export { default } from '@/features/chat/chat-room-screen';

export const handle: RouteHandle = { title: 'route.chatRoom', keepAlive: true, tab: 'message' };
export const loader = serverScreenLoader();
export const clientLoader = clientScreenLoader();
