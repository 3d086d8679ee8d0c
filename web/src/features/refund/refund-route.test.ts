import { describe, expect, it } from 'vitest';
import { readRefundRoute } from './refund-route';

describe('the refund address', () => {
  it('reads order, serial, products and amount', () => {
    expect(
      readRefundRoute({ id: '12', sn: '202611210001', product_ids: '31,40', amount: '85.10' }),
    ).toEqual({ orderId: 12, sn: '202611210001', productIds: [31, 40], amount: '85.10' });
  });

  it('keeps what it can of a malformed address', () => {
    expect(readRefundRoute({ id: 'abc', product_ids: '31,x,31,,0', amount: '-3' })).toEqual({
      orderId: undefined,
      sn: undefined,
      productIds: [31],
      amount: undefined,
    });
    expect(readRefundRoute({})).toEqual({
      orderId: undefined,
      sn: undefined,
      productIds: [],
      amount: undefined,
    });
  });
});
