import { hashKey, useQuery, type QueryFilters } from '@tanstack/react-query';
import { queryClient } from '@/api/query-client';
import { userKeys } from '@/api/query-keys';
import { useCurrentUser, userQueryOptions, type ShopperInfo } from '@/api/user';
import { session, useSession } from '@/session/session-store';
import type { Viewer } from '@/api/query-keys';

/* The user query's hooks for screens; the query itself and what the shell needs: `api/user.ts`. */

export * from '@/api/user';

/**
 * The user, read on every visit (Me, payment, settings), once there is a token. `onReturn` reads it
 * again each time the shopper comes back to the tab (Me: a recharge approved meanwhile shows).
 */
export function useUser({ onReturn = false }: { onReturn?: boolean } = {}) {
  const { token } = useSession();
  return useQuery({
    ...userQueryOptions(),
    enabled: Boolean(token),
    ...(onReturn ? { refetchOnWindowFocus: 'always' as const } : {}),
  });
}

/** Who looks at a product or shop page, for the keys of answers that depend on it. */
export function useViewer(): Viewer {
  return useCurrentUser()?.id ?? 'guest';
}

/** A profile change answers with the whole profile: it becomes the cached user. */
export function setUser(info: ShopperInfo): void {
  queryClient.setQueryData(userKeys.info(), info);
}

/** Stores a new session's token; the user follows (`ensureUser`), or is given when known. */
export function startSession(token: string, info?: ShopperInfo): void {
  session.signIn(token);
  if (info) setUser(info);
}

/** For `resetQueries` after a sign-in: every cached answer but the user just loaded. */
export const keepingUser: QueryFilters = {
  predicate: (query) => query.queryHash !== hashKey(userKeys.info()),
};
