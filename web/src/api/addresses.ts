import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { addressKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';
import { sessionCache } from '@/session/session-storage';

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

/*
 * An address added on the way to the checkout ("Add an address" there) is the one it ships to:
 * the form leaves its id here (tab-scoped) and the checkout takes it when it shows again, kept
 * alive or opened anew.
 */
const CHECKOUT_ADDRESS_KEY = 'checkoutAddress';

export function chooseAddressForCheckout(id: number): void {
  sessionCache.set(CHECKOUT_ADDRESS_KEY, String(id));
}

/** The address chosen for the checkout since it was last shown, once; else undefined. */
export function takeAddressForCheckout(): number | undefined {
  const raw = sessionCache.get(CHECKOUT_ADDRESS_KEY);
  sessionCache.remove(CHECKOUT_ADDRESS_KEY);
  const id = Number(raw);
  return raw !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
