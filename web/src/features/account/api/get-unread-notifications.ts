import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import { notificationKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';
import { useSession } from '@/session/session-store';

/** How many notifications are unread: the `unread` of a one-entry page of the notification list. */
export async function getUnreadNotifications(signal?: AbortSignal): Promise<number> {
  const page = await api.get('/api/notification/list', {
    query: { page: 1, limit: 1 },
    signal,
    toast: false,
  });
  return page.unread;
}

export const getUnreadNotificationsQueryOptions = () =>
  queryOptions({
    // Under ['notifications'], so reading some (which invalidates it) updates the bell on Me.
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    staleTime: VISIT_STALE_TIME,
  });

/** The unread count for the bell on Me; 0 while it loads or when it cannot be loaded. */
export function useUnreadNotifications(): number {
  // Signed in only, as the order counts (`get-order-counts.ts`).
  const { token } = useSession();
  return useQuery({ ...getUnreadNotificationsQueryOptions(), enabled: Boolean(token) }).data ?? 0;
}
