import { startPages } from '@/lib/prefetch';
import type { RouteData } from '@/app/route-types';
import { currentLanguage } from '@/i18n/i18n';
import { getNotificationsQueryOptions } from './api/get-notifications';

/** /notification: the first page, in the shopper's language. */
export const notification: RouteData = ({ queryClient }) => {
  startPages(queryClient, getNotificationsQueryOptions(currentLanguage()));
};
