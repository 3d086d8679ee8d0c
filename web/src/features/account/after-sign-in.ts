import { AFTER_LOGIN_KEY } from '@/routing/login-guard';
import { sessionCache } from '@/session/session-storage';
import { paths } from '@/routing/paths';

/** Paths that make no sense to return to once signed in. */
const ACCOUNT_ENTRY = [paths.login(), paths.register(), paths.forgotPassword()];

/**
 * `value` when it is a path of this app worth returning to (`/bag?x=1`), else undefined: never
 * another site (`//host`, `https://…`, a backslash browsers read as a slash), never an account
 * entry screen.
 */
export function returnPathOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  if (/[\\\u0000-\u001f]/.test(value)) return undefined;
  const pathname = value.split(/[?#]/)[0] ?? value;
  return ACCOUNT_ENTRY.includes(pathname) ? undefined : value;
}

/**
 * Where the shopper goes after signing in: the path the login address names (`?redirect=`, the
 * server's login guard sets it), else the screen the browser's guard stopped them at, else the
 * screen they came from (router state `from`), else the root. Only same-app paths are followed.
 */
export function afterSignInPath(from: unknown, returnTo?: unknown): string {
  const stored = sessionCache.get(AFTER_LOGIN_KEY);
  sessionCache.remove(AFTER_LOGIN_KEY);
  for (const candidate of [returnTo, stored, from]) {
    const path = returnPathOf(candidate);
    if (path !== undefined) return path;
  }
  return '/';
}
