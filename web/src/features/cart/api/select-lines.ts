import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { withSelection, type SelectionTarget } from '../cart-lines';
import {
  cartMutationKey,
  cartWriteFailed,
  cartWritten,
  laterCartCallRunning,
} from './cart-written';
import { cartQueryKey, type Cart } from '@/api/cart';

export type CartSelectRequest = Schema<'CartSelectRequest'>;

export interface SelectLinesRequest {
  target: SelectionTarget;
  selected: boolean;
}

/** POST /api/cart/select for some lines, a whole shop or everything. */
export function selectLines({ target, selected }: SelectLinesRequest): Promise<Cart> {
  const body: CartSelectRequest =
    'cartIds' in target
      ? { cart_ids: target.cartIds, selected }
      : 'merId' in target
        ? { mer_id: target.merId, selected }
        : { all: true, selected };
  return api.post('/api/cart/select', { body });
}

/** The tick shows at once; the server's answer (with its totals) replaces the guess. */
export function useSelectLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn: selectLines,
    onMutate: async ({ target, selected }) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const before = queryClient.getQueryData<Cart>(cartQueryKey);
      if (before) queryClient.setQueryData(cartQueryKey, withSelection(before, target, selected));
      return { before };
    },
    onSuccess: (cart) => cartWritten(queryClient, cart),
    // The tick goes back at once; the server's cart follows.
    onError: (_error, _request, context) => {
      if (context?.before && !laterCartCallRunning(queryClient))
        queryClient.setQueryData(cartQueryKey, context.before);
      return cartWriteFailed(queryClient);
    },
  });
}
