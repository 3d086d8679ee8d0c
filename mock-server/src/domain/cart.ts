import { getProduct } from './catalog';
import { clock } from './clock';
import { fail } from './failure';
import type { Db } from '../store/db';
import { flag } from '../store/db';
import { cartLineFromRow } from '../store/rows/cart';
import type { CartLine } from '../store/state';

// A shopper's changes touch only their own lines: every statement names the shopper (user_id), so
// another shopper's line id is "not found", never changed.

export const MAX_LINE_QUANTITY = 999;

/** The shopper's cart, newest line first. */
export function cartOf(db: Db, userId: number): CartLine[] {
  return db
    .all(
      db.q
        .selectFrom('cartLines')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('addedAt', 'desc')
        .orderBy('id', 'desc'),
    )
    .map(cartLineFromRow);
}

function lineOf(db: Db, userId: number, lineId: number): CartLine {
  const row = db.first(
    db.q.selectFrom('cartLines').selectAll().where('id', '=', lineId).where('userId', '=', userId),
  );
  return row ? cartLineFromRow(row) : fail('not_found', 'cart line');
}

/** Fails unless every one of the lines is the shopper's. */
function requireLines(db: Db, userId: number, lineIds: readonly number[]): void {
  const wanted = [...new Set(lineIds)];
  if (wanted.length === 0) return;
  const found = db.first(
    db.q
      .selectFrom('cartLines')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .where('id', 'in', wanted),
  );
  if ((found?.count ?? 0) !== wanted.length) fail('not_found', 'cart line');
}

/**
 * Adds a product; adding one already in the cart raises its quantity (one line per product and
 * shopper). The line is selected; "buy now" makes it the only selected line, so the checkout that
 * follows holds just this product.
 */
export function addToCart(
  db: Db,
  userId: number,
  productId: number,
  quantity: number,
  buyNow = false,
): CartLine {
  const product = getProduct(db, productId);
  const existing = db.first(
    db.q
      .selectFrom('cartLines')
      .select(['id', 'quantity'])
      .where('userId', '=', userId)
      .where('productId', '=', productId),
  );
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (wanted > product.stock) fail('out_of_stock');
  if (wanted > MAX_LINE_QUANTITY) fail('invalid_request', `quantity at most ${MAX_LINE_QUANTITY}`);
  if (buyNow) {
    db.run(
      db.q
        .updateTable('cartLines')
        .set({ selected: 0 })
        .where('userId', '=', userId)
        .where('selected', '=', 1),
    );
  }
  // A line already there grows and keeps its place in the cart (its added_at). Not an INSERT ...
  // ON CONFLICT: that would spend an id of the sequence on every add to an existing line.
  const row = existing
    ? db.first(
        db.q
          .updateTable('cartLines')
          .set((eb) => ({ quantity: eb('quantity', '+', quantity), selected: 1 }))
          .where('id', '=', existing.id)
          .where('userId', '=', userId)
          .returningAll(),
      )
    : db.first(
        db.q
          .insertInto('cartLines')
          .values({ userId, productId, quantity, selected: 1, addedAt: clock.now() })
          .returningAll(),
      );
  return row ? cartLineFromRow(row) : fail('not_found', 'cart line');
}

export function setCartQuantity(
  db: Db,
  userId: number,
  lineId: number,
  quantity: number,
): CartLine {
  const line = lineOf(db, userId, lineId);
  if (quantity > getProduct(db, line.productId).stock) fail('out_of_stock');
  if (quantity > MAX_LINE_QUANTITY)
    fail('invalid_request', `quantity at most ${MAX_LINE_QUANTITY}`);
  db.run(
    db.q
      .updateTable('cartLines')
      .set({ quantity })
      .where('id', '=', line.id)
      .where('userId', '=', userId),
  );
  return { ...line, quantity };
}

export function selectCartLines(
  db: Db,
  userId: number,
  lineIds: readonly number[] | 'all',
  selected: boolean,
): void {
  if (lineIds !== 'all') {
    requireLines(db, userId, lineIds);
    if (lineIds.length === 0) return;
  }
  let change = db.q
    .updateTable('cartLines')
    .set({ selected: flag(selected) })
    .where('userId', '=', userId);
  if (lineIds !== 'all') change = change.where('id', 'in', [...lineIds]);
  db.run(change);
}

/** Selects or unselects every line of the shopper's cart with a product of this shop. */
export function selectCartShop(
  db: Db,
  userId: number,
  merchantId: number,
  selected: boolean,
): void {
  db.run(
    db.q
      .updateTable('cartLines')
      .set({ selected: flag(selected) })
      .where('userId', '=', userId)
      .where('productId', 'in', (eb) =>
        eb
          .selectFrom('products')
          .select('products.id')
          .where('products.merchantId', '=', merchantId),
      ),
  );
}

export function removeCartLines(db: Db, userId: number, lineIds: readonly number[]): void {
  requireLines(db, userId, lineIds);
  if (lineIds.length === 0) return;
  db.run(
    db.q
      .deleteFrom('cartLines')
      .where('userId', '=', userId)
      .where('id', 'in', [...lineIds]),
  );
}
