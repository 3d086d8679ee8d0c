import { startPages } from '@/api/prefetch';
import type { RouteData } from '@/routing/route-types';
import { getPopularProductsQueryOptions } from './api/get-popular-products';
import { getProductsQueryOptions } from './api/get-products';
import { filterFromSearch } from './product-filter';

/** /popular: the first page of hot products. */
export const popular: RouteData = ({ queryClient }) => {
  startPages(queryClient, getPopularProductsQueryOptions());
};

/** /products?…: the first page of the filtered list. */
export const products: RouteData = ({ queryClient, url }) => {
  startPages(queryClient, getProductsQueryOptions(filterFromSearch(url.searchParams)));
};

/** /explore?category=…: the first page of the category's products (all without one). */
export const explore: RouteData = ({ queryClient, url }) => {
  const raw = Number(url.searchParams.get('category'));
  const categoryId = Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  const filter = { sort: 'default' as const, ...(categoryId !== undefined && { categoryId }) };
  startPages(queryClient, getProductsQueryOptions(filter));
};
