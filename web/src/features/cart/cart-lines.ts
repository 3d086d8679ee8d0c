import type { Cart } from '@/api/cart';

/** What a tick applies to: some lines, one shop's lines, or the whole cart. */
export type SelectionTarget = { cartIds: number[] } | { merId: number } | { all: true };

/**
 * The cart as it will look once the server has (un)selected the target: the ticks only.
 * Counts and totals are the server's and arrive with its answer.
 */
export function withSelection(cart: Cart, target: SelectionTarget, selected: boolean): Cart {
  const hits = (merId: number, cartId: number) =>
    'all' in target ||
    ('merId' in target && target.merId === merId) ||
    ('cartIds' in target && target.cartIds.includes(cartId));
  return {
    ...cart,
    shops: cart.shops.map((shop) => {
      const items = shop.items.map((item) =>
        hits(shop.mer_id, item.cart_id) ? { ...item, selected } : item,
      );
      return { ...shop, items, selected: items.every((item) => item.selected) };
    }),
  };
}

/** The lines ticked for checkout, in the order they are shown. */
export function selectedCartIds(cart: Cart): number[] {
  return cart.shops.flatMap((shop) =>
    shop.items.filter((item) => item.selected).map((item) => item.cart_id),
  );
}

/** True when the cart has lines and every one is ticked. */
export function isAllSelected(cart: Cart): boolean {
  return cart.shops.length > 0 && cart.shops.every((shop) => shop.items.every((i) => i.selected));
}

/** Number of distinct lines in the cart (the heading count; `count` sums quantities). */
export function lineCount(cart: Cart): number {
  return cart.shops.reduce((sum, shop) => sum + shop.items.length, 0);
}
