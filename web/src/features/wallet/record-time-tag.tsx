import { useTranslation } from 'react-i18next';
import { formatDateTime, useTimeZone } from '@/i18n/date-time';

/** When a record happened, in the shopper's language, machine-readable too. */
export function RecordTime({ at }: { at: number }) {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <time dateTime={new Date(at * 1000).toISOString()}>
      {formatDateTime(at, i18n.language, timeZone)}
    </time>
  );
}
