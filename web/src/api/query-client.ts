import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * Failures the shopper already saw as a toast. A 4xx, a refused envelope or a duplicate
 * will not change on retry; a network blip or a 5xx gets one more try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 1;
  if (error.failure === 'network' || error.failure === 'timeout') return failureCount < 1;
  if (error.failure === 'http' && (error.status ?? 0) >= 500) return failureCount < 1;
  return false;
}

/**
 * For data a screen shows fresh on every visit (orders, balance, records): the visit's call is the
 * one its route loader starts, so the screen mounting right after (its code downloaded meanwhile)
 * does not ask again; a visit later than this asks afresh. Mutations invalidate it as before.
 */
export const VISIT_STALE_TIME = 10_000;

/** The browser's client; `server: true` for one request's render (no retry: the browser asks). */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: server ? false : shouldRetry,
        staleTime: 30_000,
        // On the server a client lives for one request: no timers to keep it longer.
        gcTime: server ? Infinity : 5 * 60_000,
        // Phones switch apps constantly; refetching on every focus costs data for little gain.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
