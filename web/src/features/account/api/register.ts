import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { isApiError } from '@/api/api-error';
import { refusalOf, type Refusal } from '@/i18n/refusal';
import { ensureUser, keepingUser } from '@/api/user';
import { session } from '@/session/session-store';
import { toast } from '@/ui/toast-store';

/** The refusal the sign-up form says at its e-mail field: the address has an account. */
export function emailTakenRefusal(error: unknown): Refusal | undefined {
  return isApiError(error) ? refusalOf(error.msg, ['errors.register.emailTaken']) : undefined;
}

/**
 * POST /api/user/register: like the login, the answer carries the new session's token. A taken
 * e-mail address is said once, at the field (the screen); every other failure is toasted as the
 * client toasts any call's.
 */
export async function register(account: Schema<'RegisterRequest'>) {
  try {
    return await api.post('/api/user/register', { body: account, toast: false });
  } catch (error) {
    if (isApiError(error) && error.failure !== 'cancelled' && error.msg) {
      if (!emailTakenRefusal(error)) toast.fail(error.msg);
    }
    throw error;
  }
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
