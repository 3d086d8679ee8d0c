import { defaultAddress, getAddress } from './addresses';
import { getProduct } from './catalog';
import { cartOf } from './cart';
import { clock } from './clock';
import { fail } from './failure';
import { notify } from './notifications';
import { moveFunds } from './wallet';
import { findUser } from './accounts';
import { nextId, OrderStatus } from '../store/state';
import type { Order, OrderLine, OrderStatusCode, State } from '../store/state';

/** Orders under 49.00 pay 5.00 freight; from 49.00 on shipping is free (a mock decision). */
export const FREE_FREIGHT_FROM = 4900;
export const FREIGHT = 500;
/** Known promo codes and what they take off (minor units), when the goods reach the minimum. */
export const PROMO_CODES: Record<string, { off: number; minimum: number }> = {
  SAVE5: { off: 500, minimum: 5000 },
  WELCOME10: { off: 1000, minimum: 10000 },
};

export interface OrderRequestLine {
  productId: number;
  quantity: number;
}

export interface OrderRequest {
  /** Products to buy; when absent the selected cart lines are checked out. */
  lines?: OrderRequestLine[];
  addressId?: number;
  promoCode?: string;
  remark?: string;
}

export function orderSn(state: State, id: number): string {
  const day = new Date(clock.now()).toISOString().slice(0, 10).replaceAll('-', '');
  return `SO${day}${String(id).padStart(6, '0')}`;
}

/**
 * Checks out: one order per shop (a multi-merchant cart splits), stock reserved, checked-out cart
 * lines removed. Every order starts waiting for payment.
 */
export function createOrders(state: State, userId: number, request: OrderRequest): Order[] {
  const fromCart = request.lines === undefined;
  const cartLines = fromCart ? cartOf(state, userId).filter((line) => line.selected) : [];
  const wanted: OrderRequestLine[] = fromCart
    ? cartLines.map((line) => ({ productId: line.productId, quantity: line.quantity }))
    : (request.lines ?? []);
  if (wanted.length === 0) fail('nothing_selected');
  const address =
    request.addressId !== undefined
      ? getAddress(state, userId, request.addressId)
      : (defaultAddress(state, userId) ?? fail('invalid_request', 'address'));
  const promo = request.promoCode?.trim().toUpperCase() ?? '';
  if (promo && !PROMO_CODES[promo]) fail('invalid_request', 'promo code');

  // Sum quantities per product first, so the same product twice cannot overdraw the stock.
  const perProduct = new Map<number, number>();
  for (const line of wanted)
    perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of perProduct) {
    if (quantity > getProduct(state, productId).stock) fail('out_of_stock');
  }

  const byShop = new Map<number, OrderLine[]>();
  for (const [productId, quantity] of perProduct) {
    const product = getProduct(state, productId);
    const lines = byShop.get(product.merchantId) ?? [];
    lines.push({
      productId,
      name: product.name,
      image: product.image,
      price: product.price,
      quantity,
      subtotal: product.price * quantity,
    });
    byShop.set(product.merchantId, lines);
  }

  const orders: Order[] = [];
  for (const [merchantId, lines] of byShop) {
    for (const line of lines) getProduct(state, line.productId).stock -= line.quantity;
    const goodsTotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
    const freight = goodsTotal >= FREE_FREIGHT_FROM ? 0 : FREIGHT;
    const rule = promo ? PROMO_CODES[promo] : undefined;
    const discount = rule && goodsTotal >= rule.minimum ? rule.off : 0;
    const id = nextId(state, 'order');
    const order: Order = {
      id,
      sn: orderSn(state, id),
      userId,
      merchantId,
      lines,
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      goodsTotal,
      freight,
      discount,
      total: goodsTotal + freight - discount,
      promoCode: promo,
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
      logistics: [{ at: clock.now(), text: 'Order created' }],
      reviewed: false,
      createdAt: clock.now(),
      paidAt: null,
      shippedAt: null,
      receivedAt: null,
      finishedAt: null,
    };
    state.orders.push(order);
    orders.push(order);
  }
  if (fromCart) {
    const done = new Set(cartLines.map((line) => line.id));
    state.cart = state.cart.filter((line) => !done.has(line.id));
  }
  return orders;
}

