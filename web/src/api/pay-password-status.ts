import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import { userKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';

/*
 * Whether a payment code is set: the security screen shows it, the payment-code form asks for the
 * old code when it is (both read this one query; the form invalidates it).
 */

/** GET /api/user/pay_password_status. */
export function getPayPasswordStatus(signal?: AbortSignal) {
  return api.get('/api/user/pay_password_status', { signal, toast: false });
}

export const getPayPasswordStatusQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.payPasswordStatus(),
    queryFn: ({ signal }) => getPayPasswordStatus(signal),
    staleTime: VISIT_STALE_TIME,
  });

export function usePayPasswordStatus() {
  return useQuery(getPayPasswordStatusQueryOptions());
}
