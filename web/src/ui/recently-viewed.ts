import { useSyncExternalStore } from 'react';
import type { ProductSummary } from './product-card';

/** Where the products opened last are kept (local storage: per browser, outlives the tab). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
/** Most recent products kept; older ones drop off. */
export const RECENTLY_VIEWED_LIMIT = 10;

/** What the row on Me needs of a product: its page, picture, name and price when it was seen. */
export type ViewedProduct = Pick<ProductSummary, 'id' | 'mer_id' | 'name' | 'price' | 'image'>;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isViewed(value: unknown): value is ViewedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(entry.id) &&
    Number.isSafeInteger(entry.mer_id) &&
    typeof entry.name === 'string' &&
    typeof entry.price === 'string' &&
    typeof entry.image === 'string'
  );
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; products: readonly ViewedProduct[] } | undefined;

function read(): readonly ViewedProduct[] {
  const raw = storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null;
  if (cached?.raw === raw) return cached.products;
  let products: readonly ViewedProduct[] = [];
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(parsed)) products = parsed.filter(isViewed).slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    // A damaged entry is dropped: the row starts over.
  }
  cached = { raw, products };
  return products;
}

function write(products: readonly ViewedProduct[]): void {
  try {
    if (products.length === 0) storage()?.removeItem(RECENTLY_VIEWED_KEY);
    else storage()?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(products));
  } catch {
    // Private mode or a full quota: the product page still works, only the row is not kept.
  }
  for (const listener of listeners) listener();
}

export const recentlyViewed = {
  list: read,
  /** Puts a product first (once: opening it again moves it up, with its latest name and price). */
  add(product: ViewedProduct): void {
    const { id, mer_id, name, price, image } = product;
    write(
      [{ id, mer_id, name, price, image }, ...read().filter((kept) => kept.id !== id)].slice(
        0,
        RECENTLY_VIEWED_LIMIT,
      ),
    );
  },
  clear(): void {
    write([]);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useRecentlyViewed(): readonly ViewedProduct[] {
  // The server knows no device's list: the page renders without it, and so does hydration.
  return useSyncExternalStore(recentlyViewed.subscribe, read, nothingYet);
}

const NOTHING_YET: readonly never[] = [];
const nothingYet = () => NOTHING_YET;
