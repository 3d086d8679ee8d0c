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
