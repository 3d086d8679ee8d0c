import { useTranslation } from 'react-i18next';
import { productSorts, type ProductSort } from './product-filter';

/** Quick switch of the list's order, above the products. */
export function SortTabs({
  sort,
  onChange,
  choices = productSorts,
}: {
  sort: ProductSort;
  onChange: (sort: ProductSort) => void;
  /** The orders offered (all by default). */
  choices?: readonly ProductSort[];
}) {
  const { t } = useTranslation();
  return (
    <div className="catalog-sorts" role="group" aria-label={t('catalog.sortLabel')}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className="catalog-sort"
          aria-pressed={sort === choice}
          onClick={() => onChange(choice)}
        >
          {t(`catalog.sort.${choice}`)}
        </button>
      ))}
    </div>
  );
}
