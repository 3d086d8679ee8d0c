import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  checkPriceRange,
  filterFromSearch,
  filterToQuery,
  filterToSearch,
  productSorts,
  type ProductFilter,
} from './product-filter';

const read = (search: string) => filterFromSearch(new URLSearchParams(search));

describe('product filter in the URL', () => {
  it('reads category, prices, sort and keyword under the API names', () => {
    expect(read('?category_id=3&min_price=10&max_price=99.5&sort=price_asc&keyword=tent')).toEqual({
      categoryId: 3,
      minPrice: '10',
      maxPrice: '99.5',
      sort: 'price_asc',
      keyword: 'tent',
    });
  });

  it('leaves out what the API would refuse instead of sending it', () => {
    expect(
      read('?category_id=abc&min_price=1.234&max_price=-3&sort=cheapest&keyword=%20%20'),
    ).toEqual({ sort: 'default' });
    expect(read('?category_id=0')).toEqual({ sort: 'default' });
  });

  it('writes only what narrows the list', () => {
    expect(filterToSearch({ sort: 'default' })).toBe('');
    expect(filterToSearch({ sort: 'sales', categoryId: 2, maxPrice: '50' })).toBe(
      '?category_id=2&max_price=50&sort=sales',
    );
    expect(filterToQuery({ sort: 'default', keyword: 'Laptop' })).toEqual({ keyword: 'Laptop' });
  });

  it('survives a round trip through the URL', () => {
    const money = fc
      .tuple(fc.nat({ max: 100_000 }), fc.option(fc.nat({ max: 99 }), { nil: undefined }))
      .map(([whole, cents]) =>
        cents === undefined ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`,
      );
    const filter = fc.record(
      {
        categoryId: fc.integer({ min: 1, max: 10_000 }),
        minPrice: money,
        maxPrice: money,
        sort: fc.constantFrom(...productSorts),
        keyword: fc
          .string({ minLength: 1, maxLength: 30 })
          .map((text) => text.trim())
          .filter((text) => text.length > 0),
      },
      { requiredKeys: ['sort'] },
    );
    fc.assert(
      fc.property(filter, (original: ProductFilter) => {
        expect(read(filterToSearch(original))).toEqual(original);
      }),
    );
  });

  it('counts the active choices for the badge', () => {
    expect(activeFilterCount({ sort: 'default' })).toBe(0);
    expect(activeFilterCount({ sort: 'newest', categoryId: 1, minPrice: '5', maxPrice: '9' })).toBe(
      3,
    );
  });
});

describe('price range check', () => {
  it('accepts blanks and amounts with at most two decimals', () => {
    expect(checkPriceRange('', '')).toEqual({});
    expect(checkPriceRange('0', '12.50')).toEqual({});
    expect(checkPriceRange(' 7 ', '7')).toEqual({});
  });

  it('names the field that is wrong', () => {
    expect(checkPriceRange('1.234', '')).toEqual({ minPrice: 'format' });
    expect(checkPriceRange('', 'ten')).toEqual({ maxPrice: 'format' });
    expect(checkPriceRange('-1', '')).toEqual({ minPrice: 'format' });
  });

  it('refuses a highest price below the lowest, compared in cents', () => {
    expect(checkPriceRange('10.5', '10.49')).toEqual({ maxPrice: 'order' });
    expect(checkPriceRange('10.5', '10.50')).toEqual({});
  });
});
