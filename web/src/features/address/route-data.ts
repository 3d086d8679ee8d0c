import { getAddressesQueryOptions } from '@/api/addresses';
import { startQuery } from '@/api/prefetch';
import type { RouteData } from '@/routing/route-types';
import { getAddressQueryOptions } from './api/get-address';

/** /address: the shopper's addresses. */
export const addressList: RouteData = ({ queryClient }) => {
  startQuery(queryClient, getAddressesQueryOptions());
};

/** /addressForm/{id}: the address being edited (none for a new one). */
export const addressForm: RouteData = ({ queryClient, params }) => {
  if (params.id && /^[1-9][0-9]*$/.test(params.id)) {
    startQuery(queryClient, getAddressQueryOptions(Number(params.id)));
  }
};
