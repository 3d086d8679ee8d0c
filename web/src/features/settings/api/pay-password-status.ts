import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/api';

/** GET /api/user/pay_password_status, under the key the payment-code form invalidates. */
export function getPayPasswordStatus(signal?: AbortSignal) {
  return api.get('/api/user/pay_password_status', { signal, toast: false });
}

export const getPayPasswordStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'payPasswordStatus'],
    queryFn: ({ signal }) => getPayPasswordStatus(signal),
    staleTime: 0,
  });

export function usePayPasswordStatus() {
  return useQuery(getPayPasswordStatusQueryOptions());
}
