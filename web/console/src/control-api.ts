// The console's one way to the mock-server: the /__mock control API, with the control token kept
// for this tab only (sessionStorage) and sent in its header on every call.
import type { operations } from '@storefront/contracts/generated/openapi';

export const CONTROL_TOKEN_HEADER = 'x-mock-control-token';
export const TOKEN_KEY = 'mock-console-token';

export type OperationId = keyof operations;

/** The token from the address's fragment (#token=…, printed at start), then the tab's storage. */
export function storedToken(): string | null {
  const match = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  if (match?.[1]) {
    sessionStorage.setItem(TOKEN_KEY, decodeURIComponent(match[1]));
    // Out of the address bar and the history: the fragment is never sent, but it could be copied.
    history.replaceState(null, '', window.location.pathname + window.location.search);
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

export function saveToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Calls /__mock<path>; answers the body, throws ControlError on a refusal or an `{ok: false}`. */
export async function control<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  const token = sessionStorage.getItem(TOKEN_KEY) ?? '';
  const response = await fetch(`/__mock${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      [CONTROL_TOKEN_HEADER]: token,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  let body: { ok?: boolean; error?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new ControlError(response.status, text.slice(0, 200) || response.statusText);
  }
  if (!response.ok || body.ok === false) {
    throw new ControlError(response.status, body.error ?? `HTTP ${response.status}`);
  }
  return body as T;
}

// The control API's answers the console reads (mock-server/src/control/*.ts).

export interface ShopperSummary {
  id: number;
  email: string;
  nickname: string;
  balance: string;
}

export interface ShopperRecords {
  shopper: ShopperSummary;
  orders: {
    id: number;
    sn: string;
    status: number;
    refundState: string;
    total: string;
    trackingNo: string;
  }[];
  recharges: {
    id: number;
    sn: string;
    method: string;
    amount: string;
    state: number;
    note: string;
  }[];
  withdrawals: { id: number; sn: string; amount: string; state: number; note: string }[];
  refunds: { id: number; orderId: number; amount: string; reason: string; state: number }[];
}

export interface Operation {
  operationId: OperationId;
  method: string;
  path: string;
  tag: string;
}

export interface Fault {
  id: number;
  route: string;
  method?: string;
  delayMs: number;
  status?: number;
  drop: boolean;
  remaining: number;
}

export interface TrafficEntry {
  id: number;
  at: string;
  method: string;
  url: string;
  operationId: OperationId | null;
  status: number;
  ms: number;
  shopper: { id: number; email: string } | null;
  requestBody: string | null;
  responseBody: string | null;
  truncated: boolean;
  violations: { direction: 'request' | 'response'; error: string }[];
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  body: string;
  code: string;
  createdAt: number;
}

export interface Merchant {
  id: number;
  name: string;
}

export interface Product {
  id: number;
  name: string;
  merchantId: number;
  price: string;
  stock: number;
  image: string;
}

/** Audit states of recharges, withdrawals and refunds. */
export const AUDIT_STATE = ['auditing', 'approved', 'refused'] as const;

/** Order statuses of the spec (section 4). */
export const ORDER_STATUS: Record<number, string> = {
  0: 'waiting pay',
  1: 'waiting deliver',
  2: 'delivered',
  3: 'received',
  4: 'completed',
  [-1]: 'cancelled',
  [-4]: 'after-sale',
};
