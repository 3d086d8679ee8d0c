import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { walletKeys } from '@/api/query-keys';

export type DepositAddress = Schema<'DepositAddress'>;

/** GET /api/user/getBlockchain: the platform's deposit addresses, one per network. */
export function getDepositAddresses(signal?: AbortSignal): Promise<DepositAddress[]> {
  return api.get('/api/user/getBlockchain', { signal, toast: false });
}

export const getDepositAddressesQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.depositAddresses(),
    queryFn: ({ signal }) => getDepositAddresses(signal),
    staleTime: 5 * 60_000,
  });

export function useDepositAddresses() {
  return useQuery(getDepositAddressesQueryOptions());
}
