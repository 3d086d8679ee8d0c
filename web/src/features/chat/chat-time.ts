type Span = 'today' | 'thisYear' | 'older';

const spans: Record<Span, Intl.DateTimeFormatOptions> = {
  today: { hour: '2-digit', minute: '2-digit' },
  thisYear: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  older: { year: 'numeric', month: 'short', day: 'numeric' },
};

/** Made once per language and span: a list of conversations formats many times. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, span: Span): Intl.DateTimeFormat {
  const key = `${locale}|${span}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, spans[span]);
    formats.set(key, format);
  }
  return format;
}

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
  return formatOf(locale, span).format(date);
}

/**
 * The browser loads its date data the first time a page formats a date (about 17 ms on a desktop,
 * four times that on a slow phone); after that a format in any language takes under a
 * millisecond. The chat's screens call this when their code loads, so that this happens in a task
 * of its own rather than in the render that first shows a time.
 */
export function prepareChatTimes(locale: string): void {
  formatOf(locale, 'today');
}
