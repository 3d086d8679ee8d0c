// The console's one way to the mock-server: the /__mock control API, with the control token kept
// for this tab only (sessionStorage) and sent in its header on every call.
// The answers' shapes are the server's own, in @storefront/contracts/control-api.
import { CONTROL_TOKEN_HEADER } from '@storefront/contracts/control-api';

export const TOKEN_KEY = 'mock-console-token';

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

/** A failure's words: an Error's message, else the thing itself as text. */
export function messageOf(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

/** Calls /__mock<path>; answers the body, throws ControlError on a refusal or an `{ok: false}`. */
export async function control<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
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

/** GETs /__mock<path> as text (an export: a HAR, a scenario file); throws ControlError when refused. */
export async function controlText(path: string): Promise<string> {
  const response = await fetch(`/__mock${path}`, {
    headers: { [CONTROL_TOKEN_HEADER]: sessionStorage.getItem(TOKEN_KEY) ?? '' },
  });
  const text = await response.text();
  if (response.ok) return text;
  let error = text.slice(0, 200) || response.statusText;
  try {
    error = (JSON.parse(text) as { error?: string }).error ?? error;
  } catch {
    // not JSON: the text itself says it
  }
  throw new ControlError(response.status, error);
}

/** Audit states of recharges, withdrawals and refunds, by their code (AuditState). */
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
