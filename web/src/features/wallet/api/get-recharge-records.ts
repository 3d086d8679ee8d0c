import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { nextPageParam } from '@/ui/paging';
import type { AuditFilter } from '../audit-filter';
import { walletKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';

export type RechargeRecord = Schema<'RechargeRecord'>;
export const RECORDS_PAGE_SIZE = 10;

/** GET /api/user/recharge_log: recharge records, newest first, by audit status. */
export function getRechargeRecords(status: AuditFilter, page: number, signal?: AbortSignal) {
  return api.get('/api/user/recharge_log', {
    query: { status: status === 'all' ? undefined : status, page, limit: RECORDS_PAGE_SIZE },
    signal,
    toast: false,
  });
}

export const getRechargeRecordsQueryOptions = (status: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: walletKeys.rechargesBy(status),
    queryFn: ({ pageParam, signal }) => getRechargeRecords(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: VISIT_STALE_TIME,
  });

export function useRechargeRecords(status: AuditFilter) {
  return useInfiniteQuery(getRechargeRecordsQueryOptions(status));
}
