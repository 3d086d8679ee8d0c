import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampLineQuantity, maxLineQuantity } from './quantity-stepper';

describe('line quantity', () => {
  it('stays within 1 and the stock, and never above 999', () => {
    expect(clampLineQuantity(0, 5)).toBe(1);
    expect(clampLineQuantity(7, 5)).toBe(5);
    expect(clampLineQuantity(2.7, 5)).toBe(2);
    expect(clampLineQuantity(Number.NaN, 5)).toBe(1);
    expect(clampLineQuantity(5000, 10_000)).toBe(999);
    expect(maxLineQuantity(0)).toBe(1);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.integer({ min: 0, max: 5000 }), (value, stock) => {
        const quantity = clampLineQuantity(value, stock);
        expect(Number.isInteger(quantity)).toBe(true);
        expect(quantity).toBeGreaterThanOrEqual(1);
        expect(quantity).toBeLessThanOrEqual(maxLineQuantity(stock));
      }),
    );
  });
});
