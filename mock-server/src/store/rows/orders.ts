// Order and refund rows <-> records. An order is three tables: its row (the delivery address as the
// address_* columns), its lines (order_lines) and its logistics events (order_events), each kept in
// the order they were written by `position`. A refund's attachments and products are JSON text.
import { parseJson } from '../db';
import type {
  LogisticsEvent,
  LogisticsKey,
  Order,
  OrderLine,
  OrderStatusCode,
  Refund,
} from '../state';
import type { NewRow, Row } from '../tables';

/** Orders with their lines and events (rows of any orders, in any order: grouped here). */
export function ordersFromRows(
  rows: readonly Row<'orders'>[],
  lines: readonly Row<'orderLines'>[],
  events: readonly Row<'orderEvents'>[],
): Order[] {
  const linesOf = groupByOrder(lines);
  const eventsOf = groupByOrder(events);
  return rows.map((row) =>
    orderFromRows(row, linesOf.get(row.id) ?? [], eventsOf.get(row.id) ?? []),
  );
}

function groupByOrder<R extends { orderId: number; position: number }>(
  rows: readonly R[],
): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  for (const group of groups.values()) group.sort((a, b) => a.position - b.position);
  return groups;
}

/** One order from its row, its lines and its events (all of this order, in position order). */
export function orderFromRows(
  row: Row<'orders'>,
  lines: readonly Row<'orderLines'>[],
  events: readonly Row<'orderEvents'>[],
): Order {
  return {
    id: row.id,
    sn: row.sn,
    userId: row.userId,
    merchantId: row.merchantId,
    lines: lines.map(orderLineFromRow),
    quantity: row.quantity,
    goodsTotal: row.goodsTotal,
    freight: row.freight,
    discount: row.discount,
    total: row.total,
    promoCode: row.promoCode,
    status: row.status as OrderStatusCode,
    statusBeforeAfterSale: row.statusBeforeAfterSale as OrderStatusCode | null,
    refundState: row.refundState,
    address: {
      addressee: row.addressee,
      mobile: row.addressMobile,
      area: row.addressArea,
      detail: row.addressDetail,
    },
    remark: row.remark,
    logistics: events.map(logisticsEventFromRow),
    trackingNo: row.trackingNo,
    reviewed: row.reviewed === 1,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    shippedAt: row.shippedAt,
    receivedAt: row.receivedAt,
    finishedAt: row.finishedAt,
  };
}

function orderLineFromRow(row: Row<'orderLines'>): OrderLine {
  return {
    productId: row.productId,
    name: row.name,
    image: row.image,
    price: row.price,
    quantity: row.quantity,
    subtotal: row.subtotal,
  };
}

function logisticsEventFromRow(row: Row<'orderEvents'>): LogisticsEvent {
  return { at: row.at, status: row.status as OrderStatusCode, key: row.key as LogisticsKey };
}

/**
 * An order's own row; its lines and events are `orderLineToRow` and `orderEventToRow`. Without an
 * id (a new order) the store gives one.
 */
export function orderToRow(
  order: Omit<Order, 'id' | 'lines' | 'logistics'> & { id?: number },
): NewRow<'orders'> {
  return {
    ...(order.id !== undefined ? { id: order.id } : {}),
    sn: order.sn,
    userId: order.userId,
    merchantId: order.merchantId,
    quantity: order.quantity,
    goodsTotal: order.goodsTotal,
    freight: order.freight,
    discount: order.discount,
    total: order.total,
    promoCode: order.promoCode,
    status: order.status,
    statusBeforeAfterSale: order.statusBeforeAfterSale,
    refundState: order.refundState,
    addressee: order.address.addressee,
    addressMobile: order.address.mobile,
    addressArea: order.address.area,
    addressDetail: order.address.detail,
    remark: order.remark,
    trackingNo: order.trackingNo,
    reviewed: order.reviewed ? 1 : 0,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    shippedAt: order.shippedAt,
    receivedAt: order.receivedAt,
    finishedAt: order.finishedAt,
  };
}

export function orderLineToRow(
  orderId: number,
  position: number,
  line: OrderLine,
): NewRow<'orderLines'> {
  return { orderId, position, ...line };
}

export function orderEventToRow(
  orderId: number,
  position: number,
  event: LogisticsEvent,
): NewRow<'orderEvents'> {
  return { orderId, position, at: event.at, status: event.status, key: event.key };
}

export function refundFromRow(row: Row<'refunds'>): Refund {
  return {
    id: row.id,
    userId: row.userId,
    orderId: row.orderId,
    type: row.type,
    amount: row.amount,
    productStatus: row.productStatus,
    reason: row.reason,
    explanation: row.explanation,
    attachments: parseJson<string[]>(row.attachments),
    productIds: parseJson<number[]>(row.productIds),
    state: row.state,
    createdAt: row.createdAt,
    auditedAt: row.auditedAt,
  };
}

/** A refund's row; without an id (a new refund) the store gives one. */
export function refundToRow(refund: Omit<Refund, 'id'> & { id?: number }): NewRow<'refunds'> {
  return {
    ...(refund.id !== undefined ? { id: refund.id } : {}),
    userId: refund.userId,
    orderId: refund.orderId,
    type: refund.type,
    amount: refund.amount,
    productStatus: refund.productStatus,
    reason: refund.reason,
    explanation: refund.explanation,
    attachments: JSON.stringify(refund.attachments),
    productIds: JSON.stringify(refund.productIds),
    state: refund.state,
    createdAt: refund.createdAt,
    auditedAt: refund.auditedAt,
  };
}
