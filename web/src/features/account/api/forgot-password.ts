import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { session } from '@/session/session-store';

/** POST /api/user/forgot_send_code: a 6-digit code goes to the e-mail address. */
export function sendResetCode(request: Schema<'ForgotSendCodeRequest'>) {
  return api.post('/api/user/forgot_send_code', { body: request });
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}

/** POST /api/user/forgot_reset: every session of the account ends, this device's too. */
export async function resetForgottenPassword(request: Schema<'ForgotResetRequest'>): Promise<void> {
  await api.post('/api/user/forgot_reset', { body: request });
  session.clear();
}

export function useResetForgottenPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetForgottenPassword,
    onSuccess: () => queryClient.clear(),
  });
}
