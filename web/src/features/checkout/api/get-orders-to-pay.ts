import { useQueries } from '@tanstack/react-query';
import { getOrderDetailQueryOptions } from '@/api/order-detail';

/** The orders being paid, each read as the orders area reads it (a payment invalidates ['orders']). */
export function useOrdersToPay(ids: readonly number[]) {
  return useQueries({ queries: ids.map((id) => getOrderDetailQueryOptions(id)) });
}
