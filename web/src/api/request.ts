import { requestScope } from '@/session/request-scope';
import { currentLanguage, i18n } from '@/i18n/i18n';
import { session } from '@/session/session-store';
import { toast } from '@/ui/toast-store';
import { TOKEN_HEADER } from './headers';
import { createHttpClient } from './http-client';
import { isSignedIn } from './signed-in';

/** The header that carries the session token on protected calls (see the API contract). */
export { TOKEN_HEADER };

let sessionExpiredHandler: () => void = () => {};

/** The app decides where an expired session leads (the login screen). */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/**
 * The one HTTP client of the app, wired to the session, the language and the toasts. On the server
 * (a route loader's calls) the request's scope gives the token, the language and the way to the
 * backend, and a failure is the loader's to handle: no toast, no end of a session.
 */
export const request = createHttpClient({
  fetch: (input, init) => {
    const scope = requestScope();
    return scope ? scope.fetchApi(String(input), init ?? {}) : globalThis.fetch(input, init);
  },
  tokenHeader: TOKEN_HEADER,
  getToken: () => session.get().token,
  isSignedIn,
  getLanguage: () => currentLanguage(),
  translate: (message) =>
    message.key === 'error.status'
      ? i18n.t('error.status', { status: message.status })
      : i18n.t(message.key),
  showFailure: (message) => {
    if (!requestScope()) toast.fail(message);
  },
  onSessionExpired: () => {
    if (!requestScope()) endSession();
  },
  isOffline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
});

/** The session ended under the shopper (a refused token), and no other has started since. */
let ended = false;
session.onTokenChange((token) => {
  if (token) ended = false;
});

/**
 * Whether the shopper is signed out because their session ended (not because they signed out or
 * never signed in): the guard then sends a tap that was on its way to /login saying so, not
 * "Please log in first".
 */
export function sessionHasEnded(): boolean {
  return ended && !session.get().token;
}

function endSession(): void {
  ended = true;
  session.clear();
  sessionExpiredHandler();
}

/**
 * A 401 met outside the client (an upload over XMLHttpRequest): the same ending as the client's
 * when signed in, the session cleared and the handler's screen (/login, saying the session ended).
 */
export function reportUnauthorized(): void {
  if (isSignedIn()) endSession();
}
