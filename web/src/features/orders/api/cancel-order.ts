import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { productKeys, orderKeys } from '@/api/query-keys';

export type OrderBrief = Schema<'OrderBrief'>;

/** POST /api/order/cancel: an order waiting pay becomes cancelled (-1); its stock goes back. */
export function cancelOrder(id: number): Promise<OrderBrief> {
  return api.post('/api/order/cancel', { body: { id } });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.details() }),
      ]),
  });
}
