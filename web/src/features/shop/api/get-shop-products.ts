import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { nextPageParam } from '@/ui/paging';
import { shopKeys } from '@/api/query-keys';

export type ProductPage = Schema<'ProductPage'>;
export type ShopProductSort = 'default' | 'sales' | 'price_asc' | 'price_desc' | 'newest';

export const SHOP_PRODUCTS_PAGE_SIZE = 10;

/** A shop's products, page by page (GET /api/shop/products). */
export function getShopProducts(
  merId: number,
  sort: ShopProductSort,
  page: number,
): Promise<ProductPage> {
  return api.get('/api/shop/products', {
    query: {
      mer_id: merId,
      ...(sort !== 'default' && { sort }),
      page,
      limit: SHOP_PRODUCTS_PAGE_SIZE,
    },
  });
}

export function getShopProductsQueryOptions(merId: number, sort: ShopProductSort) {
  return infiniteQueryOptions({
    queryKey: shopKeys.products(merId, sort),
    queryFn: ({ pageParam }) => getShopProducts(merId, sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function useShopProducts(merId: number | undefined, sort: ShopProductSort) {
  return useInfiniteQuery({
    ...getShopProductsQueryOptions(merId ?? 0, sort),
    enabled: merId !== undefined,
  });
}
