import type { QueryClient } from '@tanstack/react-query';
import { cartQueryKey, type Cart } from '@/api/cart';
import { cartKeys, checkoutKeys } from '@/api/query-keys';

/** Every call that changes the cart runs under this key, so each can see the others in flight. */
export const cartMutationKey = cartKeys.all;

/** True when a cart call other than the one asking is still running. */
export function laterCartCallRunning(queryClient: QueryClient): boolean {
  // The asking call still counts as running while its own callbacks run.
  return queryClient.isMutating({ mutationKey: cartMutationKey }) > 1;
}

/**
 * Every cart call answers with the whole cart: it replaces the cached one, unless another cart
 * call is still running (quick taps), whose answer is newer and whose tick is on screen already.
 * The checkout preview, which reads the selected lines, is marked stale either way.
 */
export function cartWritten(queryClient: QueryClient, cart: Cart): Promise<void> {
  if (!laterCartCallRunning(queryClient)) queryClient.setQueryData(cartQueryKey, cart);
  return queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
}

/** After a failed cart call the server's cart is read again, unless more calls are coming. */
export function cartWriteFailed(queryClient: QueryClient): Promise<void> {
  if (laterCartCallRunning(queryClient)) return Promise.resolve();
  return queryClient.invalidateQueries({ queryKey: cartQueryKey });
}
