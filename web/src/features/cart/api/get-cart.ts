import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';

export type Cart = Schema<'Cart'>;
export type CartShop = Schema<'CartShop'>;
export type CartItem = Schema<'CartItem'>;

/** Where the cart lives in the query cache; every cart mutation writes or invalidates it. */
export const cartQueryKey = ['cart', 'list'] as const;

/** GET /api/cart/list: the cart grouped by shop, with the selected total worked out by the server. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return api.get('/api/cart/list', { signal, toast: false });
}

export const getCartQueryOptions = () =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => getCart(signal),
    // Other screens (product page, checkout) change the cart: read it afresh on every visit.
    staleTime: 0,
  });

export function useCart() {
  return useQuery(getCartQueryOptions());
}
