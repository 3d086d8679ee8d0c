import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { productKeys, type Viewer } from '@/api/query-keys';
import { useViewer } from '@/api/user';

/** One product with its shop (GET /api/product/detail). */
export type ProductDetail = Schema<'ProductDetail'>;

export function getProductDetail(id: number): Promise<ProductDetail> {
  return api.get('/api/product/detail', { query: { id } });
}

/** Keyed by who is looking: `is_favourite` depends on it (each shopper and a guest). */
export function getProductDetailQueryOptions(id: number, viewer: Viewer) {
  return queryOptions({
    queryKey: productKeys.detail(id, viewer),
    queryFn: () => getProductDetail(id),
  });
}

export function useProductDetail(id: number | undefined) {
  const viewer = useViewer();
  return useQuery({
    ...getProductDetailQueryOptions(id ?? 0, viewer),
    enabled: id !== undefined,
    // A refused id (unknown product) will not appear on a retry.
    retry: false,
  });
}
