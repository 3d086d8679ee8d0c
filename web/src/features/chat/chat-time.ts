import { dateTimeFormat } from '@/i18n/date-time';

type Span = 'today' | 'thisYear' | 'older';

const spans: Record<Span, Intl.DateTimeFormatOptions> = {
  today: { hour: '2-digit', minute: '2-digit' },
  thisYear: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  older: { year: 'numeric', month: 'short', day: 'numeric' },
};

/**
 * A message time in the shopper's language: the hour today, the day and hour this year, the full
 * date before that.
 */
export function chatTime(seconds: number, locale: string, now = new Date()): string {
  const date = new Date(seconds * 1000);
  const span: Span =
    date.toDateString() === now.toDateString()
      ? 'today'
      : date.getFullYear() === now.getFullYear()
        ? 'thisYear'
        : 'older';
  return dateTimeFormat(locale, spans[span]).format(date);
}

/**
 * The browser loads its date data the first time a page formats a date; after that a format in
 * any language takes under a millisecond. The conversation list calls this when its code loads,
 * so that this happens in a task of its own rather than in the render that first shows a time,
 * and makes the format its rows use today (`locale` as i18next's language, a BCP 47 tag).
 */
export function prepareChatTimes(locale: string): void {
  dateTimeFormat(locale, spans.today);
}
