import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import type { Address } from '@/api/addresses';
import { addressKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';

/** GET /api/user/address?id=: one address, to edit it. */
export function getAddress(id: number, signal?: AbortSignal): Promise<Address> {
  return api.get('/api/user/address', { query: { id }, signal, toast: false });
}

export const getAddressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: addressKeys.detail(id),
    queryFn: ({ signal }) => getAddress(id, signal),
    staleTime: VISIT_STALE_TIME,
  });

export function useAddress(id: number | undefined) {
  return useQuery({ ...getAddressQueryOptions(id ?? 0), enabled: id !== undefined });
}
