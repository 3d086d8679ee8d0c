import { startQuery } from '@/lib/prefetch';
import type { RouteData, RouteDataModule } from '@/app/route-types';
import { currentLanguage } from '@/i18n/i18n';
import { getHelpArticlesQueryOptions } from './api/get-help-articles';
import { getPlatformInfoQueryOptions } from './api/get-platform-info';
import { getPoliciesQueryOptions } from './api/get-policies';

/** The info screens: their text in the shopper's language. */
export const help: RouteData = ({ queryClient }) => {
  startQuery(queryClient, getHelpArticlesQueryOptions(currentLanguage()));
};

export const law: RouteData = ({ queryClient }) => {
  startQuery(queryClient, getPoliciesQueryOptions(currentLanguage()));
};

export const platform: RouteData = ({ queryClient }) => {
  startQuery(queryClient, getPlatformInfoQueryOptions(currentLanguage()));
};

/** Each starter by the route path it serves (`app/routes.ts`). */
export default {
  '/helpAndSupport': help,
  '/platform': platform,
  '/law': law,
} satisfies RouteDataModule['default'];
