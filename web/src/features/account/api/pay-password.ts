import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { userKeys } from '@/api/query-keys';

/** POST /api/user/resetPay: sets the first payment code or changes it. */
export function changePayPassword(request: Schema<'ChangePayPasswordRequest'>) {
  return api.post('/api/user/resetPay', { body: request });
}

export function useChangePayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePayPassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.payPasswordStatus() }),
        queryClient.invalidateQueries({ queryKey: userKeys.info() }),
      ]),
  });
}