/** Status filter of the order list: undefined for all, or a status code of spec section 4. */
export function ordersOf(state: State, userId: number, status?: OrderStatusCode): Order[] {
  return state.orders
    .filter((order) => order.userId === userId && (status === undefined || order.status === status))
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/** A shopper's own order by id or serial number; anyone else's is "not found". */
export function getOrder(state: State, userId: number, ref: { id?: number; sn?: string }): Order {
  const found = state.orders.find(
    (order) =>
      order.userId === userId &&
      (ref.id === undefined || order.id === ref.id) &&
      (ref.sn === undefined || order.sn === ref.sn) &&
      (ref.id !== undefined || ref.sn !== undefined),
  );
  return found ?? fail('not_found', 'order');
}

function requireStatus(order: Order, ...allowed: OrderStatusCode[]): void {
  if (!allowed.includes(order.status)) fail('order_state');
}

/**
 * Pays orders from the wallet. All-or-nothing: every order must still wait for payment and the
 * balance must cover their sum. Synchronous after the payment code was checked, so of many
 * simultaneous payments of one order exactly one charges it.
 */
export function payOrders(state: State, userId: number, orderIds: readonly number[]): Order[] {
  const user = findUser(state, userId) ?? fail('login_required');
  const orders = [...new Set(orderIds)].map((id) => getOrder(state, userId, { id }));
  if (orders.length === 0) fail('invalid_request', 'order');
  for (const order of orders) requireStatus(order, OrderStatus.waitingPay);
  const sum = orders.reduce((total, order) => total + order.total, 0);
  if (sum > user.balance) fail('insufficient_balance');
  for (const order of orders) {
    moveFunds(state, user, 'pay', -order.total, order.id, `Payment of order ${order.sn}`);
    order.status = OrderStatus.waitingDeliver;
    order.paidAt = clock.now();
    order.logistics.push({ at: clock.now(), text: 'Paid, waiting for the shop to ship' });
    notify(state, userId, 'order', 'Payment received', `Order ${order.sn} is paid.`, order.id);
  }
  return orders;
}

export function cancelOrder(state: State, userId: number, orderId: number): Order {
  const order = getOrder(state, userId, { id: orderId });
  requireStatus(order, OrderStatus.waitingPay);
  order.status = OrderStatus.cancelled;
  order.finishedAt = clock.now();
  for (const line of order.lines) {
    const product = state.products.find((candidate) => candidate.id === line.productId);
    if (product) product.stock += line.quantity;
  }
  order.logistics.push({ at: clock.now(), text: 'Cancelled by the shopper' });
  notify(state, userId, 'order', 'Order cancelled', `Order ${order.sn} was cancelled.`, order.id);
  return order;
}

/** The shop ships a paid order (status 1 -> 2). Called by the control API. */
export function shipOrder(
  state: State,
  orderId: number,
  carrierNote = 'Shipped by the shop',
): Order {
  const order =
    state.orders.find((candidate) => candidate.id === orderId) ?? fail('not_found', 'order');
  requireStatus(order, OrderStatus.waitingDeliver);
  order.status = OrderStatus.delivered;
  order.shippedAt = clock.now();
  order.logistics.push({ at: clock.now(), text: carrierNote });
  notify(
    state,
    order.userId,
    'order',
    'Order shipped',
    `Order ${order.sn} is on its way.`,
    order.id,
  );
  return order;
}

/** The parcel arrives (status 2 -> 3), as if the shopper confirmed. Called by the control API. */
export function deliverOrder(state: State, orderId: number): Order {
  const order =
    state.orders.find((candidate) => candidate.id === orderId) ?? fail('not_found', 'order');
  requireStatus(order, OrderStatus.delivered);
  order.logistics.push({ at: clock.now(), text: 'Delivered to the addressee' });
  markReceived(state, order);
  return order;
}

function markReceived(state: State, order: Order): void {
  order.status = OrderStatus.received;
  order.receivedAt = clock.now();
  notify(
    state,
    order.userId,
    'order',
    'Order received',
    `Order ${order.sn} was received.`,
    order.id,
  );
}

/** The shopper confirms receipt of a shipped order (status 2 -> 3). */
export function confirmReceived(state: State, userId: number, orderId: number): Order {
  const order = getOrder(state, userId, { id: orderId });
  requireStatus(order, OrderStatus.delivered);
  order.logistics.push({ at: clock.now(), text: 'Receipt confirmed by the shopper' });
  markReceived(state, order);
  return order;
}

/** A received order becomes completed once reviewed (status 3 -> 4). */
export function completeOrder(order: Order): void {
  if (order.status === OrderStatus.received) {
    order.status = OrderStatus.completed;
    order.finishedAt = clock.now();
  }
}
