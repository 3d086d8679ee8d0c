import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '@/ui/lazy-image';
import { QueryState } from '@/ui/query-state';
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
        <QueryState
          query={platform}
          pending={
            <>
              <Skeleton height="12rem" radius="16px" />
              <Skeleton height="10rem" radius="16px" />
            </>
          }
          failed={t('info.loadFailed')}
        >
          {(info) => (
            <>
              <section className="info-platform" aria-labelledby="platform-name">
                <LazyImage className="info-platform-logo" src={info.logo} alt="" />
                <h2 id="platform-name" className="info-platform-name">
                  {info.name}
                </h2>
                <p className="info-platform-description">{info.description}</p>
              </section>
              <dl className="info-contacts" aria-label={t('info.platform.contacts')}>
                <div className="info-contact">
                  <dt>{t('info.platform.email')}</dt>
                  <dd>
                    <a href={`mailto:${info.email}`}>{info.email}</a>
                  </dd>
                </div>
                <div className="info-contact">
                  <dt>{t('info.platform.phone')}</dt>
                  <dd>
                    <a href={`tel:${info.phone.replace(/\s+/g, '')}`}>{info.phone}</a>
                  </dd>
                </div>
                <div className="info-contact">
                  <dt>{t('info.platform.address')}</dt>
                  <dd>{info.address}</dd>
                </div>
                <div className="info-contact">
                  <dt>{t('info.platform.hours')}</dt>
                  <dd>{info.service_hours}</dd>
                </div>
                <div className="info-contact">
                  <dt>{t('info.platform.currency')}</dt>
                  <dd>{info.currency}</dd>
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
        </QueryState>
      </div>
    </div>
  );
}
