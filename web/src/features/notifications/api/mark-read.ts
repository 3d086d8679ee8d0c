import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { notificationKeys } from '@/api/query-keys';

type NotificationPage = Schema<'NotificationPage'>;

/** POST /api/notification/read: some notifications, or all of them; answers the unread count left. */
export function markRead(which: Schema<'NotificationReadRequest'>) {
  return api.post('/api/notification/read', { body: which });
}

/** The pages with those notifications (or all) read and the server's unread count. */
export function withRead(
  data: InfiniteData<NotificationPage> | undefined,
  which: Schema<'NotificationReadRequest'>,
  unread: number,
): InfiniteData<NotificationPage> | undefined {
  if (!data) return data;
  const ids = 'ids' in which ? new Set(which.ids) : undefined;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread,
      list: page.list.map((entry) =>
        !ids || ids.has(entry.id) ? { ...entry, is_read: true } : entry,
      ),
    })),
  };
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (answer, which) => {
      // Shown read at once; the list is then refetched to agree with the server.
      queryClient.setQueriesData<InfiniteData<NotificationPage>>(
        { queryKey: notificationKeys.lists() },
        (data) => withRead(data, which, answer.unread),
      );
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
