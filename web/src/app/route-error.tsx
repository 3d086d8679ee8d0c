import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon } from '@/ui/icons';
import './screen-placeholder.css';

/** A screen that could not be loaded or shown: offer a reload (it also picks up a new release). */
export function ScreenLoadError() {
  const { t } = useTranslation();
  return (
    <div className="placeholder-screen">
      <div className="placeholder-body">
        <EmptyState
          icon={<AlertIcon size="2rem" color="var(--color-danger)" />}
          title={t('error.screenLoad')}
          action={
            <>
              <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
              <Link to="/home" reloadDocument>
                {t('common.backHome')}
              </Link>
            </>
          }
        />
      </div>
    </div>
  );
}

/** The router's error boundary: an error while rendering or guarding a screen. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <ScreenLoadError />;
}
