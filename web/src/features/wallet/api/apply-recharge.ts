import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { walletKeys } from '@/api/query-keys';

export type RechargeRequest = Schema<'RechargeRequest'>;

/** POST /api/user/recharge: declares a transfer with its evidence; it waits for an audit. */
export function applyRecharge(recharge: RechargeRequest) {
  return api.post('/api/user/recharge', { body: recharge });
}

export function useApplyRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRecharge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.recharges() }),
  });
}
