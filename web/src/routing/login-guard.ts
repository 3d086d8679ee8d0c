import { paths } from './paths';
/** Paths a guest may open (spec section 6): exact, or as a prefix for those with parameters. */
export const GUEST_EXACT = [
  '/login',
  '/register',
  '/home',
  '/shop',
  '/explore',
  '/detail',
  '/search',
  '/forgotPassword',
  '/changePassword',
] as const;
export const GUEST_PREFIX = ['/shop/', '/detail/'] as const;

export const LOGIN_PATH = paths.login();

/** The session-storage key of where the login screen may send the shopper back to after signing in. */
export const AFTER_LOGIN_KEY = 'afterLogin';
export const ROOT_PATH = '/';

/** The query parameter of /login that names where a guest was going (a same-app path). */
export const RETURN_TO_PARAM = 'redirect';

/** /login, keeping where the guest was going; the login screen shows 'loginFirst' for it. */
export function loginRedirect(target: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: target })}`;
}

/** /login's parameter saying the session ended (`?session=ended`): the screen says so, not "log in first". */
export const SESSION_PARAM = 'session';
export const SESSION_ENDED = 'ended';

/** /login after a session ended (a refused token), keeping where the shopper was. */
export function sessionEndedRedirect(target: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: target, [SESSION_PARAM]: SESSION_ENDED })}`;
}

export function isGuestPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (GUEST_EXACT as readonly string[]).includes(path) ||
    GUEST_PREFIX.some((prefix) => path.startsWith(prefix))
  );
}

export type GuardDecision =
  | { kind: 'allow' }
  /** Leave for another path; `loginFirst` asks for the translated toast. */
  | { kind: 'redirect'; to: string; loginFirst?: boolean }
  /** Repeat the same navigation, replacing the history entry (user info now known). */
  | { kind: 'repeat' };

export interface GuardSession {
  token: string | undefined;
  hasUserInfo: boolean;
}

export interface GuardDeps {
  session: () => GuardSession;
  /** Fetches and stores the user info; rejects when it cannot. */
  loadUserInfo: () => Promise<void>;
  /** Whether `loadUserInfo`'s failure was the backend refusing the token (its session ended). */
  tokenRefused: (error: unknown) => boolean;
  /** Calls the backend's logout and clears the session; rejects when the call fails. */
  logout: () => Promise<void>;
  /** Forgets the token locally, without the backend. */
  dropToken: () => void;
}

/**
 * The login guard, run before every navigation to `pathname` (`search`: its query, kept for the
 * way back after signing in).
 */
export async function decideNavigation(
  pathname: string,
  deps: GuardDeps,
  search = '',
): Promise<GuardDecision> {
  const { token, hasUserInfo } = deps.session();
  if (!token) {
    return isGuestPath(pathname)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: LOGIN_PATH, loginFirst: true };
  }
  if (pathname === LOGIN_PATH) return { kind: 'redirect', to: ROOT_PATH };
  if (hasUserInfo) return { kind: 'allow' };
  try {
    await deps.loadUserInfo();
    return { kind: 'repeat' };
  } catch (error) {
    if (deps.tokenRefused(error)) {
      // The session ended (a token kept from before, refused now): /login says so and keeps where
      // the shopper was going, as a page load's server guard does. The logout is the spec's step;
      // whatever it answers, the token is gone.
      await deps.logout().catch(() => deps.dropToken());
      return { kind: 'redirect', to: sessionEndedRedirect(`${pathname}${search}`) };
    }
    try {
      await deps.logout();
      return { kind: 'redirect', to: LOGIN_PATH };
    } catch {
      deps.dropToken();
      return { kind: 'redirect', to: ROOT_PATH };
    }
  }
}
