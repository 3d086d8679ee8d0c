import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { userKeys, orderKeys, walletKeys } from '@/api/query-keys';

export type OrderPayRequest = Schema<'OrderPayRequest'>;
export type OrdersPaid = Schema<'OrdersPaid'>;

/**
 * POST /api/order/pay: all the orders or none, from the balance, with the payment code. No
 * toast from the client: the screen says "payment failed" with the reason.
 */
export function payOrders(request: OrderPayRequest): Promise<OrdersPaid> {
  return api.post('/api/order/pay', { body: request, toast: false });
}

export function usePayOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrders,
    // The orders changed status; the balance and the fund records moved. Not awaited: the
    // screen confirms the payment from the answer at once, before the orders read "paid".
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.info() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
