import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  ORDER_TABS,
  payPath,
  refundLabel,
  refundPath,
  reviewPath,
  statusFromParam,
  statusLabel,
  tabPath,
} from './order-status';

describe('order status tabs', () => {
  it('has the spec’s eight tabs in its order, each with its own address', () => {
    expect(ORDER_TABS.map((tab) => tab.status)).toEqual([undefined, 0, 1, 2, 3, 4, -1, -4]);
    expect(ORDER_TABS.map((tab) => tabPath(tab.status))).toEqual([
      '/myPurchases',
      '/myPurchases/0',
      '/myPurchases/1',
      '/myPurchases/2',
      '/myPurchases/3',
      '/myPurchases/4',
      '/myPurchases/-1',
      '/myPurchases/-4',
    ]);
  });

  it('reads the tab from the address; anything else is "all"', () => {
    for (const tab of ORDER_TABS)
      expect(statusFromParam(tabPath(tab.status).split('/')[2])).toBe(tab.status);
    expect(statusFromParam('7')).toBeUndefined();
    expect(statusFromParam('-2')).toBeUndefined();
    expect(statusFromParam('waiting')).toBeUndefined();
    expect(statusFromParam('1.0')).toBeUndefined();
  });

  it('names server statuses and refund marks with translation keys', () => {
    expect(statusLabel(2)).toBe('orderStatus.delivered');
    expect(statusLabel(-4)).toBe('orderStatus.afterSale');
    expect(refundLabel('drawing_back')).toBe('orderStatus.drawingBack');
    expect(refundLabel('refunded')).toBe('orderStatus.refunded');
    expect(refundLabel('none')).toBeUndefined();
  });
});

describe('order actions', () => {
  const order = (status: 0 | 1 | 2 | 3 | 4 | -1 | -4, refund = 'none' as const, reviewed = false) =>
    actionsOf({ status, refund_status: refund, reviewed });

  it('offers cancel and pay while waiting pay, nothing else', () => {
    expect(order(0)).toEqual({
      cancel: true,
      pay: true,
      confirm: false,
      refund: false,
      review: false,
    });
  });

  it('offers confirm received only once shipped', () => {
    expect(order(1).confirm).toBe(false);
    expect(order(2).confirm).toBe(true);
    expect(order(3).confirm).toBe(false);
  });

  it('offers one refund application per paid order', () => {
    expect([1, 2, 3, 4].map((status) => order(status as 1).refund)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(actionsOf({ status: 3, refund_status: 'drawing_back', reviewed: false }).refund).toBe(
      false,
    );
    expect(actionsOf({ status: 2, refund_status: 'refunded', reviewed: false }).refund).toBe(false);
    expect(order(-1).refund).toBe(false);
    expect(order(-4).refund).toBe(false);
  });

  it('offers a review for a received order not yet reviewed', () => {
    expect(order(3).review).toBe(true);
    expect(order(3, 'none', true).review).toBe(false);
    expect(order(4).review).toBe(false);
  });

  it('builds the refund, review and payment addresses', () => {
    const paid = {
      id: 12,
      sn: '202611210001',
      total: '85.10',
      items: [
        { product_id: 31, name: 'Tent', image: '', price: '1', quantity: 1, subtotal: '1' },
        { product_id: 40, name: 'Lamp', image: '', price: '1', quantity: 2, subtotal: '2' },
        { product_id: 31, name: 'Tent', image: '', price: '1', quantity: 1, subtotal: '1' },
      ],
    };
    expect(refundPath(paid)).toBe('/refund/12/202611210001/31,40/85.10');
    expect(reviewPath(paid)).toBe('/comment?order=12');
    expect(payPath(paid)).toBe('/payment?orders=12');
  });
});
