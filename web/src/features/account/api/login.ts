import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { ensureUser, keepingUser } from '@/api/user';
import { session } from '@/session/session-store';

/** POST /api/user/login: the answer carries the token in data.userinfo.token. */
export function login(credentials: Schema<'LoginRequest'>) {
  return api.post('/api/user/login', { body: credentials });
}

/** Signs in: stores the token (Admin-Token cookie through the session), then loads the profile. */
export async function signIn(credentials: Schema<'LoginRequest'>): Promise<void> {
  const answer = await login(credentials);
  session.signIn(answer.userinfo.token);
  await ensureUser();
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Anything cached before belongs to a guest or another shopper (the user was just loaded).
    // Not awaited: the shopper moves on while the screens' data reloads for the new session.
    onSuccess: () => {
      void queryClient.resetQueries(keepingUser);
    },
  });
}
