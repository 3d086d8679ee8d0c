import type { FundFilter } from './api/get-fund-records';

/** The kinds of fund records, as the filter tabs of /capitalRecord offer them. */
export const fundFilters = [
  'all',
  'recharge',
  'withdraw',
  'withdraw_return',
  'order_pay',
  'refund',
] as const satisfies readonly FundFilter[];

/** The filter written in the address (`?type=refund`); anything else is all. */
export function fundFilterFrom(text: string | null): FundFilter {
  return fundFilters.find((filter) => filter === text) ?? 'all';
}
