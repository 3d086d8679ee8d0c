import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { nextPageParam } from '@/ui/paging';
import { filterToQuery, type ProductFilter } from '../product-filter';
import { productKeys } from '@/api/query-keys';

export type ProductPage = Schema<'ProductPage'>;

/** Products per page of a list. */
export const PRODUCTS_PAGE_SIZE = 10;

export function getProducts(filter: ProductFilter, page: number): Promise<ProductPage> {
  return api.get('/api/index/product', {
    query: { ...filterToQuery(filter), page, limit: PRODUCTS_PAGE_SIZE },
  });
}

export function getProductsQueryOptions(filter: ProductFilter) {
  return infiniteQueryOptions({
    queryKey: productKeys.list(filterToQuery(filter)),
    queryFn: ({ pageParam }) => getProducts(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** Products matching a filter, page after page; `enabled: false` waits (e.g. for a keyword). */
export function useProducts(filter: ProductFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getProductsQueryOptions(filter), enabled });
}
