import { findUser } from './accounts';
import { clock } from './clock';
import { fail } from './failure';
import { notify } from './notifications';
import { getOrder } from './orders';
import { moveFunds } from './wallet';
import { nextId, OrderStatus } from '../store/state';
import type { AuditState, Order, Refund, RefundType, State } from '../store/state';

export interface RefundRequest {
  orderId: number;
  type: RefundType;
  amount: number;
  productStatus: 0 | 1;
  reason: string;
  explanation: string;
  attachments: string[];
  productIds?: number[];
}

/**
 * Applies for a refund of a paid order. Only one request per order, ever (spec section 4): a
 * refused request is not followed by another. The order moves to after-sale (-4), drawing back.
 */
export function applyRefund(state: State, userId: number, request: RefundRequest): Refund {
  const order = getOrder(state, userId, { id: request.orderId });
  if (state.refunds.some((refund) => refund.orderId === order.id)) fail('refund_exists');
  const refundable: number[] = [
    OrderStatus.waitingDeliver,
    OrderStatus.delivered,
    OrderStatus.received,
    OrderStatus.completed,
  ];
  if (!refundable.includes(order.status)) fail('order_state');
  if (request.amount > order.total) fail('refund_amount_too_large');
  const refund: Refund = {
    id: nextId(state, 'refund'),
    userId,
    orderId: order.id,
    type: request.type,
    amount: request.amount,
    productStatus: request.productStatus,
    reason: request.reason,
    explanation: request.explanation,
    attachments: request.attachments,
    productIds: request.productIds ?? order.lines.map((line) => line.productId),
    state: 0,
    createdAt: clock.now(),
    auditedAt: null,
  };
  state.refunds.push(refund);
  order.statusBeforeAfterSale = order.status;
  order.status = OrderStatus.afterSale;
  order.refundState = 'drawing_back';
  order.logistics.push({ at: clock.now(), text: 'Refund requested' });
  return refund;
}

export function refundsOf(state: State, userId: number): Refund[] {
  return state.refunds.filter((refund) => refund.userId === userId).sort((a, b) => b.id - a.id);
}

export function refundOfOrder(state: State, orderId: number): Refund | undefined {
  return state.refunds.find((refund) => refund.orderId === orderId);
}

/** The shop decides (control API): approving pays the amount back to the wallet. */
export function auditRefund(state: State, refundId: number, approve: boolean): Refund {
  const refund =
    state.refunds.find((candidate) => candidate.id === refundId) ?? fail('not_found', 'refund');
  if (refund.state !== 0) fail('audit_done');
  const order: Order =
    state.orders.find((candidate) => candidate.id === refund.orderId) ?? fail('not_found', 'order');
  const user = findUser(state, refund.userId) ?? fail('not_found', 'user');
  const decision: AuditState = approve ? 1 : 2;
  refund.state = decision;
  refund.auditedAt = clock.now();
  if (approve) {
    moveFunds(state, user, 'refund', refund.amount, order.id, `Refund of order ${order.sn}`);
    order.refundState = 'refunded';
    order.logistics.push({ at: clock.now(), text: 'Refunded' });
    notify(
      state,
      user.id,
      'refund',
      'Refund approved',
      `The refund of order ${order.sn} is in your wallet.`,
      order.id,
    );
  } else {
    order.refundState = 'refused';
    order.status = order.statusBeforeAfterSale ?? OrderStatus.waitingDeliver;
    order.logistics.push({ at: clock.now(), text: 'Refund refused' });
    notify(
      state,
      user.id,
      'refund',
      'Refund refused',
      `The refund of order ${order.sn} was refused.`,
      order.id,
    );
  }
  return refund;
}
