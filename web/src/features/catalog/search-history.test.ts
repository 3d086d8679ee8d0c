import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SEARCH_HISTORY_KEY,
  SEARCH_HISTORY_LIMIT,
  searchHistory,
  useSearchHistory,
} from './search-history';

afterEach(() => localStorage.clear());

describe('search history', () => {
  it('keeps the latest search first, once whatever its case and spacing', () => {
    searchHistory.add('tent');
    searchHistory.add('  Laptop   stand ');
    searchHistory.add('TENT');
    expect(searchHistory.list()).toEqual(['TENT', 'Laptop stand']);
  });

  it('ignores blank searches', () => {
    searchHistory.add('   ');
    expect(searchHistory.list()).toEqual([]);
  });

  it(`keeps at most ${SEARCH_HISTORY_LIMIT} searches`, () => {
    for (let index = 1; index <= SEARCH_HISTORY_LIMIT + 3; index += 1)
      searchHistory.add(`term ${index}`);
    const terms = searchHistory.list();
    expect(terms).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(terms[0]).toBe(`term ${SEARCH_HISTORY_LIMIT + 3}`);
    expect(terms).not.toContain('term 1');
  });

  it('lives in local storage, so a new visit finds it', () => {
    searchHistory.add('kettle');
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['kettle']);
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['from another tab']));
    expect(searchHistory.list()).toEqual(['from another tab']);
  });

  it('starts over from a damaged entry', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, '{not json');
    expect(searchHistory.list()).toEqual([]);
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['ok', 3, null]));
    expect(searchHistory.list()).toEqual(['ok']);
  });

  it('removes one search or clears them all, and the screen follows', () => {
    const { result } = renderHook(() => useSearchHistory());
    act(() => {
      searchHistory.add('a');
      searchHistory.add('b');
    });
    expect(result.current).toEqual(['b', 'a']);
    act(() => searchHistory.remove('b'));
    expect(result.current).toEqual(['a']);
    act(() => searchHistory.clear());
    expect(result.current).toEqual([]);
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });
});
