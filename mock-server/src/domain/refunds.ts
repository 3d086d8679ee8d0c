import { minRefundCents } from '@storefront/contracts/rules';
import { findUser } from './accounts';
import { clock } from './clock';
import { fail } from './failure';
import { notify } from './notifications';
import { addOrderEvent, findOrder, getOrder } from './orders';
import { moveFunds } from './wallet';
import type { Db } from '../store/db';
import { formatMoney } from '../store/money';
import { refundFromRow, refundToRow } from '../store/rows/orders';
import { OrderStatus } from '../store/state';
import type { OrderStatusCode, Refund, RefundType } from '../store/state';

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
export function applyRefund(db: Db, userId: number, request: RefundRequest): Refund {
  const order = getOrder(db, userId, request.orderId);
  if (refundOfOrder(db, order.id)) fail('refund_exists');
  if (!REFUNDABLE.includes(order.status)) fail('refund_not_allowed');
  // The rule refuses it first; a refund of 0 would only use up the order's one application.
  if (!(request.amount >= minRefundCents)) fail('rule', 'rules.refund.amountTooSmall');
  if (request.amount > order.total) fail('refund_amount_too_large');
  const productIds = request.productIds?.length
    ? [...new Set(request.productIds)]
    : order.lines.map((l) => l.productId);
  if (!productIds.every((id) => order.lines.some((line) => line.productId === id)))
    fail('not_found', 'product');
  const id = db.insertId(
    db.q.insertInto('refunds').values(
      refundToRow({
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
      }),
    ),
  );
  db.run(
    db.q
      .updateTable('orders')
      .set((eb) => ({
        statusBeforeAfterSale: eb.ref('status'),
        status: OrderStatus.afterSale,
        refundState: 'drawing_back',
      }))
      .where('id', '=', order.id),
  );
  addOrderEvent(db, order.id, OrderStatus.afterSale, 'refund_requested');
  return refundById(db, id) ?? fail('not_found', 'refund');
}

function refundById(db: Db, refundId: number): Refund | undefined {
  const row = db.first(db.q.selectFrom('refunds').selectAll().where('id', '=', refundId));
  return row && refundFromRow(row);
}

export function refundOfOrder(db: Db, orderId: number): Refund | undefined {
  const row = db.first(
    db.q.selectFrom('refunds').selectAll().where('orderId', '=', orderId).orderBy('id').limit(1),
  );
  return row && refundFromRow(row);
}

/**
 * The shop decides (control API). Approving pays the amount back to the wallet (the order stays
 * in after-sale, refunded); refusing puts the order back where it was.
 */
export function auditRefund(db: Db, refundId: number, approve: boolean): Refund {
  const refund = refundById(db, refundId) ?? fail('not_found', 'refund');
  if (refund.state !== 0) fail('audit_done');
  const order = findOrder(db, refund.orderId) ?? fail('not_found', 'order');
  const user = findUser(db, refund.userId) ?? fail('not_found', 'user');
  // Guarded by the state, so a refund is decided once.
  const decided = db.run(
    db.q
      .updateTable('refunds')
      .set({ state: approve ? 1 : 2, auditedAt: clock.now() })
      .where('id', '=', refund.id)
      .where('state', '=', 0),
  );
  if (decided.changes === 0) fail('audit_done');
  const params = { sn: order.sn, amount: formatMoney(refund.amount) };
  if (approve) {
    moveFunds(db, user, 'refund', refund.amount, order.id, { key: 'refund', sn: order.sn });
    db.run(db.q.updateTable('orders').set({ refundState: 'refunded' }).where('id', '=', order.id));
    addOrderEvent(db, order.id, order.status, 'refunded');
    notify(db, user.id, 'refund', 'refund_approved', params, `/orderInfo/${order.id}`);
  } else {
    const status = order.statusBeforeAfterSale ?? OrderStatus.waitingDeliver;
    db.run(
      db.q.updateTable('orders').set({ refundState: 'none', status }).where('id', '=', order.id),
    );
    addOrderEvent(db, order.id, status, 'refund_refused');
    notify(db, user.id, 'refund', 'refund_refused', params, `/orderInfo/${order.id}`);
  }
  return refundById(db, refund.id) ?? fail('not_found', 'refund');
}
