import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { addressKeys } from '@/lib/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';

export type Address = Schema<'Address'>;

/*
 * The shopper's addresses: the address screens list and change them, the checkout picks one.
 * One query for both, so a change made on one screen shows on the other.
 */

/** GET /api/user/address_list: the shopper's addresses, the default first. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return api.get('/api/user/address_list', { signal, toast: false });
}

export const getAddressesQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) => getAddresses(signal),
    // An address added on the way to checkout must be there when the shopper comes back.
    staleTime: VISIT_STALE_TIME,
  });

export function useAddresses(enabled = true) {
  return useQuery({ ...getAddressesQueryOptions(), enabled });
}
