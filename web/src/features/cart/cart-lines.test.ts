import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@/api/cart';
import { isAllSelected, lineCount, selectedCartIds, withSelection } from './cart-lines';

function line(cartId: number, selected: boolean) {
  return {
    cart_id: cartId,
    product_id: cartId * 10,
    name: `Product ${cartId}`,
    image: '/p.png',
    price: '10.00',
    quantity: 1,
    subtotal: '10.00',
    stock: 5,
    selected,
  };
}

function cartOf(shops: Array<{ merId: number; lines: Array<[number, boolean]> }>): Cart {
  return {
    shops: shops.map(({ merId, lines }) => ({
      mer_id: merId,
      mer_name: `Shop ${merId}`,
      mer_logo: '/s.png',
      selected: lines.every(([, selected]) => selected),
      items: lines.map(([id, selected]) => line(id, selected)),
    })),
    count: 0,
    selected_count: 0,
    selected_total: '0.00',
  };
}

const twoShops = cartOf([
  {
    merId: 1,
    lines: [
      [11, true],
      [12, false],
    ],
  },
  { merId: 2, lines: [[21, false]] },
]);

describe('cart selection', () => {
  it('lists the ticked lines in the order shown', () => {
    expect(selectedCartIds(twoShops)).toEqual([11]);
    expect(lineCount(twoShops)).toBe(3);
    expect(isAllSelected(twoShops)).toBe(false);
  });

  it('ticks one line and marks its shop whole when every line is ticked', () => {
    const next = withSelection(twoShops, { cartIds: [12] }, true);
    expect(selectedCartIds(next)).toEqual([11, 12]);
    expect(next.shops.map((shop) => shop.selected)).toEqual([true, false]);
  });

  it('ticks or clears a whole shop without touching the others', () => {
    const cleared = withSelection(twoShops, { merId: 1 }, false);
    expect(selectedCartIds(cleared)).toEqual([]);
    const shopTwo = withSelection(twoShops, { merId: 2 }, true);
    expect(selectedCartIds(shopTwo)).toEqual([11, 21]);
    expect(shopTwo.shops[1]?.selected).toBe(true);
  });

  it('ticks everything, and an empty cart is never "all selected"', () => {
    expect(isAllSelected(withSelection(twoShops, { all: true }, true))).toBe(true);
    expect(selectedCartIds(withSelection(twoShops, { all: true }, false))).toEqual([]);
    expect(isAllSelected(cartOf([]))).toBe(false);
  });

  it('leaves the server totals and the original cart alone', () => {
    const next = withSelection(twoShops, { all: true }, true);
    expect(next.selected_total).toBe(twoShops.selected_total);
    expect(selectedCartIds(twoShops)).toEqual([11]);
  });

  it('keeps each shop tick equal to "every line ticked" whatever is applied', () => {
    const shopsArb = fc.array(
      fc.record({
        merId: fc.integer({ min: 1, max: 5 }),
        lines: fc.array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.boolean()), {
          minLength: 1,
          maxLength: 4,
        }),
      }),
      { maxLength: 4 },
    );
    const targetArb = fc.oneof(
      fc.record({ cartIds: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 5 }) }),
      fc.record({ merId: fc.integer({ min: 1, max: 5 }) }),
      fc.constant({ all: true as const }),
    );
    fc.assert(
      fc.property(shopsArb, targetArb, fc.boolean(), (shops, target, selected) => {
        const next = withSelection(cartOf(shops), target, selected);
        for (const shop of next.shops) {
          expect(shop.selected).toBe(shop.items.every((item) => item.selected));
        }
        if ('all' in target)
          expect(selectedCartIds(next).length > 0).toBe(selected && lineCount(next) > 0);
      }),
    );
  });
});
