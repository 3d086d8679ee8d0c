import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/text-field';
import { CategoryChips } from './category-chips';
import { checkPriceRange, type PriceProblem, type ProductFilter } from './product-filter';

/** What a list is narrowed to besides its words and its order: a category, a price range. */
export type Narrowing = Pick<ProductFilter, 'categoryId' | 'minPrice' | 'maxPrice'>;

/** What `checkPriceRange` found wrong with each bound, if anything. */
type PriceProblems = { minPrice?: PriceProblem; maxPrice?: PriceProblem };

/**
 * The narrowing being chosen in a form (the /filter screen, the search results' filter panel):
 * the fields' text, the price problems shown, and `checked()` giving what was chosen.
 */
export function useNarrowingDraft(initial: Narrowing) {
  const [categoryId, setCategoryId] = useState(initial.categoryId);
  const [minPrice, setMinPrice] = useState(initial.minPrice ?? '');
  const [maxPrice, setMaxPrice] = useState(initial.maxPrice ?? '');
  const [problems, setProblems] = useState<PriceProblems>({});
  return {
    categoryId,
    setCategoryId,
    minPrice,
    maxPrice,
    problems,
    setPrice(bound: 'minPrice' | 'maxPrice', value: string) {
      (bound === 'minPrice' ? setMinPrice : setMaxPrice)(value);
      setProblems({});
    },
    clear() {
      setCategoryId(undefined);
      setMinPrice('');
      setMaxPrice('');
      setProblems({});
    },
    /** What was chosen, or undefined (its problems then shown) when the price range is wrong. */
    checked(): Narrowing | undefined {
      const found = checkPriceRange(minPrice, maxPrice);
      setProblems(found);
      if (found.minPrice || found.maxPrice) return undefined;
      return {
        ...(categoryId !== undefined && { categoryId }),
        ...(minPrice.trim() && { minPrice: minPrice.trim() }),
        ...(maxPrice.trim() && { maxPrice: maxPrice.trim() }),
      };
    },
  };
}

/**
 * A draft's two fieldsets: the category chips and the price range's two fields with their
 * problems. The classes lay them out in each form.
 */
export function NarrowingFields({
  draft,
  classes,
}: {
  draft: ReturnType<typeof useNarrowingDraft>;
  classes: { group: string; legend?: string; prices: string };
}) {
  const { t } = useTranslation();
  const problemText = (problem: PriceProblem | undefined) =>
    problem && t(problem === 'format' ? 'catalog.filter.priceFormat' : 'catalog.filter.priceOrder');
  const bounds = [
    { bound: 'minPrice', placeholder: '0' },
    { bound: 'maxPrice', placeholder: '999' },
  ] as const;
  return (
    <>
      <fieldset className={classes.group}>
        <legend className={classes.legend}>{t('catalog.filter.category')}</legend>
        <CategoryChips
          label={t('catalog.filter.category')}
          selected={draft.categoryId}
          onSelect={draft.setCategoryId}
        />
      </fieldset>
      <fieldset className={classes.group}>
        <legend className={classes.legend}>{t('catalog.filter.price')}</legend>
        <div className={classes.prices}>
          {bounds.map(({ bound, placeholder }) => (
            <TextField
              key={bound}
              label={t(`catalog.filter.${bound}`)}
              inputMode="decimal"
              autoComplete="off"
              placeholder={placeholder}
              value={draft[bound]}
              error={problemText(draft.problems[bound])}
              onChange={(event) => draft.setPrice(bound, event.target.value)}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
