import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { LanguageCode } from '@/i18n/languages';

/**
 * The session as `session/session-store.ts` keeps it: the token (the `Admin-Token` cookie) and the
 * Message tab's unread total. Defined here, where the store reads the request's one from, so the
 * two modules do not import each other.
 */
export interface SessionState {
  token: string | undefined;
  unreadChatTotal: number;
}

/**
 * What a server render knows of the request it answers: the shopper's token (the `Admin-Token`
 * cookie), their language, a query client of its own, and how to reach the backend's /api. The
 * browser has no scope (`requestScope()` is undefined there): its app reads the cookie, the global
 * query client and i18next as before. On the server every module-level singleton the browser uses
 * (session, query client, i18next's language) is replaced by the request's own through this one
 * function, so nothing a request learns can reach another's render.
 */
export interface RequestScope {
  session: SessionState;
  language: LanguageCode;
  /** The time zone the page shows times in (the browser's `Local_TimeZone`, else UTC). */
  timeZone: string;
  queryClient: QueryClient;
  /** i18next for this request's language (a clone sharing the loaded strings). */
  i18n: I18n;
  /** Fetches a backend path (`/api/...`) with the request's own deadline. */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  /** The CSP nonce of this response's scripts. */
  nonce: string;
  /** The shop's public origin (`https://shop.example`), for canonical and link-preview URLs. */
  publicOrigin: string;
  /** Origins the page may connect to besides its own (the chat socket's), for the CSP. */
  connectSources: readonly string[];
}

let read: () => RequestScope | undefined = () => undefined;

/** The current request's scope on the server; undefined in the browser. */
export function requestScope(): RequestScope | undefined {
  return read();
}

/** The server's entry tells where the scope lives (an AsyncLocalStorage); called once. */
export function readRequestScopeFrom(reader: () => RequestScope | undefined): void {
  read = reader;
}
