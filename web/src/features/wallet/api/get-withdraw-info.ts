import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { walletKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';

export type WithdrawInfo = Schema<'WithdrawInfo'>;

/** GET /api/user/extract: balance, service charge rate, smallest amount, last bank card. */
export function getWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return api.get('/api/user/extract', { signal, toast: false });
}

export const getWithdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.withdrawInfo(),
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    // The balance moves with audits the shopper does not see.
    staleTime: VISIT_STALE_TIME,
  });

export function useWithdrawInfo() {
  return useQuery(getWithdrawInfoQueryOptions());
}
