import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import { VISIT_STALE_TIME } from '@/api/query-client';
import { walletKeys } from '@/api/query-keys';
import { useSession } from '@/session/session-store';

/** The recharges waiting for the audit: how many, and what they add up to. */
export interface PendingRecharges {
  count: number;
  /** In cents, summed exactly; the first 100 only (the contract's largest page). */
  amountCents: number;
}

/** The contract's largest page: a shopper with more recharges under review sees the first 100's sum. */
const PENDING_PAGE_SIZE = 100;

function cents(amount: string | number): number {
  const value = Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** GET /api/user/recharge_log?status=0: the recharges under review (status 0, auditing). */
export async function getPendingRecharges(signal?: AbortSignal): Promise<PendingRecharges> {
  const page = await api.get('/api/user/recharge_log', {
    query: { status: 0, page: 1, limit: PENDING_PAGE_SIZE },
    signal,
    toast: false,
  });
  return {
    count: page.total,
    amountCents: page.list.reduce((sum, record) => sum + cents(record.amount), 0),
  };
}

export const getPendingRechargesQueryOptions = () =>
  queryOptions({
    // Under ['wallet','recharges']: declaring a recharge (which invalidates it) shows it here.
    queryKey: walletKeys.pendingRecharges(),
    queryFn: ({ signal }) => getPendingRecharges(signal),
    staleTime: VISIT_STALE_TIME,
  });

/** While a recharge waits, Me asks again this often (the audit happens out of the shopper's sight). */
export const PENDING_RECHECK_MS = 30_000;

/**
 * The recharges under review on Me, signed in only (a kept Me must not ask once the session ends);
 * asked again whenever the shopper comes back to the tab, and every 30 s while one is waiting.
 */
export function usePendingRecharges(): PendingRecharges | undefined {
  const { token } = useSession();
  return useQuery({
    ...getPendingRechargesQueryOptions(),
    enabled: Boolean(token),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => ((query.state.data?.count ?? 0) > 0 ? PENDING_RECHECK_MS : false),
  }).data;
}
