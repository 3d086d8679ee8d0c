import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { session } from '@/session/session-store';

export type UserInfo = Schema<'UserInfo'>;

/**
 * GET /api/user/getUserInfo, for the balance and whether a payment code is set. Same key and
 * same answer as the Me screen's user info, so a payment refreshes both.
 */
export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const info = await api.get('/api/user/getUserInfo', { signal });
  session.setUserInfo(info);
  return info;
}

export const getUserInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'info'],
    queryFn: ({ signal }) => getUserInfo(signal),
    // The balance moves with recharges and audits elsewhere: fresh on every payment.
    staleTime: 0,
  });

export function useWalletBalance() {
  return useQuery(getUserInfoQueryOptions());
}
