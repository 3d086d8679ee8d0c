import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api';
import { cartMutationKey, cartWritten } from './cart-written';
import type { Cart } from '@/api/cart';

/** POST /api/cart/remove: takes lines out of the cart. */
export function removeLines(cartIds: number[]): Promise<Cart> {
  return api.post('/api/cart/remove', { body: { cart_ids: cartIds } });
}

export function useRemoveLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn: removeLines,
    onSuccess: (cart) => cartWritten(queryClient, cart),
  });
}
