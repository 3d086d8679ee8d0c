import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { EmptyState } from '@/ui/empty-state';
import { SearchIcon } from '@/ui/icons';
import { ScreenHeader } from '@/ui/screen-header';
import { RouteError } from './route-error';
import '@/ui/button.css';
import './screen-placeholder.css';

/** What is missing, in the shopper's words (already translated). */
export interface NotFoundTexts {
  title: string;
  body: string;
}

/** The not-found screen: an unknown address, product or shop, and the way home. */
export function NotFoundScreen({ title, body }: NotFoundTexts) {
  const { t } = useTranslation();
  return (
    <div className="placeholder-screen">
      <ScreenHeader title={t('route.notFound')} />
      <div className="placeholder-body">
        <EmptyState
          icon={<SearchIcon size="2rem" color="var(--color-brand)" />}
          title={title}
          body={body}
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

/** Any other address (the catch-all route, answered with HTTP 404). */
export default function NotFound() {
  const { t } = useTranslation();
  return <NotFoundScreen title={t('route.notFound')} body={t('error.notFound')} />;
}

/**
 * A route's error boundary for what its server loader may not find: its
 * `data(null, { status: 404 })` shows the not-found screen, naming the product or shop that is
 * missing; any other error shows the screen-load error.
 */
export function NotFoundBoundary({ missing }: { missing?: 'product' | 'shop' }) {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError />;
  const texts =
    missing === 'product'
      ? { title: t('product.notFound'), body: t('product.notFoundBody') }
      : missing === 'shop'
        ? { title: t('shop.notFound'), body: t('shop.notFoundBody') }
        : { title: t('route.notFound'), body: t('error.notFound') };
  return <NotFoundScreen {...texts} />;
}
