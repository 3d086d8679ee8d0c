import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../store/db';
import type { Tables } from '../store/tables';

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Which page of a list is wanted (1-based); the size defaults to 20 and is capped at 100. */
export interface PageRequest {
  page?: number;
  limit?: number;
}

/**
 * One page of a list kept in SQL: `count` gives the whole list's length, `rows` only the page's
 * rows (LIMIT/OFFSET), so a long list is never read whole.
 */
export function pageInSql<T>(
  request: PageRequest,
  count: () => number,
  rows: (limit: number, offset: number) => T[],
): Page<T> {
  const limit = Math.min(
    Math.max(1, Math.trunc(request.limit ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE),
    MAX_PAGE_SIZE,
  );
  const page = Math.max(1, Math.trunc(request.page ?? 1) || 1);
  const offset = (page - 1) * limit;
  const total = count();
  return { list: offset < total ? rows(limit, offset) : [], total, page, limit };
}

/**
 * One page of the rows a query finds: `found` is counted, `ordered` (the same rows, selected and in
 * the list's order) is read from the page's first row on, and each row made a record.
 */
export function pageOfQuery<O, T>(
  db: Db,
  request: PageRequest,
  found: SelectQueryBuilder<Tables, keyof Tables, object>,
  ordered: SelectQueryBuilder<Tables, keyof Tables, O>,
  fromRow: (row: O) => T,
): Page<T> {
  return pageInSql(
    request,
    () => countRows(db, found),
    (limit, offset) => db.all(ordered.limit(limit).offset(offset)).map(fromRow),
  );
}

/** How many rows a query finds. */
export function countRows<TB extends keyof Tables>(
  db: Db,
  found: SelectQueryBuilder<Tables, TB, object>,
): number {
  return db.first(found.select((eb) => eb.fn.countAll<number>().as('count')))?.count ?? 0;
}
