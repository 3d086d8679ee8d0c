import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCategories, useCategoryLabel } from '@/ui/categories';
import { FilterIcon } from '@/ui/filter-icon';
import { useMoney } from '@/ui/money';
import { ProductList } from '@/ui/product-list';
import { ScreenHeader } from '@/ui/screen-header';
import { useProducts } from './api/get-products';
import {
  activeFilterCount,
  filterFromSearch,
  filterToSearch,
  type ProductFilter,
} from './product-filter';
import { SortTabs } from './sort-tabs';
import './catalog.css';
import { paths } from '@/routing/paths';
import '@/ui/count-pill.css';

/** All products, narrowed by the filter in the URL query, endlessly paged. */
export default function ProductsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterFromSearch(params);
  const products = useProducts(filter);
  const count = activeFilterCount(filter);
  const apply = (next: ProductFilter) =>
    setParams(new URLSearchParams(filterToSearch(next)), { replace: true });
  return (
    <div className="catalog-screen">
      <ScreenHeader
        title={t('route.products')}
        action={
          <Link
            to={paths.filter(filterToSearch(filter))}
            className="catalog-icon-link"
            aria-label={count > 0 ? t('catalog.filterActive', { count }) : t('route.filter')}
          >
            <FilterIcon size="1.25rem" />
            {count > 0 && (
              <span className="count-pill catalog-badge" aria-hidden="true">
                {count}
              </span>
            )}
          </Link>
        }
      />
      <div className="catalog-sticky catalog-sticky-under-header">
        <SortTabs sort={filter.sort} onChange={(sort) => apply({ ...filter, sort })} />
      </div>
      <FilterSummary filter={filter} />
      <ProductList products={products} label={t('catalog.productsLabel')} />
    </div>
  );
}

/** One line saying what the list is narrowed to, when it is. */
function FilterSummary({ filter }: { filter: ProductFilter }) {
  const { t } = useTranslation();
  const money = useMoney();
  const categories = useCategories();
  const categoryLabel = useCategoryLabel();
  const category = categories.data?.find((entry) => entry.id === filter.categoryId);
  const parts = [
    filter.keyword && t('catalog.summaryKeyword', { keyword: filter.keyword }),
    category && categoryLabel(category),
    filter.minPrice && filter.maxPrice
      ? t('catalog.priceBetween', { min: money(filter.minPrice), max: money(filter.maxPrice) })
      : filter.minPrice
        ? t('catalog.priceFrom', { min: money(filter.minPrice) })
        : filter.maxPrice
          ? t('catalog.priceUpTo', { max: money(filter.maxPrice) })
          : undefined,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="catalog-summary">{parts.join(' · ')}</p>;
}
