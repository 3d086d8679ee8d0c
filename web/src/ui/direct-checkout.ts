import { paths } from '@/routing/paths';

/** A product and how many, checked out directly ("Buy now", "Buy again") instead of the cart. */
export interface DirectItem {
  product_id: number;
  quantity: number;
}

/** The contract's limits of `items` (order/preview, order/create). */
export const MAX_DIRECT_ITEMS = 50;
const MAX_QUANTITY = 999;

/**
 * The checkout of exactly these items: `/checkout?buy=31x1,40x2` (product x quantity). The cart
 * is neither read nor changed, and the address survives a reload or a shared link.
 */
export function directCheckoutPath(items: readonly DirectItem[]): string {
  return paths.checkout(items.map((item) => `${item.product_id}x${item.quantity}`).join(','));
}

/**
 * The items of a checkout address's `buy` parameter: `undefined` without one (the cart's selected
 * lines), an empty list when it names nothing valid (ids and quantities are whole numbers from 1,
 * at most 999 of one product, at most 50 products).
 */
export function directItemsOf(buy: string | null): DirectItem[] | undefined {
  if (buy === null) return undefined;
  const items: DirectItem[] = [];
  for (const part of buy.split(',')) {
    const match = /^(\d{1,12})x(\d{1,3})$/.exec(part.trim());
    if (!match) return [];
    const item = { product_id: Number(match[1]), quantity: Number(match[2]) };
    if (item.product_id < 1 || item.quantity < 1 || item.quantity > MAX_QUANTITY) return [];
    items.push(item);
  }
  return items.length > MAX_DIRECT_ITEMS ? [] : items;
}
