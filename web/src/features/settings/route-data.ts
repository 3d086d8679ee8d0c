import { getPayPasswordStatusQueryOptions } from '@/lib/pay-password-status';
import { startQuery } from '@/lib/prefetch';
import { userQueryOptions } from '@/lib/user';
import type { RouteData } from '@/app/route-types';

/** /setting: the profile. */
export const setting: RouteData = ({ queryClient }) => {
  startQuery(queryClient, userQueryOptions());
};

/** /security: the account and whether a payment code is set. */
export const security: RouteData = ({ queryClient }) => {
  startQuery(queryClient, userQueryOptions());
  startQuery(queryClient, getPayPasswordStatusQueryOptions());
};
