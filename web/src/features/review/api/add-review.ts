import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { productKeys, orderKeys } from '@/api/query-keys';

export type ReviewRequest = Schema<'ReviewRequest'>;

/** POST /api/review/add: once per received order; the order becomes completed (4). */
export function addReview(review: ReviewRequest) {
  return api.post('/api/review/add', { body: review });
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        // The review shows on each product of the order, and moves its rating.
        queryClient.invalidateQueries({ queryKey: productKeys.reviews() }),
        queryClient.invalidateQueries({ queryKey: productKeys.details() }),
      ]),
  });
}
