import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * A screen opened on the way to another one (the payment code from the payment, a new address
 * from the checkout) carries where to go back as `?redirect=<path>`; it returns there when done.
 * Only a path of this app is followed, never another site: the parameter is in a URL anyone can
 * craft, so it must not become an open redirect.
 */
export const RETURN_PARAM = 'redirect';

/** What the link that opens such a screen puts in the history entry: the path it left. */
export interface ReturnState {
  returnTo: string;
}

/**
 * `value` when it is a path of this app (`/payment?orders=12`), else undefined: never another site
 * (`//host`, `https://…`, a backslash browsers read as a slash, control characters, which a URL
 * parser drops), never something a URL parser would resolve elsewhere.
 */
export function inAppPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  try {
    const base = 'http://app.invalid';
    if (new URL(value, base).origin !== base) return undefined;
  } catch {
    return undefined;
  }
  return value;
}

/** `path` with `?redirect=<returnTo>` added (encoded), so the screen can come back. */
export function withReturn(path: string, returnTo: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** The link's `state` that tells the opened screen its return path is the entry just before it. */
export function returnState(returnTo: string): ReturnState {
  return { returnTo };
}

/**
 * The screen's return path (`?redirect=`, checked) and the way back there: Back in the history
 * when the link that opened this screen came from that very path (so the earlier screen, kept
 * alive, is found as it was left and the history holds it once), else a replacing navigation (the
 * address was opened directly, or reloaded in another tab).
 */
export function useReturnTo(): { returnTo: string | undefined; goBack: () => void } {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = inAppPath(params.get(RETURN_PARAM));
  const goBack = () => {
    if (returnTo === undefined) return;
    const state: unknown = location.state;
    const openedFrom =
      typeof state === 'object' && state !== null && 'returnTo' in state
        ? (state as ReturnState).returnTo
        : undefined;
    if (openedFrom === returnTo) void navigate(-1);
    else void navigate(returnTo, { replace: true });
  };
  return { returnTo, goBack };
}
