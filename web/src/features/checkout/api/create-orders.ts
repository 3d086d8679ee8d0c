import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { cartKeys, productKeys, checkoutKeys, orderKeys } from '@/api/query-keys';

export type OrderCreateRequest = Schema<'OrderCreateRequest'>;
export type OrdersCreated = Schema<'OrdersCreated'>;

/**
 * POST /api/order/create: one order per shop from the selected lines (or from `items`, the cart
 * left as it was), all waiting pay.
 */
export function createOrders(request: OrderCreateRequest): Promise<OrdersCreated> {
  return api.post('/api/order/create', { body: request });
}

export function useCreateOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrders,
    // The lines left the cart, new orders exist, the stock moved. Not awaited: the shopper goes
    // on to the payment at once (a spent checkout's preview is refused once the cart is empty).
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: checkoutKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.details() }),
      ]);
    },
  });
}
