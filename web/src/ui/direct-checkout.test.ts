import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directCheckoutPath, directItemsOf, MAX_DIRECT_ITEMS } from './direct-checkout';

const buyOf = (path: string) => new URL(path, 'http://localhost').searchParams.get('buy');

describe('direct checkout address', () => {
  it('gives back exactly the items it was built from', () => {
    const item = fc.record({
      product_id: fc.integer({ min: 1, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 999 }),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: MAX_DIRECT_ITEMS }), (items) => {
        const path = directCheckoutPath(items);
        expect(path.startsWith('/checkout?buy=')).toBe(true);
        expect(directItemsOf(buyOf(path))).toEqual(items);
      }),
    );
  });

  it('is the cart without buy, and nothing when buy names nothing valid', () => {
    expect(directItemsOf(buyOf('/checkout'))).toBeUndefined();
    for (const bad of ['', 'x', '3', '3x0', '0x1', '3x1000', '3x1,abc', '-3x1', '3x1.5']) {
      expect(directItemsOf(buyOf(`/checkout?buy=${bad}`))).toEqual([]);
    }
    const tooMany = Array.from({ length: MAX_DIRECT_ITEMS + 1 }, (_, index) => ({
      product_id: index + 1,
      quantity: 1,
    }));
    expect(directItemsOf(buyOf(directCheckoutPath(tooMany)))).toEqual([]);
  });
});
