import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromCents,
  orderIdsFrom,
  paymentPath,
  shortfall,
  sumAmounts,
  toCents,
} from './payment-request';

describe('payment request', () => {
  it('carries the orders in the address and reads them back', () => {
    expect(paymentPath([12, 13])).toBe('/payment?orders=12,13');
    expect(orderIdsFrom('?orders=12,13')).toEqual([12, 13]);
    expect(orderIdsFrom('?orders=12,abc,,12,-3,0,7')).toEqual([12, 7]);
    expect(orderIdsFrom('')).toEqual([]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 1e9 }), { maxLength: 50 }), (ids) => {
        expect(orderIdsFrom(new URL(paymentPath(ids), 'http://x').search)).toEqual(ids);
      }),
    );
  });

  it('adds the server totals exactly, in cents', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['85.10', '5.00', '12.5'])).toBe('102.60');
    expect(sumAmounts([])).toBe('0.00');
    expect(toCents('-94.00')).toBe(-9400);
    expect(toCents('nonsense')).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('says how much the balance lacks, or nothing', () => {
    expect(shortfall('100.00', '120.50')).toBe('20.50');
    expect(shortfall('120.50', '120.50')).toBe('0.00');
    expect(shortfall('500.00', '20.00')).toBe('0.00');
  });
});
