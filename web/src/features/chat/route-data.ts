import { startQuery } from '@/api/prefetch';
import type { RouteData } from '@/routing/route-types';
import { conversationsBeforeConnectQueryOptions } from './api/conversations-before-connect';

/**
 * /chatRoom on the server: the conversation list as HTTP reads it, so the page shows the list; in
 * the browser the chat's own list follows once it connects (the route runs this on the server only).
 */
export const chatRoomFirstLook: RouteData = ({ queryClient }) => {
  startQuery(queryClient, conversationsBeforeConnectQueryOptions());
};
