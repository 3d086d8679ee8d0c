import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/empty-state';
import { ShopIcon } from '@/ui/icons';
import { ScreenHeader } from '@/ui/screen-header';
import type { RouteTitleKey } from './route-types';
import '@/ui/button.css';
import './screen-placeholder.css';

export interface ScreenPlaceholderProps {
  title: RouteTitleKey;
  /** Tab screens are top level: no back button. */
  topLevel: boolean;
}

/** What a screen shows until its feature is built: never a blank page. */
export function ScreenPlaceholder({ title, topLevel }: ScreenPlaceholderProps) {
  const { t } = useTranslation();
  const screen = t(title);
  return (
    <div className="placeholder-screen">
      <ScreenHeader title={screen} back={!topLevel} />
      <div className="placeholder-body">
        <EmptyState
          icon={<ShopIcon size="2rem" color="var(--color-brand)" />}
          title={t('placeholder.title', { screen })}
          body={t('placeholder.body')}
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
