import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api';
import { productKeys, favouriteKeys } from '@/api/query-keys';

/** Keeps or stops keeping a product (POST /api/favourite/add or /remove; both idempotent). */
export async function setFavourite({
  productId,
  favourite,
}: {
  productId: number;
  favourite: boolean;
}): Promise<void> {
  const body = { product_id: productId };
  if (favourite) await api.post('/api/favourite/add', { body });
  else await api.post('/api/favourite/remove', { body });
}

export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    onSuccess: (_, { productId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.of(productId) }),
        queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
      ]),
  });
}
