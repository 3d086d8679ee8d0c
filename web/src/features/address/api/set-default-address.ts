import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api';
import { addressKeys } from '@/api/query-keys';

/** POST /api/user/address_set_default: this address becomes the default, the others not. */
export function setDefaultAddress(id: number) {
  return api.post('/api/user/address_set_default', { body: { id } });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
