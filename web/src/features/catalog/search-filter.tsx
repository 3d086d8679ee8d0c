import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { useCategories, useCategoryLabel } from '@/ui/categories';
import { FilterIcon } from '@/ui/filter-icon';
import { CloseIcon } from '@/ui/icons';
import { useMoney } from '@/ui/money';
import { narrowingCount, useNarrowingDraft, type SearchNarrowing } from './narrowing-draft';
import { NarrowingFields } from './narrowing-fields';
import './search-filter.css';
import '@/ui/count-pill.css';

/**
 * The search results' filter: a toggle opening a panel (category, price range) and the filters in
 * force as chips, each removable with one tap. The API filters (`category_id`, `min_price`,
 * `max_price` of GET /api/index/product), so every page of the results is narrowed.
 */
export function SearchFilter({
  filter,
  onChange,
}: {
  filter: SearchNarrowing;
  onChange: (next: SearchNarrowing) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = narrowingCount(filter);
  return (
    <div className="search-filter">
      <div className="search-filter-row">
        <button
          type="button"
          className="search-filter-toggle"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={count > 0 ? t('catalog.filterActive', { count }) : undefined}
          onClick={() => setOpen(!open)}
        >
          <FilterIcon color="currentColor" />
          <span>{t('catalog.search.filter')}</span>
          {count > 0 && (
            <span className="count-pill" aria-hidden="true">
              {count}
            </span>
          )}
        </button>
        <ActiveFilters filter={filter} onChange={onChange} />
      </div>
      {open && (
        <FilterPanel
          id={panelId}
          initial={filter}
          onApply={(next) => {
            setOpen(false);
            onChange(next);
          }}
        />
      )}
    </div>
  );
}

function ActiveFilters({
  filter,
  onChange,
}: {
  filter: SearchNarrowing;
  onChange: (next: SearchNarrowing) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const categories = useCategories();
  const categoryLabel = useCategoryLabel();
  const category = categories.data?.find((entry) => entry.id === filter.categoryId);
  const { minPrice, maxPrice } = filter;
  const price =
    minPrice && maxPrice
      ? t('catalog.priceBetween', { min: money(minPrice), max: money(maxPrice) })
      : minPrice
        ? t('catalog.priceFrom', { min: money(minPrice) })
        : maxPrice
          ? t('catalog.priceUpTo', { max: money(maxPrice) })
          : undefined;
  const chips = [
    category && {
      key: 'category',
      label: categoryLabel(category),
      without: { ...filter, categoryId: undefined },
    },
    price && {
      key: 'price',
      label: price,
      without: { ...filter, minPrice: undefined, maxPrice: undefined },
    },
  ].filter((chip) => Boolean(chip)) as Array<{
    key: string;
    label: string;
    without: SearchNarrowing;
  }>;
  if (chips.length === 0) return null;
  return (
    <ul className="search-filter-chips" aria-label={t('catalog.search.activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="search-filter-chip"
            aria-label={t('catalog.search.removeFilter', { filter: chip.label })}
            onClick={() => onChange(chip.without)}
          >
            <span>{chip.label}</span>
            <CloseIcon size="0.75rem" color="currentColor" />
          </button>
        </li>
      ))}
    </ul>
  );
}

function FilterPanel({
  id,
  initial,
  onApply,
}: {
  id: string;
  initial: SearchNarrowing;
  onApply: (next: SearchNarrowing) => void;
}) {
  const { t } = useTranslation();
  const draft = useNarrowingDraft(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const narrowing = draft.checked();
    if (narrowing) onApply(narrowing);
  };

  return (
    <form
      id={id}
      className="search-filter-panel"
      aria-label={t('catalog.search.filter')}
      onSubmit={submit}
      noValidate
    >
      <NarrowingFields
        draft={draft}
        classes={{ group: 'search-filter-group', prices: 'search-filter-prices' }}
      />
      <div className="search-filter-actions">
        <Button variant="secondary" size="small" onClick={draft.clear}>
          {t('catalog.filter.reset')}
        </Button>
        <Button type="submit" size="small">
          {t('catalog.filter.apply')}
        </Button>
      </div>
    </form>
  );
}
