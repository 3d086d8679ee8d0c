/** The part of `Storage` a stored list uses (localStorage in the app, a map in tests). */
export type ListStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredListOptions<Entry> {
  /** The storage key. */
  key: string;
  /** Most entries kept; older ones drop off. */
  limit: number;
  /** Keeps what was read back only when it is a whole entry (storage is anyone's to edit). */
  isEntry: (value: unknown) => value is Entry;
  /** Entries with the same identity are kept once, the newest. */
  identity: (entry: Entry) => unknown;
  /** The storage, or undefined where there is none (server, blocked); may throw. */
  storage: () => ListStorage | undefined;
}

export interface StoredList<Entry> {
  /** Newest first; the same array while storage holds the same text (a stable snapshot). */
  list(): readonly Entry[];
  /** Puts an entry first, dropping an older one of the same identity and any past the limit. */
  add(entry: Entry): void;
  remove(entry: Entry): void;
  clear(): void;
  /** Called after every write; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * A capped, deduplicated, newest-first list kept in storage as JSON. Storage errors never reach
 * the caller: unreadable storage reads as an empty list, a damaged text starts the list over, and
 * a failed write (private mode, a full quota) keeps nothing but still tells the listeners.
 */
export function storedList<Entry>(options: StoredListOptions<Entry>): StoredList<Entry> {
  const { key, limit, isEntry, identity } = options;
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; entries: readonly Entry[] } | undefined;
  const storage = () => {
    try {
      return options.storage();
    } catch {
      return undefined;
    }
  };

  const list = (): readonly Entry[] => {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(key) ?? null;
    } catch {
      // Unreadable storage reads as empty.
    }
    if (cached?.raw === raw) return cached.entries;
    let entries: readonly Entry[] = [];
    try {
      const parsed: unknown = raw === null ? [] : JSON.parse(raw);
      if (Array.isArray(parsed)) entries = parsed.filter(isEntry).slice(0, limit);
    } catch {
      // A damaged text is worth less than a working screen: start over.
    }
    cached = { raw, entries };
    return entries;
  };

  const write = (entries: readonly Entry[]) => {
    try {
      if (entries.length === 0) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify(entries));
    } catch {
      // Private mode or a full quota: the screen still works, only the list is not kept.
    }
    for (const listener of listeners) listener();
  };

  return {
    list,
    add(entry) {
      const same = identity(entry);
      write([entry, ...list().filter((kept) => identity(kept) !== same)].slice(0, limit));
    },
    remove(entry) {
      const same = identity(entry);
      write(list().filter((kept) => identity(kept) !== same));
    },
    clear() {
      write([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's localStorage, or undefined (on the server, or when the browser blocks it). */
export function localStorageIfAny(): ListStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const NOTHING_STORED: readonly never[] = [];
/** The server's snapshot of a stored list (`useSyncExternalStore`): the server knows no device's. */
export const nothingStored = (): readonly never[] => NOTHING_STORED;
