import { useSyncExternalStore } from 'react';
import { localStorageIfAny, nothingStored, storedList } from '@/lib/stored-list';
import type { ProductSummary } from './product-card';

/** Where the products opened last are kept (local storage: per browser, outlives the tab). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
/** Most recent products kept; older ones drop off. */
export const RECENTLY_VIEWED_LIMIT = 10;

/** What the row on Me needs of a product: its page, picture, name and price when it was seen. */
export type ViewedProduct = Pick<ProductSummary, 'id' | 'mer_id' | 'name' | 'price' | 'image'>;

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

const stored = storedList<ViewedProduct>({
  key: RECENTLY_VIEWED_KEY,
  limit: RECENTLY_VIEWED_LIMIT,
  isEntry: isViewed,
  identity: (product) => product.id,
  storage: localStorageIfAny,
});

export const recentlyViewed = {
  list: stored.list,
  /** Puts a product first (once: opening it again moves it up, with its latest name and price). */
  add({ id, mer_id, name, price, image }: ViewedProduct): void {
    stored.add({ id, mer_id, name, price, image });
  },
  clear: stored.clear,
  subscribe: stored.subscribe,
};

export function useRecentlyViewed(): readonly ViewedProduct[] {
  // The server knows no device's list: the page renders without it, and so does hydration.
  return useSyncExternalStore(stored.subscribe, stored.list, nothingStored);
}
