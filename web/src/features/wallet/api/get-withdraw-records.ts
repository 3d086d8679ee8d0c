import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { nextPageParam } from '@/ui/paging';
import type { AuditFilter } from '../audit-filter';
import { RECORDS_PAGE_SIZE } from './get-recharge-records';
import { walletKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';

export type WithdrawRecord = Schema<'WithdrawRecord'>;

/** GET /api/user/extract_log: withdraw records, newest first, by audit status. */
export function getWithdrawRecords(status: AuditFilter, page: number, signal?: AbortSignal) {
  return api.get('/api/user/extract_log', {
    query: { status: status === 'all' ? undefined : status, page, limit: RECORDS_PAGE_SIZE },
    signal,
    toast: false,
  });
}

export const getWithdrawRecordsQueryOptions = (status: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: walletKeys.withdrawals(status),
    queryFn: ({ pageParam, signal }) => getWithdrawRecords(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: VISIT_STALE_TIME,
  });

export function useWithdrawRecords(status: AuditFilter) {
  return useInfiniteQuery(getWithdrawRecordsQueryOptions(status));
}
