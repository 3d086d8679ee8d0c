import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import { useTranslation } from 'react-i18next';
import { languageFromTag } from '@/i18n/i18n';
import type { LanguageCode } from '@/i18n/languages';
import { infoKeys } from '@/api/query-keys';

/** GET /api/platform/info: name, description and contacts of the platform. */
export function getPlatformInfo(signal?: AbortSignal) {
  return api.get('/api/platform/info', { signal, toast: false });
}

export const getPlatformInfoQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: infoKeys.platform(language),
    queryFn: ({ signal }) => getPlatformInfo(signal),
    staleTime: 10 * 60_000,
  });

export function usePlatformInfo() {
  const { i18n } = useTranslation();
  return useQuery(getPlatformInfoQueryOptions(languageFromTag(i18n.language)));
}
