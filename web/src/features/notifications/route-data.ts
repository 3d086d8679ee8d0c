import { startPages } from '@/api/prefetch';
import type { RouteData } from '@/routing/route-types';
import { currentLanguage } from '@/i18n/i18n';
import { getNotificationsQueryOptions } from './api/get-notifications';

/** /notification: the first page, in the shopper's language. */
export const notification: RouteData = ({ queryClient }) => {
  startPages(queryClient, getNotificationsQueryOptions(currentLanguage()));
};
