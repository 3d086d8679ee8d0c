import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { userKeys } from './query-keys';

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
    staleTime: 0,
  });

export function usePayPasswordStatus() {
  return useQuery(getPayPasswordStatusQueryOptions());
}
