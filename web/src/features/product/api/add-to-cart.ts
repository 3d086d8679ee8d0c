import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';

export type Cart = Schema<'Cart'>;
export type CartAddRequest = Schema<'CartAddRequest'>;

/** Puts a product in the cart (POST /api/cart/add); "Buy now" does not (`ui/direct-checkout.ts`). */
export function addToCart(request: CartAddRequest): Promise<Cart> {
  return api.post('/api/cart/add', { body: request });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // Every cart view (list, badge, checkout preview) reads under ['cart'] or ['checkout'].
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['checkout'] }),
      ]),
  });
}
