import { getPayPasswordStatusQueryOptions } from '@/api/pay-password-status';
import { startQuery } from '@/api/prefetch';
import { userQueryOptions } from '@/api/user';
import type { RouteData } from '@/routing/route-types';

/** /setting: the profile. */
export const setting: RouteData = ({ queryClient }) => {
  startQuery(queryClient, userQueryOptions());
};

/** /security: the account and whether a payment code is set. */
export const security: RouteData = ({ queryClient }) => {
  startQuery(queryClient, userQueryOptions());
  startQuery(queryClient, getPayPasswordStatusQueryOptions());
};
