import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Schema } from '@/api/api';
import { nextPageParam } from '@/ui/paging';
import { walletKeys } from '@/api/query-keys';
import { VISIT_STALE_TIME } from '@/api/query-client';

export type FundRecord = Schema<'BillRecord'>;
export type FundType = Schema<'BillType'>;
export type FundFilter = FundType | 'all';
export const FUND_PAGE_SIZE = 15;

/** GET /api/user/bill: every movement of the balance, newest first. */
export function getFundRecords(type: FundFilter, page: number, signal?: AbortSignal) {
  return api.get('/api/user/bill', {
    query: { type: type === 'all' ? undefined : type, page, limit: FUND_PAGE_SIZE },
    signal,
    toast: false,
  });
}

export const getFundRecordsQueryOptions = (type: FundFilter) =>
  infiniteQueryOptions({
    queryKey: walletKeys.funds(type),
    queryFn: ({ pageParam, signal }) => getFundRecords(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: VISIT_STALE_TIME,
  });

export function useFundRecords(type: FundFilter) {
  return useInfiniteQuery(getFundRecordsQueryOptions(type));
}
