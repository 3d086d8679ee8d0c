import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuantity, MAX_QUANTITY, maxQuantityOf } from './quantity';

describe('quantity', () => {
  it('stays between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('never passes the cart line limit, whatever the stock', () => {
    expect(MAX_QUANTITY).toBe(999);
    expect(maxQuantityOf(5000)).toBe(MAX_QUANTITY);
    expect(clampQuantity(5000, 10_000)).toBe(999);
    expect(maxQuantityOf(0)).toBe(1);
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 100_000 }), (value, stock) => {
        const quantity = clampQuantity(value, stock);
        expect(Number.isInteger(quantity)).toBe(true);
        expect(quantity).toBeGreaterThanOrEqual(1);
        expect(quantity).toBeLessThanOrEqual(Math.min(MAX_QUANTITY, Math.max(1, stock)));
        expect(quantity).toBeLessThanOrEqual(maxQuantityOf(stock));
      }),
    );
  });
});
