import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import { session } from '@/session/session-store';

/** GET /api/user/getUserInfo, kept in the session too (the guard and the shell read it there). */
export async function getUserInfo({ signal }: { signal?: AbortSignal } = {}) {
  const info = await api.get('/api/user/getUserInfo', { signal });
  session.setUserInfo(info);
  return info;
}

/** Wallet screens invalidate ['user', 'info'] when the balance changes. */
export const userInfoQueryKey = ['user', 'info'] as const;

export const getUserInfoQueryOptions = () =>
  queryOptions({
    queryKey: userInfoQueryKey,
    queryFn: ({ signal }) => getUserInfo({ signal }),
    // The balance moves with audits the shopper does not see: fresh on every visit to Me.
    staleTime: 0,
    initialData: () => session.get().userInfo,
    initialDataUpdatedAt: 0,
  });

export function useUserInfo() {
  return useQuery(getUserInfoQueryOptions());
}
