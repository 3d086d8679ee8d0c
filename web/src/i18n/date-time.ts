import { createContext, useContext, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readCookie, TIME_ZONE_COOKIE, writeCookie } from '@/session/cookies';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone a server render shows times in when the browser has not told it the shopper's
 * (`TIME_ZONE_COOKIE`): the shop's clock, UTC.
 */
export const SERVER_TIME_ZONE = 'UTC';

/** A time zone Intl knows, as it names it; undefined for anything else. */
export function knownTimeZone(zone: string | undefined): string | undefined {
  if (!zone || zone.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

let deviceZone: string | undefined;

/** The time zone of this device (the browser's; the process's on the server). */
export function deviceTimeZone(): string {
  deviceZone ??=
    knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? SERVER_TIME_ZONE;
  return deviceZone;
}

/**
 * The zone the page was rendered in (root.tsx provides it from its loader: the shopper's zone the
 * browser told the server, else `SERVER_TIME_ZONE`). Unset, the device's.
 */
export const PageTimeZone = createContext<string | undefined>(undefined);

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Tells the server (a cookie) the device's time zone, for the next page it renders. */
export function rememberTimeZone(): void {
  const zone = deviceTimeZone();
  if (readCookie(TIME_ZONE_COOKIE) !== zone) writeCookie(TIME_ZONE_COOKIE, zone, ONE_YEAR_SECONDS);
}

const unchanging = () => () => {};

/**
 * The zone to show times in: the page's while the server renders and while the browser hydrates
 * (so both write the same text), the device's from then on (the screen renders again in it when
 * they differ; the next page the server renders is in it already).
 */
export function useTimeZone(): string {
  const page = useContext(PageTimeZone) ?? deviceTimeZone();
  return useSyncExternalStore(unchanging, deviceTimeZone, () => page);
}

/**
 * The date format of `locale` (a BCP 47 tag, as i18next's language) with `options`, made once and
 * kept: a list formats many times, and the first format a page makes loads the browser's date
 * data (about 17 ms on a desktop, four times that on a slow phone).
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Unix seconds as a date and time in the shopper's language (medium date, short time): how orders,
 * wallet records and notifications show when something happened.
 */
export function formatDateTime(seconds: number, locale: string, timeZone?: string): string {
  return dateTimeFormat(locale, timeZone ? { ...DATE_AND_TIME, timeZone } : DATE_AND_TIME).format(
    new Date(seconds * 1000),
  );
}

/** `formatDateTime` in the current language and the time zone to show (`useTimeZone`). */
export function useDateTime(): (seconds: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const timeZone = useTimeZone();
  return (seconds) => formatDateTime(seconds, locale, timeZone);
}
