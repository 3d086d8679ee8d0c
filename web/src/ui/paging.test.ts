import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entriesOf, nextPageParam } from './paging';

const page = (pageNumber: number, ids: number[], total: number, limit = 2) => ({
  list: ids.map((id) => ({ id })),
  total,
  page: pageNumber,
  limit,
});

/** Pages of a list of `total` entries read `limit` at a time, the way the backend cuts them. */
function pagesOf(total: number, limit: number) {
  const pages = [];
  for (let number = 1; ; number += 1) {
    const first = (number - 1) * limit;
    const ids = Array.from(
      { length: Math.max(0, Math.min(limit, total - first)) },
      (_, i) => first + i,
    );
    pages.push(page(number, ids, total, limit));
    if (first + limit >= total) return pages;
  }
}

describe('paging', () => {
  it('asks for the next page until the total is reached', () => {
    expect(nextPageParam(page(1, [1, 2], 5))).toBe(2);
    expect(nextPageParam(page(2, [3, 4], 5))).toBe(3);
    expect(nextPageParam(page(3, [5], 5))).toBeUndefined();
    expect(nextPageParam(page(1, [1, 2], 4))).toBe(2);
    expect(nextPageParam(page(2, [3, 4], 4))).toBeUndefined();
    expect(nextPageParam(page(1, [], 0))).toBeUndefined();
  });

  it('stops on an empty or short page even when the total says more (the list shrank)', () => {
    expect(nextPageParam(page(3, [], 10))).toBeUndefined();
    expect(nextPageParam(page(2, [3], 10))).toBeUndefined();
  });

  it('without a total, asks for more while pages are full', () => {
    const { total: _total, ...counted } = page(1, [1, 2], 5);
    expect(nextPageParam(counted)).toBe(2);
    expect(nextPageParam({ ...counted, list: [{ id: 1 }] })).toBeUndefined();
  });

  it('walks any list from page 1 to its last page, exactly once each, and never past it', () => {
    fc.assert(
      fc.property(
        fc.nat(250),
        fc.integer({ min: 1, max: 100 }),
        fc.boolean(),
        (total, limit, counted) => {
          const pages = pagesOf(total, limit).map((answer) =>
            counted ? answer : { list: answer.list, page: answer.page, limit: answer.limit },
          );
          let asked = 1;
          const read: number[] = [];
          for (;;) {
            const answer = pages[asked - 1];
            // Without a total, one empty page past a list that fills its pages exactly is read.
            if (!answer) {
              expect(counted).toBe(false);
              expect(total % limit).toBe(0);
              break;
            }
            read.push(...answer.list.map((entry) => entry.id));
            const next = nextPageParam(answer);
            if (next === undefined) break;
            expect(next).toBe(asked + 1);
            asked = next;
          }
          expect(read).toEqual(Array.from({ length: total }, (_, i) => i));
        },
      ),
    );
  });

  it('never asks past an empty or short page, whatever the total says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.nat(1000),
        fc.option(fc.nat(100_000), { nil: undefined }),
        (pageNumber, limit, shortBy, total) => {
          const length = Math.max(0, limit - 1 - (shortBy % limit));
          const answer = { list: Array.from({ length }), page: pageNumber, limit, total };
          expect(nextPageParam(answer)).toBeUndefined();
        },
      ),
    );
  });

  it('joins the pages without the duplicates a shifting list gives', () => {
    expect(entriesOf([page(1, [1, 2], 5), page(2, [2, 3], 5)]).map((entry) => entry.id)).toEqual([
      1, 2, 3,
    ]);
    expect(entriesOf(undefined)).toEqual([]);
  });
});
