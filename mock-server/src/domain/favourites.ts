import { sql } from 'kysely';
import { getMerchant, getProduct } from './catalog';
import { countRows, pageInSql, type PageRequest, type Page } from './paging';
import { clock } from './clock';
import type { Db } from '../store/db';
import { merchantFromRow, productFromRow } from '../store/rows/catalog';
import type { Merchant, Product } from '../store/state';

/** Adds or removes a favourite product; answers whether it is a favourite afterwards. */
export function setFavourite(db: Db, userId: number, productId: number, on: boolean): boolean {
  getProduct(db, productId);
  if (on) {
    // A favourite already there keeps its date.
    db.run(
      db.q
        .insertInto('favourites')
        .values({ userId, productId, createdAt: clock.now() })
        .onConflict((conflict) => conflict.doNothing()),
    );
  } else {
    db.run(
      db.q.deleteFrom('favourites').where('userId', '=', userId).where('productId', '=', productId),
    );
  }
  return on;
}

export function isFavourite(db: Db, userId: number | undefined, productId: number): boolean {
  return (
    userId !== undefined &&
    db.first(
      db.q
        .selectFrom('favourites')
        .select('productId')
        .where('userId', '=', userId)
        .where('productId', '=', productId),
    ) !== undefined
  );
}

/** One page of the shopper's favourite products, newest favourite first. */
export function favouritesOf(db: Db, userId: number, request: PageRequest = {}): Page<Product> {
  const found = db.q.selectFrom('favourites').where('favourites.userId', '=', userId);
  return pageInSql(
    request,
    () => countRows(db, found),
    (limit, offset) =>
      db
        .all(
          found
            .innerJoin('products', 'products.id', 'favourites.productId')
            .selectAll('products')
            .orderBy('favourites.createdAt', 'desc')
            // Favourites of the same moment in the order they were added.
            .orderBy(sql`favourites.rowid`, 'asc')
            .limit(limit)
            .offset(offset),
        )
        .map(productFromRow),
  );
}

/** Follows or unfollows a shop; answers whether it is followed afterwards. */
export function setFollow(db: Db, userId: number, merchantId: number, on: boolean): boolean {
  getMerchant(db, merchantId);
  if (on) {
    db.run(
      db.q
        .insertInto('follows')
        .values({ userId, merchantId, createdAt: clock.now() })
        .onConflict((conflict) => conflict.doNothing()),
    );
  } else {
    db.run(
      db.q.deleteFrom('follows').where('userId', '=', userId).where('merchantId', '=', merchantId),
    );
  }
  return on;
}

export function isFollowing(db: Db, userId: number | undefined, merchantId: number): boolean {
  return (
    userId !== undefined &&
    db.first(
      db.q
        .selectFrom('follows')
        .select('merchantId')
        .where('userId', '=', userId)
        .where('merchantId', '=', merchantId),
    ) !== undefined
  );
}

/** One page of the shops the shopper follows, newest follow first. */
export function followsOf(db: Db, userId: number, request: PageRequest = {}): Page<Merchant> {
  const found = db.q.selectFrom('follows').where('follows.userId', '=', userId);
  return pageInSql(
    request,
    () => countRows(db, found),
    (limit, offset) =>
      db
        .all(
          found
            .innerJoin('merchants', 'merchants.id', 'follows.merchantId')
            .selectAll('merchants')
            .orderBy('follows.createdAt', 'desc')
            // Follows of the same moment in the order they were made.
            .orderBy(sql`follows.rowid`, 'asc')
            .limit(limit)
            .offset(offset),
        )
        .map(merchantFromRow),
  );
}

export function followerCount(db: Db, merchantId: number): number {
  return countRows(db, db.q.selectFrom('follows').where('merchantId', '=', merchantId));
}
