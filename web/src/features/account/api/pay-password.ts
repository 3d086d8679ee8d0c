import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { userInfoQueryKey } from './get-user-info';

/** GET /api/user/pay_password_status: whether a payment code is set (then the old one is asked). */
export function getPayPasswordStatus(signal?: AbortSignal) {
  return api.get('/api/user/pay_password_status', { signal });
}

export const payPasswordStatusQueryKey = ['user', 'payPasswordStatus'] as const;

export const getPayPasswordStatusQueryOptions = () =>
  queryOptions({
    queryKey: payPasswordStatusQueryKey,
    queryFn: ({ signal }) => getPayPasswordStatus(signal),
    staleTime: 0,
  });

export function usePayPasswordStatus() {
  return useQuery(getPayPasswordStatusQueryOptions());
}

/** POST /api/user/resetPay: sets the first payment code or changes it. */
export function changePayPassword(request: Schema<'ChangePayPasswordRequest'>) {
  return api.post('/api/user/resetPay', { body: request });
}

export function useChangePayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePayPassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payPasswordStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
      ]),
  });
}
