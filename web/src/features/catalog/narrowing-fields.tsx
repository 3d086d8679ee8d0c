import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/text-field';
import { CategoryChips } from './category-chips';
import type { useNarrowingDraft } from './narrowing-draft';
import type { PriceProblem } from './product-filter';

export type { Narrowing } from './narrowing-draft';

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
