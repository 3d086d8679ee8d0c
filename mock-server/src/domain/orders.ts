import { sql } from 'kysely';
import { findUser } from './accounts';
import { defaultAddress, getAddress } from './addresses';
import { cartOf, MAX_LINE_QUANTITY } from './cart';
import { countRows, pageInSql, type PageRequest, type Page } from './paging';
import { clock } from './clock';
import { fail } from './failure';
import type { FailureReason } from './failure';
import { notify } from './notifications';
import { moveFunds } from './wallet';
import type { Db } from '../store/db';
import { orderLineToRow, ordersFromRows, orderToRow } from '../store/rows/orders';
import { OrderStatus } from '../store/state';
import type {
  Address,
  CartLine,
  LogisticsKey,
  Order,
  OrderLine,
  OrderStatusCode,
} from '../store/state';
import type { Row } from '../store/tables';

/** Freight per shop order: 5.00, free from a goods total of 99.00 (contract decision). */
export const FREIGHT = 500;
export const FREE_FREIGHT_FROM = 9900;

/** Promo codes: an amount off once per checkout when the goods total reaches the minimum. */
export const PROMO_CODES: Record<string, { off: number; minimum: number }> = {
  WELCOME10: { off: 1000, minimum: 5000 },
  SAVE5: { off: 500, minimum: 3000 },
};

export interface PromoCheck {
  code: string;
  valid: boolean;
  discount: number;
  /** Why the code does not apply; empty when it does. */
  reason: '' | 'unknown' | 'minimum';
  minimum: number;
}

export interface ShopCheckout {
  merchantId: number;
  cartLines: CartLine[];
  lines: OrderLine[];
  goodsTotal: number;
  freight: number;
  discount: number;
  total: number;
}

export interface Checkout {
  address: Address | undefined;
  shops: ShopCheckout[];
  goodsTotal: number;
  freight: number;
  discount: number;
  total: number;
  promo: PromoCheck | null;
}

export function checkPromo(code: string, goodsTotal: number): PromoCheck {
  const wanted = code.trim().toUpperCase();
  const rule = PROMO_CODES[wanted];
  if (!rule) return { code: wanted, valid: false, discount: 0, reason: 'unknown', minimum: 0 };
  if (goodsTotal < rule.minimum) {
    return { code: wanted, valid: false, discount: 0, reason: 'minimum', minimum: rule.minimum };
  }
  return { code: wanted, valid: true, discount: rule.off, reason: '', minimum: rule.minimum };
}

/** A product and quantity checked out directly ("Buy now", "Buy again"), not from the cart. */
export interface DirectItem {
  productId: number;
  quantity: number;
}

/**
 * What is checked out: the given items (a product named twice counts once, quantities added),
 * or else the selected cart lines. Direct items carry no cart line, so the cart is left alone.
 */
function checkoutLines(
  db: Db,
  userId: number,
  items: readonly DirectItem[] | undefined,
): Array<{ productId: number; quantity: number; cartLine?: CartLine }> {
  if (items === undefined) {
    return cartOf(db, userId)
      .filter((line) => line.selected)
      .map((line) => ({ productId: line.productId, quantity: line.quantity, cartLine: line }));
  }
  const merged = new Map<number, number>();
  for (const item of items) {
    merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  }
  return [...merged].map(([productId, quantity]) => {
    if (quantity > MAX_LINE_QUANTITY) {
      fail('invalid_request', `quantity at most ${MAX_LINE_QUANTITY}`);
    }
    return { productId, quantity };
  });
}

/** What a checkout reads of a product. */
type ProductOnSale = Pick<
  Row<'products'>,
  'id' | 'merchantId' | 'name' | 'image' | 'price' | 'stock'
>;

