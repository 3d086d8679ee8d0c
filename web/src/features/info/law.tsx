import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '@/ui/screen-header';
import { usePolicies } from './api/get-policies';
import { ArticleList } from './article-list';
import './info.css';
import { paths } from '@/routing/paths';

/** /law: the server's law and policy texts in the shopper's language. */
export default function LawScreen() {
  const { t } = useTranslation();
  const policies = usePolicies();
  return (
    <div className="info-screen">
      <ScreenHeader title={t('route.law')} fallbackPath={paths.profile()} />
      <div className="info-body">
        <p className="info-intro">{t('info.law.intro')}</p>
        <ArticleList articles={policies} />
      </div>
    </div>
  );
}
