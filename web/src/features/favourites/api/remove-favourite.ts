import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api';
import { productKeys, favouriteKeys } from '@/api/query-keys';

/** POST /api/favourite/remove (idempotent). */
export function removeFavourite(productId: number) {
  return api.post('/api/favourite/remove', { body: { product_id: productId } });
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavourite,
    // The list, and any product page showing the heart filled (keys of the product feature).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.details() }),
      ]),
  });
}
