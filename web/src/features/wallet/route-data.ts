import { startPages, startQuery } from '@/api/prefetch';
import type { RouteData } from '@/routing/route-types';
import { getRechargeRecordsQueryOptions } from './api/get-recharge-records';
import { getWithdrawInfoQueryOptions } from './api/get-withdraw-info';
import { getWithdrawRecordsQueryOptions } from './api/get-withdraw-records';
import { auditFilterFrom } from './audit-filter';
import { getFundRecordsQueryOptions } from './api/get-fund-records';
import { fundFilterFrom } from './fund-filter';

/** /withDraw: what a withdrawal may take (balance, fee, limits). */
export const withdraw: RouteData = ({ queryClient }) => {
  startQuery(queryClient, getWithdrawInfoQueryOptions());
};

/** /topUpRecord?status=…: the first page of recharge records. */
export const topUpRecord: RouteData = ({ queryClient, url }) => {
  const status = auditFilterFrom(url.searchParams.get('status'));
  startPages(queryClient, getRechargeRecordsQueryOptions(status));
};

/** /depositRecord?status=…: the first page of withdrawal records. */
export const depositRecord: RouteData = ({ queryClient, url }) => {
  const status = auditFilterFrom(url.searchParams.get('status'));
  startPages(queryClient, getWithdrawRecordsQueryOptions(status));
};

/** /capitalRecord?type=…: the first page of fund records. */
export const capitalRecord: RouteData = ({ queryClient, url }) => {
  startPages(queryClient, getFundRecordsQueryOptions(fundFilterFrom(url.searchParams.get('type'))));
};