/** The products checked out, by id, in one query. */
function productsOnSale(db: Db, ids: readonly number[]): Map<number, ProductOnSale> {
  const rows = db.all(
    db.q
      .selectFrom('products')
      .select(['id', 'merchantId', 'name', 'image', 'price', 'stock'])
      .where('id', 'in', [...new Set(ids)]),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What checking out the selected cart lines (or the given items) would give: one order per shop,
 * freight per shop, the promo discount once (on the shop with the largest goods total, never
 * below zero).
 */
export function previewCheckout(
  db: Db,
  userId: number,
  request: { addressId?: number; promoCode?: string; items?: readonly DirectItem[] },
): Checkout {
  const selected = checkoutLines(db, userId, request.items);
  if (selected.length === 0) fail('nothing_selected');
  const address =
    request.addressId !== undefined
      ? getAddress(db, userId, request.addressId)
      : defaultAddress(db, userId);
  const products = productsOnSale(
    db,
    selected.map((line) => line.productId),
  );
  const byShop = new Map<number, ShopCheckout>();
  for (const line of selected) {
    const product = products.get(line.productId) ?? fail('not_found', 'product');
    if (line.quantity > product.stock) fail('out_of_stock');
    const shop = byShop.get(product.merchantId) ?? {
      merchantId: product.merchantId,
      cartLines: [],
      lines: [],
      goodsTotal: 0,
      freight: 0,
      discount: 0,
      total: 0,
    };
    if (line.cartLine) shop.cartLines.push(line.cartLine);
    shop.lines.push({
      productId: product.id,
      name: product.name,
      image: product.image,
      price: product.price,
      quantity: line.quantity,
      subtotal: product.price * line.quantity,
    });
    shop.goodsTotal += product.price * line.quantity;
    byShop.set(product.merchantId, shop);
  }
  const shops = [...byShop.values()];
  for (const shop of shops) shop.freight = shop.goodsTotal >= FREE_FREIGHT_FROM ? 0 : FREIGHT;
  const goodsTotal = shops.reduce((sum, shop) => sum + shop.goodsTotal, 0);
  const promo = request.promoCode?.trim() ? checkPromo(request.promoCode, goodsTotal) : null;
  if (promo?.valid) {
    const biggest = shops.reduce((best, shop) => (shop.goodsTotal > best.goodsTotal ? shop : best));
    biggest.discount = Math.min(promo.discount, biggest.goodsTotal);
    promo.discount = biggest.discount;
  }
  for (const shop of shops) shop.total = shop.goodsTotal + shop.freight - shop.discount;
  return {
    address,
    shops,
    goodsTotal,
    freight: shops.reduce((sum, shop) => sum + shop.freight, 0),
    discount: shops.reduce((sum, shop) => sum + shop.discount, 0),
    total: shops.reduce((sum, shop) => sum + shop.total, 0),
    promo,
  };
}

/** Order serial: the day (YYYYMMDD) then the order id on 6 digits, e.g. 20261121000042. */
export function orderSn(id: number): string {
  const day = new Date(clock.now()).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(id).padStart(6, '0')}`;
}

/** Adds an event after the order's others (its position is the next one, in the same statement). */
export function addOrderEvent(
  db: Db,
  orderId: number,
  status: OrderStatusCode,
  key: LogisticsKey,
): void {
  db.run(
    db.q
      .insertInto('orderEvents')
      .columns(['orderId', 'position', 'at', 'status', 'key'])
      .expression(
        db.q
          .selectFrom('orderEvents')
          .select((eb) => [
            eb.val(orderId).as('orderId'),
            sql<number>`coalesce(max(${sql.ref('position')}) + 1, 0)`.as('position'),
            eb.val(clock.now()).as('at'),
            eb.val<number>(status).as('status'),
            eb.val<string>(key).as('key'),
          ])
          .where('orderId', '=', orderId),
      ),
  );
}

/** Takes stock for an order; fails unless the product still has that many. */
function takeStock(db: Db, productId: number, quantity: number): void {
  const taken = db.run(
    db.q
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', productId)
      .where('stock', '>=', quantity),
  );
  if (taken.changes === 0) fail('out_of_stock');
}

/**
 * Checks out the selected cart lines (or the given items): one order per shop, waiting for
 * payment, stock reserved, the cart lines checked out leave the cart (direct items leave it as
 * it was). An invalid promo code is refused here (the preview only reports it).
 */
export function createOrders(
  db: Db,
  userId: number,
  request: {
    addressId: number;
    promoCode?: string;
    remark?: string;
    items?: readonly DirectItem[];
  },
): Order[] {
  const address = getAddress(db, userId, request.addressId);
  const checkout = previewCheckout(db, userId, request);
  if (checkout.promo && !checkout.promo.valid) fail('promo_invalid');
  const ids: number[] = [];
  for (const shop of checkout.shops) {
    for (const line of shop.lines) takeStock(db, line.productId, line.quantity);
    // The serial is made of the id, which the insert gives: empty until the next statement (the
    // transaction is synchronous, so no other order is written in between).
    const id = db.insertId(
      db.q.insertInto('orders').values(
        orderToRow({
          sn: '',
          userId,
          merchantId: shop.merchantId,
          quantity: shop.lines.reduce((sum, line) => sum + line.quantity, 0),
          goodsTotal: shop.goodsTotal,
          freight: shop.freight,
          discount: shop.discount,
          total: shop.total,
          promoCode: shop.discount > 0 ? (checkout.promo?.code ?? '') : '',
          status: OrderStatus.waitingPay,
          statusBeforeAfterSale: null,
          refundState: 'none',
          address: {
            addressee: address.addressee,
            mobile: address.mobile,
            area: address.area,
            detail: address.detail,
          },
          remark: request.remark?.trim() ?? '',
          trackingNo: '',
          reviewed: false,
          createdAt: clock.now(),
          paidAt: null,
          shippedAt: null,
          receivedAt: null,
          finishedAt: null,
        }),
      ),
    );
    db.run(
      db.q
        .updateTable('orders')
        .set({ sn: orderSn(id) })
        .where('id', '=', id),
    );
    db.run(
      db.q
        .insertInto('orderLines')
        .values(shop.lines.map((line, position) => orderLineToRow(id, position, line))),
    );
    addOrderEvent(db, id, OrderStatus.waitingPay, 'created');
    ids.push(id);
  }
  // Only this shopper's lines: an id of someone else's cart would change nothing.
  const done = checkout.shops.flatMap((shop) => shop.cartLines.map((line) => line.id));
  if (done.length > 0) {
    db.run(db.q.deleteFrom('cartLines').where('userId', '=', userId).where('id', 'in', done));
  }
  return ordersByIds(db, ids);
}

/** Orders with their lines and events (three queries, whatever the number of orders). */
function assemble(db: Db, rows: Row<'orders'>[]): Order[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  return ordersFromRows(
    rows,
    db.all(db.q.selectFrom('orderLines').selectAll().where('orderId', 'in', ids)),
    db.all(db.q.selectFrom('orderEvents').selectAll().where('orderId', 'in', ids)),
  );
}

/** The orders of these ids, in the order given. */
function ordersByIds(db: Db, ids: readonly number[]): Order[] {
  if (ids.length === 0) return [];
  const rows = db.all(
    db.q
      .selectFrom('orders')
      .selectAll()
      .where('id', 'in', [...ids]),
  );
  const byId = new Map(assemble(db, rows).map((order) => [order.id, order]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of the shopper's orders, newest first; `status` undefined for all, or a status code of
 * spec section 4.
 */
export function ordersOf(
  db: Db,
  userId: number,
  status?: OrderStatusCode,
  request: PageRequest = {},
): Page<Order> {
  let orders = db.q.selectFrom('orders').where('userId', '=', userId);
  if (status !== undefined) orders = orders.where('status', '=', status);
  return pageInSql(
    request,
    () => countRows(db, orders),
    (limit, offset) =>
      assemble(
        db,
        db.all(
          orders
            .selectAll()
            .orderBy('createdAt', 'desc')
            .orderBy('id', 'desc')
            .limit(limit)
            .offset(offset),
        ),
      ),
  );
}

/** A shopper's own order; anyone else's is "not found", so its existence is not revealed. */
export function getOrder(db: Db, userId: number, id: number): Order {
  const row = db.first(
    db.q.selectFrom('orders').selectAll().where('id', '=', id).where('userId', '=', userId),
  );
  return (row && assemble(db, [row])[0]) ?? fail('not_found', 'order');
}

/** Any shopper's order (the shop's side: the control API, audits), or undefined. */
export function findOrder(db: Db, id: number): Order | undefined {
  const row = db.first(db.q.selectFrom('orders').selectAll().where('id', '=', id));
  return row && assemble(db, [row])[0];
}

function anyOrder(db: Db, orderId: number): Order {
  return findOrder(db, orderId) ?? fail('not_found', 'order');
}

function requireStatus(
  order: Order,
  allowed: OrderStatusCode,
  reason: FailureReason = 'order_state',
): void {
  if (order.status !== allowed) fail(reason);
}

/**
 * Moves an order on from status `from` (`change` names the new status and what else changes) and
 * adds the event `key`. The UPDATE is guarded by the status, so an order moves on once.
 */
function moveOn(
  db: Db,
  order: Order,
  from: OrderStatusCode,
  change: {
    status: OrderStatusCode;
    paidAt?: number;
    shippedAt?: number;
    receivedAt?: number;
    finishedAt?: number;
    trackingNo?: string;
  },
  key: LogisticsKey,
  reason: FailureReason = 'order_state',
): void {
  requireStatus(order, from, reason);
  const moved = db.run(
    db.q.updateTable('orders').set(change).where('id', '=', order.id).where('status', '=', from),
  );
  if (moved.changes === 0) fail(reason);
  addOrderEvent(db, order.id, change.status, key);
}

/**
 * Pays orders from the wallet. All or nothing: every order must still wait for payment and the
 * balance must cover their sum. Synchronous (the payment code is checked before), so of many
 * simultaneous payments of one order exactly one charges it.
 */
export function payOrders(db: Db, userId: number, orderIds: readonly number[]): Order[] {
  const user = findUser(db, userId) ?? fail('login_required');
  const orders = [...new Set(orderIds)].map((id) => getOrder(db, userId, id));
  for (const order of orders) requireStatus(order, OrderStatus.waitingPay, 'order_not_payable');
  const sum = orders.reduce((total, order) => total + order.total, 0);
  if (sum > user.balance) fail('insufficient_balance');
  for (const order of orders) {
    moveFunds(db, user, 'order_pay', -order.total, order.id, { key: 'order_pay', sn: order.sn });
    moveOn(
      db,
      order,
      OrderStatus.waitingPay,
      { status: OrderStatus.waitingDeliver, paidAt: clock.now() },
      'paid',
      'order_not_payable',
    );
    notify(db, userId, 'order', 'order_paid', { sn: order.sn }, `/orderInfo/${order.id}`);
  }
  return ordersByIds(
    db,
    orders.map((order) => order.id),
  );
}

export function cancelOrder(db: Db, userId: number, orderId: number): Order {
  const order = getOrder(db, userId, orderId);
  moveOn(
    db,
    order,
    OrderStatus.waitingPay,
    { status: OrderStatus.cancelled, finishedAt: clock.now() },
    'cancelled',
    'order_not_cancellable',
  );
  for (const line of order.lines) {
    db.run(
      db.q
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '+', line.quantity) }))
        .where('id', '=', line.productId),
    );
  }
  notify(db, userId, 'order', 'order_cancelled', { sn: order.sn }, `/orderInfo/${order.id}`);
  return getOrder(db, userId, orderId);
}

/** The shop ships a paid order (1 -> 2) with a tracking number. Called by the control API. */
export function shipOrder(db: Db, orderId: number): Order {
  const order = anyOrder(db, orderId);
  moveOn(
    db,
    order,
    OrderStatus.waitingDeliver,
    {
      status: OrderStatus.delivered,
      shippedAt: clock.now(),
      trackingNo: `TRK${String(order.id).padStart(10, '0')}`,
    },
    'shipped',
  );
  notify(db, order.userId, 'order', 'order_shipped', { sn: order.sn }, `/orderInfo/${order.id}`);
  return anyOrder(db, orderId);
}

function markReceived(db: Db, order: Order, key: LogisticsKey, reason: FailureReason): void {
  moveOn(
    db,
    order,
    OrderStatus.delivered,
    { status: OrderStatus.received, receivedAt: clock.now() },
    key,
    reason,
  );
  notify(db, order.userId, 'order', 'order_received', { sn: order.sn }, `/orderInfo/${order.id}`);
}

/** The parcel arrives and counts as received (2 -> 3), as if the shopper confirmed. Control API. */
export function deliverOrder(db: Db, orderId: number): Order {
  markReceived(db, anyOrder(db, orderId), 'delivered', 'order_state');
  return anyOrder(db, orderId);
}

/** The shopper confirms receipt of a shipped order (2 -> 3). */
export function confirmReceived(db: Db, userId: number, orderId: number): Order {
  markReceived(db, getOrder(db, userId, orderId), 'confirmed', 'order_not_delivered');
  return getOrder(db, userId, orderId);
}

/** A received order becomes completed once reviewed (3 -> 4); any other is left as it is. */
export function completeOrder(db: Db, order: Pick<Order, 'id'>): void {
  db.run(
    db.q
      .updateTable('orders')
      .set({ status: OrderStatus.completed, finishedAt: clock.now() })
      .where('id', '=', order.id)
      .where('status', '=', OrderStatus.received),
  );
}
