import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { ScreenHeader } from '@/ui/screen-header';
import { useNarrowingDraft } from './narrowing-draft';
import { NarrowingFields } from './narrowing-fields';
import {
  filterFromSearch,
  filterToSearch,
  productSorts,
  type ProductFilter,
} from './product-filter';
import '@/ui/action-bar.css';
import './catalog.css';
import './filter-screen.css';
import { paths } from '@/routing/paths';

/** Filter: category, price range and order; applying opens /products with them in the URL. */
export default function FilterScreen() {
  const location = useLocation();
  // Kept alive: a new arrival (another query) starts from what that list shows.
  return (
    <FilterForm
      key={location.search}
      initial={filterFromSearch(new URLSearchParams(location.search))}
    />
  );
}

function FilterForm({ initial }: { initial: ProductFilter }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useNarrowingDraft(initial);
  const [sort, setSort] = useState(initial.sort);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const narrowing = draft.checked();
    if (!narrowing) return;
    const filter: ProductFilter = {
      sort,
      ...narrowing,
      ...(initial.keyword && { keyword: initial.keyword }),
    };
    void navigate(paths.products(filterToSearch(filter)));
  };

  const reset = () => {
    draft.clear();
    setSort('default');
  };

  return (
    <div className="filter-screen">
      <ScreenHeader title={t('route.filter')} fallbackPath={paths.products()} />
      <form className="filter-form" onSubmit={submit} noValidate>
        <NarrowingFields
          draft={draft}
          classes={{ group: 'filter-group', legend: 'filter-legend', prices: 'filter-prices' }}
        />

        <fieldset className="filter-group">
          <legend className="filter-legend">{t('catalog.filter.sort')}</legend>
          <div className="filter-sorts">
            {productSorts.map((choice) => (
              <label key={choice} className="filter-sort">
                <input
                  type="radio"
                  name="sort"
                  value={choice}
                  checked={sort === choice}
                  onChange={() => setSort(choice)}
                />
                <span>{t(`catalog.sort.${choice}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="action-bar filter-actions">
          <Button variant="secondary" onClick={reset}>
            {t('catalog.filter.reset')}
          </Button>
          <Button type="submit">{t('catalog.filter.apply')}</Button>
        </div>
      </form>
    </div>
  );
}
