import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon } from '@/ui/icons';
import './screen-placeholder.css';

/** A screen that failed to load (e.g. its chunk after a new release): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
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
