import { moneyToCents } from '@storefront/contracts/money';
import type { operations } from '@storefront/contracts/generated/openapi';

/** The product list's query (GET /api/index/product). */
export type ProductQuery = NonNullable<operations['indexProduct']['parameters']['query']>;
export type ProductSort = NonNullable<ProductQuery['sort']>;

export const productSorts: readonly ProductSort[] = [
  'default',
  'sales',
  'price_asc',
  'price_desc',
  'newest',
];

/**
 * What /products shows, kept in its URL query (`category_id`, `min_price`, `max_price`, `sort`,
 * `keyword`, the API's own names) so /filter can hand it over and Back restores it.
 */
export interface ProductFilter {
  categoryId?: number;
  minPrice?: string;
  maxPrice?: string;
  sort: ProductSort;
  keyword?: string;
}

function isSort(value: string | null): value is ProductSort {
  return value !== null && (productSorts as readonly string[]).includes(value);
}

function priceOf(value: string | null): string | undefined {
  const text = value?.trim();
  return text && moneyToCents(text) !== undefined ? text : undefined;
}

/** Reads a filter from a URL query; values that are not valid are left out rather than sent. */
export function filterFromSearch(params: URLSearchParams): ProductFilter {
  const filter: ProductFilter = {
    sort: isSort(params.get('sort')) ? (params.get('sort') as ProductSort) : 'default',
  };
  const category = Number(params.get('category_id'));
  if (Number.isSafeInteger(category) && category > 0) filter.categoryId = category;
  const minPrice = priceOf(params.get('min_price'));
  if (minPrice !== undefined) filter.minPrice = minPrice;
  const maxPrice = priceOf(params.get('max_price'));
  if (maxPrice !== undefined) filter.maxPrice = maxPrice;
  const keyword = params.get('keyword')?.trim();
  if (keyword) filter.keyword = keyword.slice(0, 100);
  return filter;
}

/** The URL query of a filter ("?category_id=3&sort=sales"); defaults and blanks are left out. */
export function filterToSearch(filter: ProductFilter): string {
  const params = new URLSearchParams();
  if (filter.categoryId !== undefined) params.set('category_id', String(filter.categoryId));
  if (filter.minPrice) params.set('min_price', filter.minPrice);
  if (filter.maxPrice) params.set('max_price', filter.maxPrice);
  if (filter.sort !== 'default') params.set('sort', filter.sort);
  if (filter.keyword) params.set('keyword', filter.keyword);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API query of a filter (paging is added by the list). */
export function filterToQuery(filter: ProductFilter): Omit<ProductQuery, 'page' | 'limit'> {
  return {
    ...(filter.categoryId !== undefined && { category_id: filter.categoryId }),
    ...(filter.minPrice && { min_price: filter.minPrice }),
    ...(filter.maxPrice && { max_price: filter.maxPrice }),
    ...(filter.sort !== 'default' && { sort: filter.sort }),
    ...(filter.keyword && { keyword: filter.keyword }),
  };
}

/** How many of the filter's choices differ from showing everything (for a badge). */
export function activeFilterCount(filter: ProductFilter): number {
  return [
    filter.categoryId !== undefined,
    Boolean(filter.minPrice || filter.maxPrice),
    filter.sort !== 'default',
  ].filter(Boolean).length;
}

export type PriceProblem = 'format' | 'order';

/**
 * Checks the typed price range: each bound empty or an amount with at most two decimals, and the
 * lowest not above the highest. Returns the problem of each field, none when the range is usable.
 */
export function checkPriceRange(
  minPrice: string,
  maxPrice: string,
): { minPrice?: PriceProblem; maxPrice?: PriceProblem } {
  const min = minPrice.trim();
  const max = maxPrice.trim();
  const minCents = min ? moneyToCents(min) : undefined;
  const maxCents = max ? moneyToCents(max) : undefined;
  const problems: { minPrice?: PriceProblem; maxPrice?: PriceProblem } = {};
  if (min && minCents === undefined) problems.minPrice = 'format';
  if (max && maxCents === undefined) problems.maxPrice = 'format';
  if (minCents !== undefined && maxCents !== undefined && minCents > maxCents)
    problems.maxPrice = 'order';
  return problems;
}
