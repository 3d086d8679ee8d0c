import { dateTimeFormat } from '@/i18n/date-time';

type Span = 'today' | 'thisYear' | 'older';

const spans: Record<Span, Intl.DateTimeFormatOptions> = {
  today: { hour: '2-digit', minute: '2-digit' },
  thisYear: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  older: { year: 'numeric', month: 'short', day: 'numeric' },
};

/** The calendar day of `date` in `timeZone` (the device's without one), as YYYY-MM-DD. */
function dayOf(date: Date, timeZone: string | undefined): string {
  if (!timeZone) {
    const month = String(date.getMonth() + 1).padStart(2, '0');
    return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, '0')}`;
  }
  const day = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone } as const;
  return dateTimeFormat('en-CA', day).format(date);
}

/**
 * A message time in the shopper's language: the hour today, the day and hour this year, the full
 * date before that; in `timeZone` (`useTimeZone`), else the device's.
 */
export function chatTime(
  seconds: number,
  locale: string,
  now = new Date(),
  timeZone?: string,
): string {
  const date = new Date(seconds * 1000);
  const [day, today] = [dayOf(date, timeZone), dayOf(now, timeZone)];
  const span: Span =
    day === today ? 'today' : day.slice(0, 4) === today.slice(0, 4) ? 'thisYear' : 'older';
  return dateTimeFormat(locale, timeZone ? { ...spans[span], timeZone } : spans[span]).format(date);
}
