import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { cartMutationKey, cartWriteFailed, cartWritten } from './cart-written';
import type { Cart } from '@/api/cart';

export type CartChangeRequest = Schema<'CartChangeRequest'>;

/** POST /api/cart/change: sets a line's quantity; the answer carries the new totals. */
export function changeQuantity(request: CartChangeRequest): Promise<Cart> {
  return api.post('/api/cart/change', { body: request });
}

export function useChangeQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn: changeQuantity,
    onSuccess: (cart) => cartWritten(queryClient, cart),
    // A refusal (above the stock) leaves the cart as the server has it.
    onError: () => cartWriteFailed(queryClient),
  });
}
