import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/text-field';
import type { PriceProblem } from './product-filter';

/** What `checkPriceRange` found wrong with each bound, if anything. */
export type PriceProblems = { minPrice?: PriceProblem; maxPrice?: PriceProblem };

/**
 * The price range's two fields (lowest, highest) with their problems, shared by the /filter
 * screen and the search results' filter panel. `className` lays the pair out.
 */
export function PriceRangeFields({
  className,
  minPrice,
  maxPrice,
  problems,
  onChange,
}: {
  className: string;
  minPrice: string;
  maxPrice: string;
  problems: PriceProblems;
  onChange: (bound: 'minPrice' | 'maxPrice', value: string) => void;
}) {
  const { t } = useTranslation();
  const problemText = (problem: PriceProblem | undefined) =>
    problem && t(problem === 'format' ? 'catalog.filter.priceFormat' : 'catalog.filter.priceOrder');
  return (
    <div className={className}>
      <TextField
        label={t('catalog.filter.minPrice')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={minPrice}
        error={problemText(problems.minPrice)}
        onChange={(event) => onChange('minPrice', event.target.value)}
      />
      <TextField
        label={t('catalog.filter.maxPrice')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="999"
        value={maxPrice}
        error={problemText(problems.maxPrice)}
        onChange={(event) => onChange('maxPrice', event.target.value)}
      />
    </div>
  );
}
