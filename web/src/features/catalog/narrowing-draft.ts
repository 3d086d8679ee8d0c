import { useState } from 'react';
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

/** What the search results are narrowed to besides the words and the order. */
export type SearchNarrowing = Narrowing;

/** How many narrowings are on (category, price range): the toggle's count. */
export function narrowingCount(filter: SearchNarrowing): number {
  return (
    Number(filter.categoryId !== undefined) + Number(Boolean(filter.minPrice || filter.maxPrice))
  );
}
