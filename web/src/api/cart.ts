import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from './api';
import { cartKeys } from './query-keys';
import { useSignedIn } from './user';
import { VISIT_STALE_TIME } from './query-client';

export type Cart = Schema<'Cart'>;
export type CartShop = Schema<'CartShop'>;
export type CartItem = Schema<'CartItem'>;

/*
 * The cart: the cart screen reads and changes it; the product page and the favourites add to it;
 * the Cart tab and the product page show how many products it holds (the shell and features share
 * it, so it lives here).
 */

/** Where the cart lives in the query cache; every cart mutation writes or invalidates it. */
export const cartQueryKey = cartKeys.list();

/** GET /api/cart/list: the cart grouped by shop, with the selected total worked out by the server. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return api.get('/api/cart/list', { signal, toast: false });
}

export const getCartQueryOptions = () =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => getCart(signal),
    // Other screens (product page, checkout) change the cart: read it afresh on every visit.
    staleTime: VISIT_STALE_TIME,
  });

export function useCart() {
  return useQuery(getCartQueryOptions());
}

/**
 * How many items the signed-in shopper's cart holds (the sum of the quantities), for the Cart tab's
 * badge and the product page's cart icon; 0 for a guest, who has no cart, and while it loads.
 * Every cart change writes or invalidates the same key, so the count follows it.
 */
export function useCartCount(): number {
  const signedIn = useSignedIn();
  const cart = useQuery({
    ...getCartQueryOptions(),
    enabled: signedIn,
    // The badge need not ask again on every screen: cart changes refresh it.
    staleTime: 30_000,
    select: (answer) => answer.count,
  });
  return signedIn ? (cart.data ?? 0) : 0;
}
