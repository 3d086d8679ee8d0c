const formatters = new Map<string, Intl.DateTimeFormat>();

/** A record's time (Unix seconds) as a short date and time in the shopper's language. */
export function formatRecordTime(seconds: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(seconds * 1000));
}
