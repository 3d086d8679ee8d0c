import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FilterIcon } from '@/ui/filter-icon';
import { SearchIcon } from '@/ui/icons';
import { ProductList } from '@/ui/product-list';
import { useProducts } from './api/get-products';
import { CategoryChips } from './category-chips';
import { filterToSearch } from './product-filter';
import '@/ui/search-top-bar.css';
import './catalog.css';
import { paths } from '@/routing/paths';

/** Explore: the categories to browse and their products (`?category=<id>`, none for all). */
export default function ExploreScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('category'));
  const categoryId = Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  const filter = { sort: 'default' as const, ...(categoryId !== undefined && { categoryId }) };
  const products = useProducts(filter);
  return (
    <div className="catalog-screen">
      <header className="search-top-bar">
        <h1 className="catalog-top-title">{t('route.explore')}</h1>
        <Link to={paths.search()} className="search-top-bar-link">
          <SearchIcon color="currentColor" aria-hidden="true" />
          <span>{t('catalog.searchPlaceholder')}</span>
        </Link>
        <Link
          to={paths.filter(filterToSearch(filter))}
          className="catalog-icon-link"
          aria-label={t('route.filter')}
        >
          <FilterIcon size="1.25rem" color="currentColor" aria-hidden="true" />
        </Link>
      </header>
      <div className="catalog-sticky">
        <CategoryChips
          label={t('home.categories')}
          selected={categoryId}
          onSelect={(id) =>
            setParams(id === undefined ? {} : { category: String(id) }, { replace: true })
          }
        />
      </div>
      <ProductList products={products} label={t('catalog.productsLabel')} />
    </div>
  );
}
