import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';

export type Address = Schema<'Address'>;

/** Every address query sits under this key; each change invalidates it (checkout reads it too). */
export const addressesKey = ['addresses'] as const;

/** GET /api/user/address_list: the shopper's addresses, the default first. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return api.get('/api/user/address_list', { signal, toast: false });
}

export const getAddressesQueryOptions = () =>
  queryOptions({
    queryKey: [...addressesKey, 'list'],
    queryFn: ({ signal }) => getAddresses(signal),
  });

export function useAddresses() {
  return useQuery(getAddressesQueryOptions());
}
