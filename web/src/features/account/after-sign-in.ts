import { AFTER_LOGIN_KEY } from '@/app/guard-loader';
import { sessionCache } from '@/session/session-storage';
import { paths } from '@/app/paths';

/** Paths that make no sense to return to once signed in. */
const ACCOUNT_ENTRY = [paths.login(), paths.register(), paths.forgotPassword()];

/**
 * Where the shopper goes after signing in: the screen the guard stopped them at, else the screen
 * they came from (router state `from`), else the root. Only same-app paths are followed.
 */
export function afterSignInPath(from: unknown): string {
  const stored = sessionCache.get(AFTER_LOGIN_KEY);
  sessionCache.remove(AFTER_LOGIN_KEY);
  for (const candidate of [stored, from]) {
    if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//'))
      continue;
    const pathname = candidate.split(/[?#]/)[0] ?? candidate;
    if (!ACCOUNT_ENTRY.includes(pathname)) return candidate;
  }
  return '/';
}
