import { findUser } from './accounts';
import { defaultAddress, getAddress } from './addresses';
import { getProduct } from './catalog';
import { cartOf, MAX_LINE_QUANTITY } from './cart';
import { clock } from './clock';
import { fail } from './failure';
import type { FailureReason } from './failure';
import { notify } from './notifications';
import { moveFunds } from './wallet';
import { nextId, OrderStatus } from '../store/state';
import type {
  Address,
  CartLine,
  LogisticsKey,
  Order,
  OrderLine,
  OrderStatusCode,
  State,
} from '../store/state';

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
  state: State,
  userId: number,
  items: readonly DirectItem[] | undefined,
): Array<{ productId: number; quantity: number; cartLine?: CartLine }> {
  if (items === undefined) {
    return cartOf(state, userId)
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

/**
 * What checking out the selected cart lines (or the given items) would give: one order per shop,
 * freight per shop, the promo discount once (on the shop with the largest goods total, never
 * below zero).
 */
export function previewCheckout(
  state: State,
  userId: number,
  request: { addressId?: number; promoCode?: string; items?: readonly DirectItem[] },
): Checkout {
  const selected = checkoutLines(state, userId, request.items);
  if (selected.length === 0) fail('nothing_selected');
  const address =
    request.addressId !== undefined
      ? getAddress(state, userId, request.addressId)
      : defaultAddress(state, userId);
  const byShop = new Map<number, ShopCheckout>();
  for (const line of selected) {
    const product = getProduct(state, line.productId);
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

function addEvent(order: Order, key: LogisticsKey): void {
  order.logistics.push({ at: clock.now(), status: order.status, key });
}

/**
 * Checks out the selected cart lines (or the given items): one order per shop, waiting for
 * payment, stock reserved, the cart lines checked out leave the cart (direct items leave it as
 * it was). An invalid promo code is refused here (the preview only reports it).
 */
export function createOrders(
  state: State,
  userId: number,
  request: {
    addressId: number;
    promoCode?: string;
    remark?: string;
    items?: readonly DirectItem[];
  },
): Order[] {
  const address = getAddress(state, userId, request.addressId);
  const checkout = previewCheckout(state, userId, request);
  if (checkout.promo && !checkout.promo.valid) fail('promo_invalid');
  const orders: Order[] = [];
  for (const shop of checkout.shops) {
    for (const line of shop.lines) getProduct(state, line.productId).stock -= line.quantity;
    const id = nextId(state, 'order');
    const order: Order = {
      id,
      sn: orderSn(id),
      userId,
      merchantId: shop.merchantId,
      lines: shop.lines,
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
      logistics: [],
      trackingNo: '',
      reviewed: false,
      createdAt: clock.now(),
      paidAt: null,
      shippedAt: null,
      receivedAt: null,
      finishedAt: null,
    };
    addEvent(order, 'created');
    state.orders.push(order);
    orders.push(order);
  }
  const done = new Set(checkout.shops.flatMap((shop) => shop.cartLines.map((line) => line.id)));
  state.cart = state.cart.filter((line) => !done.has(line.id));
  return orders;
}

/** Status filter of the order list: undefined for all, or a status code of spec section 4. */
export function ordersOf(state: State, userId: number, status?: OrderStatusCode): Order[] {
  return state.orders
    .filter((order) => order.userId === userId && (status === undefined || order.status === status))
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/** A shopper's own order; anyone else's is "not found", so its existence is not revealed. */
export function getOrder(state: State, userId: number, id: number): Order {
  return (
    state.orders.find((order) => order.userId === userId && order.id === id) ??
    fail('not_found', 'order')
  );
}

function requireStatus(
  order: Order,
  allowed: OrderStatusCode,
  reason: FailureReason = 'order_state',
): void {
  if (order.status !== allowed) fail(reason);
}

/**
 * Pays orders from the wallet. All or nothing: every order must still wait for payment and the
 * balance must cover their sum. Synchronous (the payment code is checked before), so of many
 * simultaneous payments of one order exactly one charges it.
 */
export function payOrders(state: State, userId: number, orderIds: readonly number[]): Order[] {
  const user = findUser(state, userId) ?? fail('login_required');
  const orders = [...new Set(orderIds)].map((id) => getOrder(state, userId, id));
  for (const order of orders) requireStatus(order, OrderStatus.waitingPay, 'order_not_payable');
  const sum = orders.reduce((total, order) => total + order.total, 0);
  if (sum > user.balance) fail('insufficient_balance');
  for (const order of orders) {
    moveFunds(state, user, 'order_pay', -order.total, order.id, { key: 'order_pay', sn: order.sn });
    order.status = OrderStatus.waitingDeliver;
    order.paidAt = clock.now();
    addEvent(order, 'paid');
    notify(state, userId, 'order', 'order_paid', { sn: order.sn }, `/orderInfo/${order.id}`);
  }
  return orders;
}

export function cancelOrder(state: State, userId: number, orderId: number): Order {
  const order = getOrder(state, userId, orderId);
  requireStatus(order, OrderStatus.waitingPay, 'order_not_cancellable');
  order.status = OrderStatus.cancelled;
  order.finishedAt = clock.now();
  for (const line of order.lines) {
    const product = state.products.find((candidate) => candidate.id === line.productId);
    if (product) product.stock += line.quantity;
  }
  addEvent(order, 'cancelled');
  notify(state, userId, 'order', 'order_cancelled', { sn: order.sn }, `/orderInfo/${order.id}`);
  return order;
}

function anyOrder(state: State, orderId: number): Order {
  return state.orders.find((candidate) => candidate.id === orderId) ?? fail('not_found', 'order');
}

/** The shop ships a paid order (1 -> 2) with a tracking number. Called by the control API. */
export function shipOrder(state: State, orderId: number): Order {
  const order = anyOrder(state, orderId);
  requireStatus(order, OrderStatus.waitingDeliver);
  order.status = OrderStatus.delivered;
  order.shippedAt = clock.now();
  order.trackingNo = `TRK${String(order.id).padStart(10, '0')}`;
  addEvent(order, 'shipped');
  notify(state, order.userId, 'order', 'order_shipped', { sn: order.sn }, `/orderInfo/${order.id}`);
  return order;
}

function markReceived(state: State, order: Order, key: LogisticsKey): void {
  order.status = OrderStatus.received;
  order.receivedAt = clock.now();
  addEvent(order, key);
  notify(
    state,
    order.userId,
    'order',
    'order_received',
    { sn: order.sn },
    `/orderInfo/${order.id}`,
  );
}

/** The parcel arrives and counts as received (2 -> 3), as if the shopper confirmed. Control API. */
export function deliverOrder(state: State, orderId: number): Order {
  const order = anyOrder(state, orderId);
  requireStatus(order, OrderStatus.delivered);
  markReceived(state, order, 'delivered');
  return order;
}

/** The shopper confirms receipt of a shipped order (2 -> 3). */
export function confirmReceived(state: State, userId: number, orderId: number): Order {
  const order = getOrder(state, userId, orderId);
  requireStatus(order, OrderStatus.delivered, 'order_not_delivered');
  markReceived(state, order, 'confirmed');
  return order;
}

/** A received order becomes completed once reviewed (3 -> 4). */
export function completeOrder(order: Order): void {
  if (order.status === OrderStatus.received) {
    order.status = OrderStatus.completed;
    order.finishedAt = clock.now();
  }
}
