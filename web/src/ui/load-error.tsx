import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';

/**
 * What a screen or a section shows when its data could not be loaded (the HTTP client already
 * toasted why): a plain sentence and a retry button.
 */
export function LoadError({
  onRetry,
  retrying = false,
}: {
  onRetry: () => unknown;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<AlertIcon size="2rem" color="var(--color-brand)" />}
      title={t('loadError.title')}
      body={t('loadError.body')}
      action={
        <Button variant="secondary" size="small" busy={retrying} onClick={() => void onRetry()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
