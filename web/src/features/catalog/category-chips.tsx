import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, useCategoryLabel } from '@/ui/categories';
import { Skeleton } from '@/ui/skeleton';
import './category-chips.css';

/** A row of category choices ("All" first); the chosen one scrolls into view. */
export function CategoryChips({
  selected,
  onSelect,
  label,
}: {
  selected: number | undefined;
  onSelect: (categoryId: number | undefined) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const categoryLabel = useCategoryLabel();
  const row = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const chosen = row.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    // Not every engine has scrollIntoView (test DOMs); the row still works without it.
    chosen?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected, categories.data]);

  return (
    <div ref={row} className="category-chips" role="group" aria-label={label}>
      <button
        type="button"
        className="category-chip"
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        {t('catalog.allCategories')}
      </button>
      {categories.data
        ? categories.data.map((category) => (
            <button
              key={category.id}
              type="button"
              className="category-chip"
              aria-pressed={selected === category.id}
              onClick={() => onSelect(category.id)}
            >
              {categoryLabel(category)}
            </button>
          ))
        : Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} width={72} height={32} radius="999px" />
          ))}
    </div>
  );
}
