import { useTranslation } from 'react-i18next';
import { useSyncExternalStore } from 'react';

/** Where the search history is kept (local storage: it outlives the tab, as shoppers expect). */
export const SEARCH_HISTORY_KEY = 'searchHistory';
/** Most recent searches kept; older ones drop off. */
export const SEARCH_HISTORY_LIMIT = 8;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; terms: readonly string[] } | undefined;

function read(): readonly string[] {
  const raw = storage()?.getItem(SEARCH_HISTORY_KEY) ?? null;
  if (cached?.raw === raw) return cached.terms;
  let terms: readonly string[] = [];
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(parsed))
      terms = parsed
        .filter((term): term is string => typeof term === 'string')
        .slice(0, SEARCH_HISTORY_LIMIT);
  } catch {
    // A damaged entry is worth less than a working search box: start over.
  }
  cached = { raw, terms };
  return terms;
}

function write(terms: readonly string[]): void {
  try {
    if (terms.length === 0) storage()?.removeItem(SEARCH_HISTORY_KEY);
    else storage()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(terms));
  } catch {
    // Private mode or a full quota: searching still works, only the history is not kept.
  }
  for (const listener of listeners) listener();
}

export const searchHistory = {
  list: read,
  /** Puts a search first; the same words (any case, any spacing) are kept once. */
  add(term: string): void {
    const words = term.trim().replace(/\s+/g, ' ');
    if (!words) return;
    const same = words.toLocaleLowerCase();
    write(
      [words, ...read().filter((kept) => kept.toLocaleLowerCase() !== same)].slice(
        0,
        SEARCH_HISTORY_LIMIT,
      ),
    );
  },
  remove(term: string): void {
    write(read().filter((kept) => kept !== term));
  },
  clear(): void {
    write([]);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
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
  return useSyncExternalStore(searchHistory.subscribe, read, nothingYet);
}

const NOTHING_YET: readonly never[] = [];
const nothingYet = () => NOTHING_YET;
