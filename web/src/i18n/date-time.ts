import { useTranslation } from 'react-i18next';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Unix seconds as a date and time in the shopper's language (medium date, short time): how orders,
 * wallet records and notifications show when something happened. One formatter per language.
 */
export function formatDateTime(seconds: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(new Date(seconds * 1000));
}

/** `formatDateTime` in the current language. */
export function useDateTime(): (seconds: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return (seconds) => formatDateTime(seconds, locale);
}
