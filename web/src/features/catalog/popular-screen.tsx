import { useTranslation } from 'react-i18next';
import { ProductList } from '@/ui/product-list';
import { ScreenHeader } from '@/ui/screen-header';
import { usePopularProducts } from './api/get-popular-products';
import './catalog.css';

/** Popular: the hot products, best sellers first. */
export default function PopularScreen() {
  const { t } = useTranslation();
  const products = usePopularProducts();
  return (
    <div className="catalog-screen">
      <ScreenHeader title={t('route.popular')} />
      <p className="catalog-summary">{t('catalog.popularIntro')}</p>
      <ProductList products={products} label={t('route.popular')} />
    </div>
  );
}
