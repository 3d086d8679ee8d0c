import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_LIMIT,
  recentlyViewed,
  useRecentlyViewed,
  type ViewedProduct,
} from './recently-viewed';

afterEach(() => localStorage.clear());

function product(id: number, price = '10.00'): ViewedProduct {
  return { id, mer_id: 100 + id, name: `Product ${id}`, price, image: `/img/${id}.webp` };
}

describe('recently viewed products', () => {
  it('keeps the last opened first, once, with its latest price', () => {
    recentlyViewed.add(product(1));
    recentlyViewed.add(product(2));
    recentlyViewed.add(product(1, '8.50'));
    expect(recentlyViewed.list().map(({ id, price }) => [id, price])).toEqual([
      [1, '8.50'],
      [2, '10.00'],
    ]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT} products`, () => {
    for (let id = 1; id <= RECENTLY_VIEWED_LIMIT + 2; id += 1) recentlyViewed.add(product(id));
    const ids = recentlyViewed.list().map(({ id }) => id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids[0]).toBe(RECENTLY_VIEWED_LIMIT + 2);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(2);
  });

  it('keeps only what the row shows, in local storage', () => {
    recentlyViewed.add({ ...product(3), stock: 5, description: 'long' } as ViewedProduct);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual([product(3)]);
  });

  it('drops damaged entries', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(recentlyViewed.list()).toEqual([]);
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([product(4), { id: 'x' }, null, { ...product(5), price: 3 }]),
    );
    expect(recentlyViewed.list()).toEqual([product(4)]);
  });

  it('lets the screen follow, and clears', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current).toEqual([]);
    act(() => recentlyViewed.add(product(6)));
    expect(result.current).toEqual([product(6)]);
    act(() => recentlyViewed.clear());
    expect(result.current).toEqual([]);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });
});
