import { startQuery } from '@/api/prefetch';
import type { RouteData } from '@/routing/route-types';
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
