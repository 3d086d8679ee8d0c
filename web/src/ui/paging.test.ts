import { describe, expect, it } from 'vitest';
import { entriesOf, nextPageParam } from './paging';

const page = (pageNumber: number, ids: number[], total: number, limit = 2) => ({
  list: ids.map((id) => ({ id })),
  total,
  page: pageNumber,
  limit,
});

describe('paging', () => {
  it('asks for the next page until the total is reached', () => {
    expect(nextPageParam(page(1, [1, 2], 5))).toBe(2);
    expect(nextPageParam(page(2, [3, 4], 5))).toBe(3);
    expect(nextPageParam(page(3, [5], 5))).toBeUndefined();
    expect(nextPageParam(page(1, [1, 2], 4))).toBe(2);
    expect(nextPageParam(page(2, [3, 4], 4))).toBeUndefined();
  });

  it('stops on an empty page even when the total says more (the list shrank)', () => {
    expect(nextPageParam(page(3, [], 10))).toBeUndefined();
  });

  it('joins the pages without the duplicates a shifting list gives', () => {
    expect(entriesOf([page(1, [1, 2], 5), page(2, [2, 3], 5)]).map((entry) => entry.id)).toEqual([
      1, 2, 3,
    ]);
    expect(entriesOf(undefined)).toEqual([]);
  });
});
