import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api';
import { shopKeys } from '@/api/query-keys';

/** POST /api/shop/unfollow (idempotent). */
export function unfollowShop(merId: number) {
  return api.post('/api/shop/unfollow', { body: { mer_id: merId } });
}

export function useUnfollowShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollowShop,
    // The followed list, and shop pages and lists showing "following" or a follower count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
