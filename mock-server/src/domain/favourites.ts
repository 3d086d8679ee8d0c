import { sql, type SelectQueryBuilder } from 'kysely';
import { getMerchant, getProduct } from './catalog';
import { countRows, pageOfQuery, type PageRequest, type Page } from './paging';
import { clock } from './clock';
import type { Db } from '../store/db';
import { merchantFromRow, productFromRow } from '../store/rows/catalog';
import type { Tables } from '../store/tables';

/** The rows of one kept list, in SQL: `favourites` or `follows`. */
type KeptRows = SelectQueryBuilder<Tables, 'favourites' | 'follows', object>;

/**
 * A list a shopper keeps: favourite products and followed shops are one shape, a row of
 * (shopper, record, when) per kept record, its primary key (shopper, record). `table` holds the
 * rows, `key` names the record's column, `find` fails (not found) for a record that does not
 * exist, `fromRow` makes a record of a selected row, `records` joins the rows to their records
 * and selects them.
 */
type KeptList<R, T> = KeptTable<R, T> & { readonly records: (kept: KeptRows) => Joined<R> };
type KeptTable<R, T> = (
  | { readonly table: 'favourites'; readonly key: 'productId' }
  | { readonly table: 'follows'; readonly key: 'merchantId' }
) & {
  readonly find: (db: Db, recordId: number) => unknown;
  readonly fromRow: (row: R) => T;
};
type Joined<R> = SelectQueryBuilder<Tables, 'favourites' | 'follows' | 'products' | 'merchants', R>;

function keptList<R, T>(
  table: KeptTable<R, T>,
  records: (kept: KeptRows) => Joined<R>,
): KeptList<R, T> {
  return { ...table, records };
}

const FAVOURITES = keptList(
  { table: 'favourites', key: 'productId', find: getProduct, fromRow: productFromRow },
  (kept) => kept.innerJoin('products', 'products.id', 'favourites.productId').selectAll('products'),
);

const FOLLOWS = keptList(
  { table: 'follows', key: 'merchantId', find: getMerchant, fromRow: merchantFromRow },
  (kept) =>
    kept.innerJoin('merchants', 'merchants.id', 'follows.merchantId').selectAll('merchants'),
);

/**
 * Keeps or drops a record (one that exists: else not found); a record kept again keeps its first
 * date. Answers `on`.
 */
function setKept<R, T>(
  db: Db,
  list: KeptList<R, T>,
  userId: number,
  recordId: number,
  on: boolean,
): boolean {
  list.find(db, recordId);
  if (on) {
    db.run(
      db.q
        .insertInto(list.table)
        .values({ userId, [list.key]: recordId, createdAt: clock.now() })
        .onConflict((conflict) => conflict.doNothing()),
    );
  } else {
    db.run(db.q.deleteFrom(list.table).where('userId', '=', userId).where(list.key, '=', recordId));
  }
  return on;
}

function isKept<R, T>(
  db: Db,
  list: KeptList<R, T>,
  userId: number | undefined,
  recordId: number,
): boolean {
  return (
    userId !== undefined &&
    db.first(
      db.q
        .selectFrom(list.table)
        .select(list.key)
        .where('userId', '=', userId)
        .where(list.key, '=', recordId),
    ) !== undefined
  );
}

/** One page of the kept records, newest first; those of the same moment in the order kept. */
function keptPage<R, T>(
  db: Db,
  list: KeptList<R, T>,
  userId: number,
  request: PageRequest,
): Page<T> {
  const found: KeptRows = db.q.selectFrom(list.table).where(`${list.table}.userId`, '=', userId);
  return pageOfQuery(
    db,
    request,
    found,
    list
      .records(found)
      .orderBy(`${list.table}.createdAt`, 'desc')
      .orderBy(sql.ref(`${list.table}.rowid`), 'asc'),
    list.fromRow,
  );
}

/** A kept list's operations, for one list. */
function keptApi<R, T>(list: KeptList<R, T>) {
  return {
    set: (db: Db, userId: number, recordId: number, on: boolean): boolean =>
      setKept(db, list, userId, recordId, on),
    has: (db: Db, userId: number | undefined, recordId: number): boolean =>
      isKept(db, list, userId, recordId),
    page: (db: Db, userId: number, request: PageRequest = {}): Page<T> =>
      keptPage(db, list, userId, request),
  };
}

/**
 * Favourite products: `setFavourite` adds (true) or removes (false) one and answers whether it is a
 * favourite afterwards, `isFavourite` asks, `favouritesOf` gives a page, newest favourite first.
 */
export const { set: setFavourite, has: isFavourite, page: favouritesOf } = keptApi(FAVOURITES);

/** Followed shops: `setFollow`, `isFollowing` and `followsOf` (newest follow first), as above. */
export const { set: setFollow, has: isFollowing, page: followsOf } = keptApi(FOLLOWS);

export function followerCount(db: Db, merchantId: number): number {
  return countRows(db, db.q.selectFrom('follows').where('merchantId', '=', merchantId));
}
