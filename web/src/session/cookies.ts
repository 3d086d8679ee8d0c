// Cookies the storefront owns: the session token, the shopper's language choice and time zone.
export const TOKEN_COOKIE = 'Admin-Token';
export const LANGUAGE_COOKIE = 'Local_Lang';
/** The shopper's time zone (IANA name), so the server renders times as the browser shows them. */
export const TIME_ZONE_COOKIE = 'Local_TimeZone';
const THREE_DAYS_SECONDS = 3 * 24 * 60 * 60;

export function readCookie(name: string): string | undefined {
  // The server reads the request's cookies itself (session/request-scope.ts), never a global.
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = THREE_DAYS_SECONDS): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
}

/**
 * Set by the page server beside the dropped token when the backend refused it on a guest page:
 * the shell tells the shopper their session ended, once, and removes it.
 */
export const SESSION_ENDED_COOKIE = 'Session_Ended';

export const getToken = (): string | undefined => readCookie(TOKEN_COOKIE) || undefined;
export const setToken = (token: string): void => writeCookie(TOKEN_COOKIE, token);
export const removeToken = (): void => removeCookie(TOKEN_COOKIE);

export const getLanguageCookie = (): string | undefined => readCookie(LANGUAGE_COOKIE) || undefined;
export const setLanguageCookie = (code: string): void => writeCookie(LANGUAGE_COOKIE, code);
