import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';
import { ShopIcon } from './icons';
import './not-found-state.css';
import { paths } from '@/routing/paths';

/** A product or shop the server does not have (or a bad id): what is missing, and the way home. */
export function NotFoundState({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ShopIcon size="2rem" color="var(--color-brand)" />}
      title={title}
      body={body}
      action={
        <Link to={paths.home()} className="not-found-state-link">
          {t('common.backHome')}
        </Link>
      }
    />
  );
}
