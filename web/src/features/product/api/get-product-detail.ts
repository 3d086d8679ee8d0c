import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { useSession } from '@/session/session-store';

/** One product with its shop (GET /api/product/detail). */
export type ProductDetail = Schema<'ProductDetail'>;

/** Who is looking: `is_favourite` depends on it, so each shopper (and a guest) has an entry. */
export type Viewer = number | 'guest';

export function getProductDetail(id: number): Promise<ProductDetail> {
  return api.get('/api/product/detail', { query: { id } });
}

export function getProductDetailQueryOptions(id: number, viewer: Viewer) {
  return queryOptions({
    queryKey: ['products', 'detail', id, { viewer }],
    queryFn: () => getProductDetail(id),
  });
}

export function useViewer(): Viewer {
  return useSession().userInfo?.id ?? 'guest';
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
