import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { addressKeys } from '@/api/query-keys';

export type AddressRequest = Schema<'AddressRequest'>;

/** POST /api/user/address_add: adds an address, or edits the one whose `id` is given. */
export function saveAddress(address: AddressRequest) {
  return api.post('/api/user/address_add', { body: address });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    // A new default changes every other address too, and checkout's choice.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
