import { queryOptions, useQuery } from '@tanstack/react-query';
import { languages as contractLanguages, type Language } from '@storefront/contracts/languages';
import { api } from '@/api/api';
import { userKeys } from '@/api/query-keys';
import { isSignedIn } from '@/api/signed-in';
import { switchLanguage } from './i18n';
import { isLanguageCode, type LanguageCode } from './languages';

/** Shown when the backend's list cannot be had: the five languages the app ships. */
export const LOCAL_LANGUAGE_LIST: readonly Language[] = contractLanguages;

export const languageListQuery = queryOptions({
  queryKey: userKeys.languages(),
  queryFn: ({ signal }) => api.get('/api/user/language_list', { signal, toast: false }),
  staleTime: Infinity,
});

/**
 * The offered languages: the backend's list (only those the app can show, each once: the first
 * entry of a code), else the local one.
 */
export function offeredLanguages(list: readonly Language[] | undefined): readonly Language[] {
  const seen = new Set<string>();
  const offered = (list ?? []).filter((language) => {
    if (!isLanguageCode(language.file_name) || seen.has(language.file_name)) return false;
    seen.add(language.file_name);
    return true;
  });
  return offered.length > 0 ? offered : LOCAL_LANGUAGE_LIST;
}

export function useLanguageList(): readonly Language[] {
  const { data } = useQuery(languageListQuery);
  return offeredLanguages(data);
}

/**
 * Switches the UI (strings, <html lang>, Local_Lang cookie) at once, then saves the choice
 * to the shopper's profile when signed in. A failed save keeps the new language on screen.
 */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  await switchLanguage(code);
  if (isSignedIn()) {
    await api.get('/api/user/set_language', { query: { lang: code } }).catch(() => undefined);
  }
}
