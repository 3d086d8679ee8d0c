import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { ensureUser, keepingUser } from '@/lib/user';
import { session } from '@/session/session-store';

/** POST /api/user/register: like the login, the answer carries the new session's token. */
export function register(account: Schema<'RegisterRequest'>) {
  return api.post('/api/user/register', { body: account });
}

/** Creates the account and signs the new shopper in at once. */
export async function registerAndSignIn(account: Schema<'RegisterRequest'>): Promise<void> {
  const answer = await register(account);
  session.signIn(answer.userinfo.token);
  await ensureUser();
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAndSignIn,
    // Not awaited: the shopper moves on while the screens' data reloads for the new session.
    onSuccess: () => {
      void queryClient.resetQueries(keepingUser);
    },
  });
}
