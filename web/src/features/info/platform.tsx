import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LazyImage } from '@/ui/lazy-image';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { usePlatformInfo } from './api/get-platform-info';
import './info.css';
import { paths } from '@/routing/paths';

/** /platform: who runs the marketplace and how to reach them. */
export default function PlatformScreen() {
  const { t } = useTranslation();
  const platform = usePlatformInfo();
  return (
    <div className="info-screen">
      <ScreenHeader title={t('route.platform')} fallbackPath={paths.profile()} />
      <div className="info-body">
        {platform.isPending ? (
          <>
            <Skeleton height="12rem" radius="16px" />
            <Skeleton height="10rem" radius="16px" />
          </>
        ) : platform.isError ? (
          <EmptyState
            title={t('info.loadFailed')}
            action={
              <Button variant="secondary" size="small" onClick={() => void platform.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : (
          <>
            <section className="info-platform" aria-labelledby="platform-name">
              <LazyImage className="info-platform-logo" src={platform.data.logo} alt="" />
              <h2 id="platform-name" className="info-platform-name">
                {platform.data.name}
              </h2>
              <p className="info-platform-description">{platform.data.description}</p>
            </section>
            <dl className="info-contacts" aria-label={t('info.platform.contacts')}>
              <div className="info-contact">
                <dt>{t('info.platform.email')}</dt>
                <dd>
                  <a href={`mailto:${platform.data.email}`}>{platform.data.email}</a>
                </dd>
              </div>
              <div className="info-contact">
                <dt>{t('info.platform.phone')}</dt>
                <dd>
                  <a href={`tel:${platform.data.phone.replace(/\s+/g, '')}`}>
                    {platform.data.phone}
                  </a>
                </dd>
              </div>
              <div className="info-contact">
                <dt>{t('info.platform.address')}</dt>
                <dd>{platform.data.address}</dd>
              </div>
              <div className="info-contact">
                <dt>{t('info.platform.hours')}</dt>
                <dd>{platform.data.service_hours}</dd>
              </div>
              <div className="info-contact">
                <dt>{t('info.platform.currency')}</dt>
                <dd>{platform.data.currency}</dd>
              </div>
            </dl>
            <p className="info-note" role="note">
              {t('info.platform.exampleNote')}
            </p>
            <div className="info-articles">
              <Link to={paths.law()} className="info-article info-article-title">
                <span>{t('route.law')}</span>
              </Link>
              <Link to={paths.helpAndSupport()} className="info-article info-article-title">
                <span>{t('route.helpAndSupport')}</span>
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
