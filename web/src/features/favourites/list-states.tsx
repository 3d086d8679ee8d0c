import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingRows } from '@/ui/skeleton-rows';

const SAVED_ROW = {
  rowClassName: 'saved-row',
  thumb: { width: '72px', height: '72px', radius: '10px' },
  lines: ['70%', '40%'],
};

/** Rows of grey while the first page loads. */
export function ListSkeleton() {
  return <LoadingRows rows={4} row={SAVED_ROW} />;
}

/** The first page failed: say so and offer to try again. */
export function ListError({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('favourites.loadFailed')}
      action={
        <Button variant="secondary" size="small" onClick={() => void onRetry()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

export function ListEmpty({
  title,
  body,
  action,
}: {
  title: string;
  body: string;
  action: ReactNode;
}) {
  return <EmptyState title={title} body={body} action={action} />;
}
