/**
 * The product a chat is opened from (the product screen's Chat button): carried to the
 * conversation in the navigation's state, shown above the composer and sent as a product card
 * with the shopper's first message. Only for display: the server reads the card's product id and
 * fills the rest from its catalogue.
 */
export interface AboutProduct {
  id: number;
  merId: number;
  name: string;
  /** The wire's decimal text ("18.90"). */
  price: string;
  image: string;
}

/** The navigation state that opens a conversation about `product`. */
export function aboutProductState(product: AboutProduct): { aboutProduct: AboutProduct } {
  return { aboutProduct: product };
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The product a navigation state carries, if it carries a well-formed one. */
export function aboutProductOf(state: unknown): AboutProduct | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const about = (state as { aboutProduct?: unknown }).aboutProduct;
  if (typeof about !== 'object' || about === null) return undefined;
  const { id, merId, name, price, image } = about as Record<string, unknown>;
  if (!isId(id) || !isId(merId)) return undefined;
  if (typeof name !== 'string' || typeof price !== 'string' || typeof image !== 'string') {
    return undefined;
  }
  return { id, merId, name, price, image };
}
