import { minRefundCents } from '@storefront/contracts/rules';
import { findUser } from './accounts';
import { clock } from './clock';
import { fail } from './failure';
import { notify } from './notifications';
import { getOrder } from './orders';
import { moveFunds } from './wallet';
import { formatMoney } from '../store/money';
import { nextId, OrderStatus } from '../store/state';
import type { Order, OrderStatusCode, Refund, RefundType, State } from '../store/state';

export interface RefundRequest {
  orderId: number;
  type: RefundType;
  amount: number;
  productStatus: Refund['productStatus'];
  reason: string;
  explanation: string;
  proof: string[];
  productIds?: number[];
}

const REFUNDABLE: readonly OrderStatusCode[] = [
  OrderStatus.waitingDeliver,
  OrderStatus.delivered,
  OrderStatus.received,
  OrderStatus.completed,
];

/**
 * Applies for a refund of a paid order. One request per order, ever (spec section 4): after a
 * refusal there is no second one. The order moves to after-sale (-4), drawing back.
 */
export function applyRefund(state: State, userId: number, request: RefundRequest): Refund {
  const order = getOrder(state, userId, request.orderId);
  if (state.refunds.some((refund) => refund.orderId === order.id)) fail('refund_exists');
  if (!REFUNDABLE.includes(order.status)) fail('refund_not_allowed');
  // The rule refuses it first; a refund of 0 would only use up the order's one application.
  if (!(request.amount >= minRefundCents)) fail('rule', 'rules.refund.amountTooSmall');
  if (request.amount > order.total) fail('refund_amount_too_large');
  const productIds = request.productIds?.length
    ? [...new Set(request.productIds)]
    : order.lines.map((l) => l.productId);
  if (!productIds.every((id) => order.lines.some((line) => line.productId === id)))
    fail('not_found', 'product');
  const refund: Refund = {
    id: nextId(state, 'refund'),
    userId,
    orderId: order.id,
    type: request.type,
    amount: request.amount,
    productStatus: request.productStatus,
    reason: request.reason.trim(),
    explanation: request.explanation.trim(),
    attachments: request.proof,
    productIds,
    state: 0,
    createdAt: clock.now(),
    auditedAt: null,
  };
  state.refunds.push(refund);
  order.statusBeforeAfterSale = order.status;
  order.status = OrderStatus.afterSale;
  order.refundState = 'drawing_back';
  order.logistics.push({ at: clock.now(), status: order.status, key: 'refund_requested' });
  return refund;
}

export function refundOfOrder(state: State, orderId: number): Refund | undefined {
  return state.refunds.find((refund) => refund.orderId === orderId);
}

/**
 * The shop decides (control API). Approving pays the amount back to the wallet (the order stays
 * in after-sale, refunded); refusing puts the order back where it was.
 */
export function auditRefund(state: State, refundId: number, approve: boolean): Refund {
  const refund =
    state.refunds.find((candidate) => candidate.id === refundId) ?? fail('not_found', 'refund');
  if (refund.state !== 0) fail('audit_done');
  const order: Order =
    state.orders.find((candidate) => candidate.id === refund.orderId) ?? fail('not_found', 'order');
  const user = findUser(state, refund.userId) ?? fail('not_found', 'user');
  refund.state = approve ? 1 : 2;
  refund.auditedAt = clock.now();
  const params = { sn: order.sn, amount: formatMoney(refund.amount) };
  if (approve) {
    moveFunds(state, user, 'refund', refund.amount, order.id, { key: 'refund', sn: order.sn });
    order.refundState = 'refunded';
    order.logistics.push({ at: clock.now(), status: order.status, key: 'refunded' });
    notify(state, user.id, 'refund', 'refund_approved', params, `/orderInfo/${order.id}`);
  } else {
    order.refundState = 'none';
    order.status = order.statusBeforeAfterSale ?? OrderStatus.waitingDeliver;
    order.logistics.push({ at: clock.now(), status: order.status, key: 'refund_refused' });
    notify(state, user.id, 'refund', 'refund_refused', params, `/orderInfo/${order.id}`);
  }
  return refund;
}
