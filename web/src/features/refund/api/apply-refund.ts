import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { orderKeys } from '@/api/query-keys';

export type RefundRequest = Schema<'RefundRequest'>;

/** POST /api/refund/apply: one application per order; the order becomes drawing back (-4). */
export function applyRefund(refund: RefundRequest) {
  return api.post('/api/refund/apply', { body: refund });
}

export function useApplyRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRefund,
    // The order's status, its tab counts and its detail all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
