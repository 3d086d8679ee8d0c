import { hashKey, queryOptions, useQuery, type QueryFilters } from '@tanstack/react-query';
import { requestScope } from '@/session/request-scope';
import { getLanguageCookie } from '@/session/cookies';
import { session, useSession, type ShopperInfo } from '@/session/session-store';
import { currentLanguage, switchLanguage } from '@/i18n/i18n';
import { isLanguageCode } from '@/i18n/languages';
import { api } from './api';
import { ApiError } from './api-error';
import { queryClient, VISIT_STALE_TIME } from './query-client';
import { userKeys, type Viewer } from './query-keys';
import { currentUser, isSignedIn } from './signed-in';

export { currentUser, isSignedIn };
export type { ShopperInfo };

/*
 * The signed-in shopper: ONE query (`userKeys.info()`) in the app's query client, read by the login
 * guard (`ensureUser`), the HTTP client (`isSignedIn`) and every screen (`useUser`). The session
 * store keeps only the token. Screens read it from the provider's client (the request's on the
 * server, the app's in the browser); code outside React reads the app's (`currentUser`).
 */

/** GET /api/user/getUserInfo; a shopper who never chose a language here gets their account's. */
export async function getUserInfo(signal?: AbortSignal): Promise<ShopperInfo> {
  // Without a token the answer can only be a 401: no call, no toast.
  if (!session.get().token) throw new ApiError('unauthorized', 401, '', 401);
  const info = await api.get('/api/user/getUserInfo', { signal, toast: false });
  const accountLanguage = info.lang?.file_name;
  // In the browser only: a server render keeps the language it chose for the page.
  if (
    !requestScope() &&
    !getLanguageCookie() &&
    isLanguageCode(accountLanguage) &&
    accountLanguage !== currentLanguage()
  ) {
    await switchLanguage(accountLanguage, { remember: false });
  }
  return info;
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.info(),
    queryFn: ({ signal }) => getUserInfo(signal),
    // The balance moves with audits the shopper does not see: screens that show it read it on
    // every visit; the guard takes what is cached.
    staleTime: VISIT_STALE_TIME,
  });

/** The login guard's read: the cached user, else one call (concurrent callers share it). */
export function ensureUser(): Promise<ShopperInfo> {
  return queryClient.ensureQueryData(userQueryOptions());
}

/** The cached user without a call (badges, viewers); the guard has loaded it. */
export function useCurrentUser(): ShopperInfo | undefined {
  const { token } = useSession();
  const { data } = useQuery({ ...userQueryOptions(), enabled: false });
  return token ? data : undefined;
}

export function useSignedIn(): boolean {
  return useCurrentUser() !== undefined;
}

/** The logout call's `lang` parameter, as the contract spells it (lower case, e.g. zh-cn). */
export function logoutLanguage(): 'en' | 'zh-cn' | 'ri' | 'han' | 'tai' {
  const code = currentLanguage();
  return code === 'zh-CN' ? 'zh-cn' : code;
}

/**
 * The one logout (Me and the guard): POST /api/user/logout?lang=<the shopper's language>, then the
 * session and every cached answer go, whatever the call answered (the shopper asked to leave; a
 * stale token on this device helps no one). Rejects when the call failed, so the guard can tell.
 */
export async function logout(): Promise<void> {
  session.signingOut();
  try {
    await api.post('/api/user/logout', { query: { lang: logoutLanguage() }, toast: false });
  } finally {
    session.clear();
    queryClient.clear();
  }
}

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
