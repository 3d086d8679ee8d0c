import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollHint } from '@/ui/scroll-hint';
import { productSorts, type ProductSort } from './product-filter';

/** Quick switch of the list's order, above the products; a row cut at the edge fades there. */
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
  const row = useRef<HTMLDivElement>(null);
  useScrollHint(row, choices);
  return (
    <div
      ref={row}
      className="catalog-sorts scroll-hint"
      role="group"
      aria-label={t('catalog.sortLabel')}
    >
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
