import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { session } from '@/session/session-store';

/** POST /api/user/resetpwd: on success every session ends, so the shopper signs in again. */
export async function changePassword(request: Schema<'ChangePasswordRequest'>): Promise<void> {
  await api.post('/api/user/resetpwd', { body: request });
  session.clear();
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.clear(),
  });
}
