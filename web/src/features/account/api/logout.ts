import { useMutation } from '@tanstack/react-query';
import { logout } from '@/api/user';

/** Sign out from Me: the app's one logout (`api/user.ts`), which also empties the cache. */
export function useSignOut() {
  return useMutation({ mutationFn: logout });
}
