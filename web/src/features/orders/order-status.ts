import type { Schema } from '@/api/api';
import { paths } from '@/routing/paths';

export type OrderStatus = Schema<'OrderStatus'>;
export type RefundStatus = Schema<'RefundStatus'>;

type OrderFacts = Pick<
  Schema<'OrderSummary'>,
  'id' | 'sn' | 'status' | 'refund_status' | 'reviewed' | 'items' | 'total'
>;

/** The status tabs of /myPurchases/{status?} (spec section 4), in the spec's order. */
export const ORDER_TABS = [
  { status: undefined, label: 'orderStatus.all' },
  { status: 0, label: 'orderStatus.waitingPay' },
  { status: 1, label: 'orderStatus.waitingDeliver' },
  { status: 2, label: 'orderStatus.delivered' },
  { status: 3, label: 'orderStatus.received' },
  { status: 4, label: 'orderStatus.completed' },
  { status: -1, label: 'orderStatus.cancelled' },
  { status: -4, label: 'orderStatus.afterSale' },
] as const;

export type OrderTab = (typeof ORDER_TABS)[number];
export type StatusLabelKey = OrderTab['label'];

/**
 * The tab a `status` route parameter names: undefined for "all" (no parameter, or one that is
 * not a status code, so an old or mistyped link still shows the orders).
 */
export function statusFromParam(param: string | undefined): OrderStatus | undefined {
  if (param === undefined || !/^-?\d$/.test(param)) return undefined;
  const code = Number(param);
  return ORDER_TABS.find((tab) => tab.status === code)?.status;
}

/** The address of a tab: `/myPurchases` for all, `/myPurchases/2` for delivered. */
export function tabPath(status: OrderStatus | undefined): string {
  return paths.myPurchases(status);
}

/** The translation key of a status code the server sends. */
export function statusLabel(status: OrderStatus): StatusLabelKey {
  return ORDER_TABS.find((tab) => tab.status === status)?.label ?? 'orderStatus.all';
}

/** The refund mark shown beside the status, when there is one. */
export function refundLabel(
  refund: RefundStatus,
): 'orderStatus.drawingBack' | 'orderStatus.refunded' | undefined {
  if (refund === 'drawing_back') return 'orderStatus.drawingBack';
  if (refund === 'refunded') return 'orderStatus.refunded';
  return undefined;
}

export interface OrderActions {
  /** Waiting pay: cancel (asks first) and pay. */
  cancel: boolean;
  pay: boolean;
  /** Delivered: confirm received (asks first). */
  confirm: boolean;
  /** Paid and not yet refunded or applied for: one refund application per order. */
  refund: boolean;
  /** Received and not reviewed yet. */
  review: boolean;
}

const REFUNDABLE: readonly OrderStatus[] = [1, 2, 3, 4];

/** What the shopper may do with an order in its current state. */
export function actionsOf(order: Pick<OrderFacts, 'status' | 'refund_status' | 'reviewed'>) {
  const actions: OrderActions = {
    cancel: order.status === 0,
    pay: order.status === 0,
    confirm: order.status === 2,
    refund: REFUNDABLE.includes(order.status) && order.refund_status === 'none',
    review: order.status === 3 && !order.reviewed,
  };
  return actions;
}

/** The refund screen's address: `/refund/{id}/{sn}/{product_ids}/{amount}`. */
export function refundPath(order: Pick<OrderFacts, 'id' | 'sn' | 'items' | 'total'>): string {
  const productIds = [...new Set(order.items.map((item) => item.product_id))].join(',');
  return paths.refund(order.id, order.sn, productIds, order.total);
}

/** The review screen for one order (the route has no parameter: the order goes in the query). */
export function reviewPath(order: Pick<OrderFacts, 'id'>): string {
  return paths.comment(order.id);
}

/** The payment screen for one order waiting pay. */
export function payPath(order: Pick<OrderFacts, 'id'>): string {
  return paths.payment([order.id]);
}
