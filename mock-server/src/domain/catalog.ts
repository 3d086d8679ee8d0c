import { fail } from './failure';
import { findById } from '../store/find-by-id';
import type { Merchant, Product, State } from '../store/state';

export type ProductSort = 'default' | 'price_asc' | 'price_desc' | 'sales' | 'newest';

export interface ProductQuery {
  keyword?: string;
  categoryId?: number;
  merchantId?: number;
  /** Minor units, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  hotOnly?: boolean;
  sort?: ProductSort;
}

/** Products matching a search: the keyword matches the product name or its shop's name. */
export function searchProducts(state: State, query: ProductQuery): Product[] {
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  const shopMatches = keyword
    ? new Set(
        state.merchants
          .filter((merchant) => merchant.name.toLowerCase().includes(keyword))
          .map((merchant) => merchant.id),
      )
    : null;
  const found = state.products.filter(
    (product) =>
      (query.categoryId === undefined || product.categoryId === query.categoryId) &&
      (query.merchantId === undefined || product.merchantId === query.merchantId) &&
      (query.minPrice === undefined || product.price >= query.minPrice) &&
      (query.maxPrice === undefined || product.price <= query.maxPrice) &&
      (!query.hotOnly || product.hot) &&
      (!keyword ||
        product.name.toLowerCase().includes(keyword) ||
        (shopMatches?.has(product.merchantId) ?? false)),
  );
  return sortProducts(found, query.sort ?? 'default');
}

function sortProducts(products: Product[], sort: ProductSort): Product[] {
  switch (sort) {
    case 'price_asc':
      return products.sort((a, b) => a.price - b.price || a.id - b.id);
    case 'price_desc':
      return products.sort((a, b) => b.price - a.price || a.id - b.id);
    case 'sales':
      return products.sort((a, b) => b.sales - a.sales || a.id - b.id);
    case 'newest':
      return products.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    default:
      return products;
  }
}

/** Shops by name, for the search screen's "shops" results. */
export function searchMerchants(state: State, keyword: string): Merchant[] {
  const wanted = keyword.trim().toLowerCase();
  return state.merchants.filter(
    (merchant) => !wanted || merchant.name.toLowerCase().includes(wanted),
  );
}

export function hotMerchants(state: State): Merchant[] {
  return [...state.merchants].sort(
    (a, b) => Number(b.hot) - Number(a.hot) || b.sales - a.sales || a.id - b.id,
  );
}

export function getProduct(state: State, id: number): Product {
  return findById(state.products, id) ?? fail('not_found', 'product');
}

export function getMerchant(state: State, id: number): Merchant {
  return findById(state.merchants, id) ?? fail('not_found', 'shop');
}
