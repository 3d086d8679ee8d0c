import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';

export type Address = Schema<'Address'>;

/** GET /api/user/address_list: the shopper's addresses, the default first. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return api.get('/api/user/address_list', { signal, toast: false });
}

export const getAddressesQueryOptions = () =>
  queryOptions({
    // Under ['addresses'], which the address screens invalidate when they change one.
    queryKey: ['addresses', 'list'],
    queryFn: ({ signal }) => getAddresses(signal),
    staleTime: 0,
  });

export function useAddresses(enabled = true) {
  return useQuery({ ...getAddressesQueryOptions(), enabled });
}
