import { sessionCache } from '@/session/session-storage';

/**
 * A guest's "Add to cart" is kept while they sign in, then done: the product page writes the
 * intent here before the login screen, and once signed in and back on that product it adds it
 * (the same quantity) and says so. Kept in this tab's `sessionStorage` rather than in the login
 * address: a link carrying "add this to the cart" could be sent to someone else, and this way a
 * registration or a password reset on the way keeps it too. One intent at a time (the latest
 * tap), for 30 minutes; taken once.
 */
const PENDING_CART_ADD_KEY = 'pendingCartAdd';
const PENDING_CART_ADD_TTL_MS = 30 * 60 * 1000;

export interface PendingCartAdd {
  productId: number;
  quantity: number;
  /** When the guest tapped (ms since the epoch). */
  at: number;
}

export function rememberCartAdd(productId: number, quantity: number, now = Date.now()): void {
  sessionCache.setJSON(PENDING_CART_ADD_KEY, { productId, quantity, at: now });
}

/** The kept intent for this product, once (it is forgotten then); else undefined. */
export function takePendingCartAdd(
  productId: number,
  now = Date.now(),
): PendingCartAdd | undefined {
  const pending = sessionCache.getJSON<Partial<PendingCartAdd>>(PENDING_CART_ADD_KEY);
  if (pending?.productId !== productId) return undefined;
  sessionCache.remove(PENDING_CART_ADD_KEY);
  const { quantity, at } = pending;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1)
    return undefined;
  if (typeof at !== 'number' || now - at > PENDING_CART_ADD_TTL_MS || at > now) return undefined;
  return { productId, quantity, at };
}
