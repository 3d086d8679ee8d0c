import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenHeader } from '@/ui/screen-header';
import { useHelpArticles } from './api/get-help-articles';
import { ArticleList } from './article-list';
import '@/ui/button.css';
import './info.css';
import { paths } from '@/routing/paths';

/** /helpAndSupport: the server's help articles in the shopper's language, and a way to ask. */
export default function HelpAndSupportScreen() {
  const { t } = useTranslation();
  const articles = useHelpArticles();
  return (
    <div className="info-screen">
      <ScreenHeader title={t('route.helpAndSupport')} fallbackPath={paths.profile()} />
      <div className="info-body">
        <p className="info-intro">{t('info.help.intro')}</p>
        <ArticleList articles={articles} />
        <Link to={paths.service()} className="button button-secondary button-block">
          {t('info.help.contact')}
        </Link>
      </div>
    </div>
  );
}
