import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api';
import type { OrderBrief } from './cancel-order';
import { orderKeys } from '@/api/query-keys';

/** POST /api/order/confirm: a delivered order (2) becomes received (3). */
export function confirmReceived(id: number): Promise<OrderBrief> {
  return api.post('/api/order/confirm', { body: { id } });
}

export function useConfirmReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceived,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
