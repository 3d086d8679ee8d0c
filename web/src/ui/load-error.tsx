import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';

type LoadErrorBody =
  'loadError.offline' | 'loadError.unavailable' | 'loadError.body' | 'loadError.later';

/**
 * What to tell the shopper about a failed load: offline (the browser says so), the server
 * unavailable (502, 503, 504: not their connection), the connection (no answer at all, online),
 * else to try again in a moment (a timeout, a 500, a refusal, or no error given).
 */
export function loadErrorBody(error: unknown, offline: boolean): LoadErrorBody {
  if (offline) return 'loadError.offline';
  if (!isApiError(error)) return 'loadError.later';
  if (error.failure === 'network') return 'loadError.body';
  if (error.failure === 'http' && [502, 503, 504].includes(error.status ?? 0)) {
    return 'loadError.unavailable';
  }
  return 'loadError.later';
}

/**
 * What a screen or a section shows when its data could not be loaded (the HTTP client already
 * toasted why): a plain sentence and a retry button. Given the query's `error`, the sentence says
 * what went wrong (`loadErrorBody`).
 */
export function LoadError({
  onRetry,
  retrying = false,
  error,
}: {
  onRetry: () => unknown;
  retrying?: boolean;
  error?: unknown;
}) {
  const { t } = useTranslation();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <EmptyState
      icon={<AlertIcon size="2rem" color="var(--color-brand)" />}
      title={t('loadError.title')}
      body={t(loadErrorBody(error, offline))}
      action={<RetryButton onRetry={onRetry} retrying={retrying} />}
    />
  );
}

/** A failed load said in the area's own words (`favourites.loadFailed`...), with a retry. */
export function LoadFailed({
  title,
  onRetry,
  retrying = false,
}: {
  title: string;
  onRetry: () => unknown;
  retrying?: boolean;
}) {
  return (
    <EmptyState title={title} action={<RetryButton onRetry={onRetry} retrying={retrying} />} />
  );
}

function RetryButton({ onRetry, retrying }: { onRetry: () => unknown; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" size="small" busy={retrying} onClick={() => void onRetry()}>
      {t('common.retry')}
    </Button>
  );
}
