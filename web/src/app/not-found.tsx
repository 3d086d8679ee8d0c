import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/ui/empty-state';
import { SearchIcon } from '@/ui/icons';
import { ScreenHeader } from '@/ui/screen-header';
import '@/ui/button.css';
import './screen-placeholder.css';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="placeholder-screen">
      <ScreenHeader title={t('route.notFound')} />
      <div className="placeholder-body">
        <EmptyState
          icon={<SearchIcon size="2rem" color="var(--color-brand)" />}
          title={t('route.notFound')}
          body={t('error.notFound')}
          action={
            <Link to="/home" className="button button-primary">
              {t('common.backHome')}
            </Link>
          }
        />
      </div>
    </div>
  );
}
