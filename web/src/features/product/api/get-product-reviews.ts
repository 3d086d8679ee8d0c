import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { nextPageParam } from '@/ui/paging';
import { productKeys } from '@/api/query-keys';

export type ReviewPage = Schema<'ReviewPage'>;
export type Review = Schema<'Review'>;

/** Reviews shown at first; more on request. */
export const REVIEWS_PAGE_SIZE = 3;

export function getProductReviews(productId: number, page: number): Promise<ReviewPage> {
  return api.get('/api/product/reviews', {
    query: { product_id: productId, page, limit: REVIEWS_PAGE_SIZE },
  });
}

export function getProductReviewsQueryOptions(productId: number) {
  return infiniteQueryOptions({
    queryKey: productKeys.reviewsOf(productId),
    queryFn: ({ pageParam }) => getProductReviews(productId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function useProductReviews(productId: number | undefined) {
  return useInfiniteQuery({
    ...getProductReviewsQueryOptions(productId ?? 0),
    enabled: productId !== undefined,
  });
}
