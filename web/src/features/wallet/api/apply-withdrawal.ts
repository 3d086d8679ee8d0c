import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { userKeys, walletKeys } from '@/api/query-keys';

export type WithdrawRequest = Schema<'WithdrawRequest'>;

/** POST /api/user/extract: the amount leaves the balance at once and waits for an audit. */
export function applyWithdrawal(withdrawal: WithdrawRequest) {
  return api.post('/api/user/extract', { body: withdrawal });
}

export function useApplyWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.info() }),
      ]),
  });
}
