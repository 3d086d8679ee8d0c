import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import { useTranslation } from 'react-i18next';
import { languageFromTag } from '@/i18n/i18n';
import type { LanguageCode } from '@/i18n/languages';
import { infoKeys } from '@/api/query-keys';

/** GET /api/user/law: law and policies, in the language the call is made in. */
export function getPolicies(signal?: AbortSignal) {
  return api.get('/api/user/law', { signal, toast: false });
}

export const getPoliciesQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: infoKeys.law(language),
    queryFn: ({ signal }) => getPolicies(signal),
    staleTime: 10 * 60_000,
  });

export function usePolicies() {
  const { i18n } = useTranslation();
  return useQuery(getPoliciesQueryOptions(languageFromTag(i18n.language)));
}
