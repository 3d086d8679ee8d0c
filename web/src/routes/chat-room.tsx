import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { chatRoomFirstLook } from '@/features/chat/route-data';

export { default } from '@/features/chat/chat-room-screen';

export const handle: RouteHandle = { title: 'route.chatRoom', keepAlive: true, tab: 'message' };
export const loader = serverScreenLoader(chatRoomFirstLook);
// In the browser the chat's own list (or its first look, asked by the screen) shows.
export const clientLoader = clientScreenLoader();
