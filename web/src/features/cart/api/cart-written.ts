import type { QueryClient } from '@tanstack/react-query';
import { cartQueryKey, type Cart } from './get-cart';

/**
 * Every cart call answers with the whole cart: it replaces the cached one at once, and the
 * checkout preview, which reads the selected lines, is marked stale.
 */
export function cartWritten(queryClient: QueryClient, cart: Cart): Promise<void> {
  queryClient.setQueryData(cartQueryKey, cart);
  return queryClient.invalidateQueries({ queryKey: ['checkout'] });
}
