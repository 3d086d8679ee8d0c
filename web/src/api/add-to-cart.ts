import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { cartQueryKey, type Cart } from '@/api/cart';
import { checkoutKeys } from '@/api/query-keys';

export type CartAddRequest = Schema<'CartAddRequest'>;

/** Puts a product in the cart (POST /api/cart/add); "Buy now" does not (`ui/direct-checkout.ts`). */
export function addToCart(request: CartAddRequest): Promise<Cart> {
  return api.post('/api/cart/add', { body: request });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // The answer is the whole cart (the cart screen, the badges); the checkout preview reads it.
    onSuccess: (cart) => {
      queryClient.setQueryData(cartQueryKey, cart);
      return queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    },
  });
}
