import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import { useTranslation } from 'react-i18next';
import { languageFromTag } from '@/i18n/i18n';
import type { LanguageCode } from '@/i18n/languages';
import { infoKeys } from '@/api/query-keys';

/** GET /api/user/help_support: articles written in the language the call is made in. */
export function getHelpArticles(signal?: AbortSignal) {
  return api.get('/api/user/help_support', { signal, toast: false });
}

export const getHelpArticlesQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: infoKeys.help(language),
    queryFn: ({ signal }) => getHelpArticles(signal),
    staleTime: 10 * 60_000,
  });

export function useHelpArticles() {
  const { i18n } = useTranslation();
  return useQuery(getHelpArticlesQueryOptions(languageFromTag(i18n.language)));
}
