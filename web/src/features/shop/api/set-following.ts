import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api';
import { productKeys, shopKeys } from '@/api/query-keys';

/** Follows or stops following a shop (POST /api/shop/follow or /unfollow; both idempotent). */
export async function setFollowing({
  merId,
  following,
}: {
  merId: number;
  following: boolean;
}): Promise<void> {
  const body = { mer_id: merId };
  if (following) await api.post('/api/shop/follow', { body });
  else await api.post('/api/shop/unfollow', { body });
}

export function useSetFollowing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowing,
    // Follower counts and is_followed: the shop's page, the followed list, the hot shops, and
    // product pages that show the shop. Its products do not change.
    onSuccess: (_, { merId }) =>
      Promise.all(
        [shopKeys.of(merId), shopKeys.followed(), shopKeys.hot(), productKeys.details()].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
