import { useTranslation } from 'react-i18next';
import { useSyncExternalStore } from 'react';
import { localStorageIfAny, nothingStored, storedList } from '@/lib/stored-list';

/** Where the search history is kept (local storage: it outlives the tab, as shoppers expect). */
export const SEARCH_HISTORY_KEY = 'searchHistory';
/** Most recent searches kept; older ones drop off. */
export const SEARCH_HISTORY_LIMIT = 8;

/** The same words in any case and any spacing are one search. */
const wordsOf = (term: string) => term.trim().replace(/\s+/g, ' ');

const stored = storedList<string>({
  key: SEARCH_HISTORY_KEY,
  limit: SEARCH_HISTORY_LIMIT,
  isEntry: (term): term is string => typeof term === 'string',
  identity: (term) => wordsOf(term).toLocaleLowerCase(),
  storage: localStorageIfAny,
});

export const searchHistory = {
  list: stored.list,
  /** Puts a search first; the same words (any case, any spacing) are kept once. */
  add(term: string): void {
    const words = wordsOf(term);
    if (words) stored.add(words);
  },
  remove: stored.remove,
  clear: stored.clear,
  subscribe: stored.subscribe,
};

const SUGGESTED_TERMS = ['laptop', 'tent', 'sneakers', 'kettle', 'backpack'] as const;

/**
 * Offered while there is no history and when a search found nothing: product words in the
 * shopper's language, each a word the catalog's names use in that language (a search matches
 * names in any of the five: contracts/openapi.yaml, "Language").
 */
export function useSuggestedSearches(): string[] {
  const { t } = useTranslation();
  return SUGGESTED_TERMS.map((term) => t(`catalog.search.suggestedTerms.${term}`));
}

export function useSearchHistory(): readonly string[] {
  // The server knows no device's list: the page renders without it, and so does hydration.
  return useSyncExternalStore(stored.subscribe, stored.list, nothingStored);
}
