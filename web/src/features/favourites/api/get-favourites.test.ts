import { describe, expect, it } from 'vitest';
import { nextPageOf } from './get-favourites';

describe('paging through saved lists', () => {
  it('asks for the next page while the total is not reached', () => {
    expect(nextPageOf({ page: 1, limit: 10, total: 25 })).toBe(2);
    expect(nextPageOf({ page: 2, limit: 10, total: 25 })).toBe(3);
  });

  it('stops at the last page, and at once for an empty or exactly full list', () => {
    expect(nextPageOf({ page: 3, limit: 10, total: 25 })).toBeUndefined();
    expect(nextPageOf({ page: 1, limit: 10, total: 0 })).toBeUndefined();
    expect(nextPageOf({ page: 2, limit: 10, total: 20 })).toBeUndefined();
  });
});
