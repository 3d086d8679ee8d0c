import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api';
import { addressKeys } from '@/api/query-keys';

/** GET /api/user/address_del?id= (the spec's method): deleting the default moves it to another. */
export function deleteAddress(id: number) {
  return api.get('/api/user/address_del', { query: { id } });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
