import { requestScope } from '@/session/request-scope';
import { session, type ShopperInfo } from '@/session/session-store';
import { queryClient } from './query-client';
import { userKeys } from './query-keys';

/*
 * Whether someone is signed in, for code outside React (the HTTP client, the guard, actions that
 * ask a guest to sign in first). The user is the one query `userKeys.info()` (see `user.ts`);
 * this module has no call of its own so the HTTP client can import it.
 */

export function currentUser(): ShopperInfo | undefined {
  return (requestScope()?.queryClient ?? queryClient).getQueryData(userKeys.info());
}

/** Signed in: a token and its user. */
export function isSignedIn(): boolean {
  return Boolean(session.get().token && currentUser());
}

// A token that changes (sign-out, a 401, another tab) takes its user with it.
session.onTokenChange(() => {
  queryClient.removeQueries({ queryKey: userKeys.info(), exact: true });
});
