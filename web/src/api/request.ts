import { currentLanguage, i18n } from '@/i18n/i18n';
import { session } from '@/session/session-store';
import { toast } from '@/ui/toast-store';
import { takeEarly, TOKEN_HEADER } from './early-requests';
import { createHttpClient } from './http-client';
import { isSignedIn } from './signed-in';

/** The header that carries the session token on protected calls (see the API contract). */
export { TOKEN_HEADER };

let sessionExpiredHandler: () => void = () => {};

/** The app decides where an expired session leads (the login screen). */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/** The one HTTP client of the app, wired to the session, the language and the toasts. */
export const request = createHttpClient({
  // A landing screen's first calls may already be on their way (app/landing-calls.ts).
  fetch: (input, init) => takeEarly(input, init) ?? globalThis.fetch(input, init),
  tokenHeader: TOKEN_HEADER,
  getToken: () => session.get().token,
  isSignedIn,
  getLanguage: () => currentLanguage(),
  translate: (message) =>
    message.key === 'error.status'
      ? i18n.t('error.status', { status: message.status })
      : i18n.t(message.key),
  showFailure: (message) => toast.fail(message),
  onSessionExpired: () => endSession(),
});

function endSession(): void {
  session.clear();
  sessionExpiredHandler();
}

/**
 * A 401 met outside the client (an upload over XMLHttpRequest): the same ending as the client's,
 * the reason as a toast, then the session cleared and the handler's screen, when signed in.
 */
export function reportUnauthorized(msg: string): void {
  if (!isSignedIn()) return;
  toast.fail(msg);
  endSession();
}
