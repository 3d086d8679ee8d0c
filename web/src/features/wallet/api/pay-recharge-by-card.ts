import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { userKeys, walletKeys } from '@/api/query-keys';

export type CardRechargeRequest = Schema<'CardRechargeRequest'>;

/**
 * POST /api/user/rechargeCard: the card is charged at once and the balance grows; the server keeps
 * only the card's brand and last four digits.
 */
export function payRechargeByCard(payment: CardRechargeRequest) {
  return api.post('/api/user/rechargeCard', { body: payment });
}

export function usePayRechargeByCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payRechargeByCard,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.info() }),
      ]),
  });
}
