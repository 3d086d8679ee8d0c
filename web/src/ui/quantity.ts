/** The most of one product a cart line takes (the contract's limit). */
export const MAX_QUANTITY = 999;

/** The largest quantity the shopper may choose: the stock, within 1..999. */
export function maxQuantityOf(stock: number): number {
  return Math.max(1, Math.min(MAX_QUANTITY, Math.floor(stock)));
}

/** A typed or stepped quantity brought within 1..max; anything unreadable becomes 1. */
export function clampQuantity(value: number, stock: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(maxQuantityOf(stock), Math.max(1, Math.floor(value)));
}
