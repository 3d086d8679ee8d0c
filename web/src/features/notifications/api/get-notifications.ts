import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/api';
import { languageFromTag } from '@/i18n/i18n';
import type { LanguageCode } from '@/i18n/languages';
import { notificationKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';
import { nextPageParam } from '@/ui/paging';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** GET /api/notification/list: newest first, with the unread count; texts in the call's language. */
export function getNotifications(page: number, signal?: AbortSignal) {
  return api.get('/api/notification/list', {
    query: { page, limit: NOTIFICATIONS_PAGE_SIZE },
    signal,
    toast: false,
  });
}

export const getNotificationsQueryOptions = (language: LanguageCode) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(language),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: VISIT_STALE_TIME,
  });

export function useNotifications() {
  const { i18n } = useTranslation();
  return useInfiniteQuery(getNotificationsQueryOptions(languageFromTag(i18n.language)));
}
