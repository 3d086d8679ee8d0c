import { LANGUAGE_HEADER } from './headers';
import { ApiError } from './api-error';
import { bodyFingerprint, DuplicateSubmitGuard } from './duplicate-submit-guard';
import { withQuery } from './query-string';

/** The spec's request timeout. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Statuses that say the server cannot answer now: bad gateway, unavailable, gateway timeout. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** The backend's answer to every call: code 1 is success. */
export interface Envelope<Data = unknown> {
  code: number;
  msg: string;
  data?: Data;
}

export interface CallOptions {
  /** GET (or any) parameters, serialized by the query rules. */
  query?: object;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /** Protected calls carry the token; set false for calls that must not. */
  auth?: boolean;
  /** Set false when the caller shows its own message instead of the fail toast. */
  toast?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * An answer the server gives after this call began: no early answer (api/early-requests.ts),
   * no HTTP cache (fetch's `cache: 'no-store'`). For reads that must see everything up to now,
   * as the chat's list once its socket is connected.
   */
  fresh?: boolean;
}

/** The message keys the client needs; the app passes i18next's t. */
export type ClientMessage =
  | { key: 'error.duplicateSubmit' }
  | { key: 'error.network' }
  /** The call could not leave: the device is offline. */
  | { key: 'error.offline' }
  /** 502, 503, 504: the server is there but cannot answer now (not the shopper's connection). */
  | { key: 'error.unavailable' }
  /** HTTP 401 while signed in: the session is over (expired, ended elsewhere, a reset backend). */
  | { key: 'error.sessionEnded' }
  | { key: 'error.timeout' }
  | { key: 'error.status'; status: number };

export interface HttpClientDeps {
  fetch: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
  /** Header that carries the token on protected calls. */
  tokenHeader: string;
  /** How the token is written in that header (e.g. with a scheme prefix). */
  formatToken?: (token: string) => string;
  getToken: () => string | undefined;
  isSignedIn: () => boolean;
  getLanguage: () => string;
  translate: (message: ClientMessage) => string;
  showFailure: (message: string) => void;
  /** HTTP 401 while signed in: the app clears the session and goes to /login. */
  onSessionExpired: () => void;
  /** Whether the device knows it is offline (`navigator.onLine === false`): a failed call says so. */
  isOffline?: () => boolean;
  now?: () => number;
}

export type HttpRequest = <Data = unknown>(
  method: HttpMethod,
  path: string,
  options?: CallOptions,
) => Promise<Data>;

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function createHttpClient(deps: HttpClientDeps): HttpRequest {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const guard = new DuplicateSubmitGuard(undefined, deps.now);

  function fail(error: ApiError, options: CallOptions): never {
    if (options.toast !== false && error.msg) deps.showFailure(error.msg);
    throw error;
  }

  return async function request<Data>(
    method: HttpMethod,
    path: string,
    options: CallOptions = {},
  ): Promise<Data> {
    const url = `${deps.baseUrl ?? ''}${withQuery(path, options.query)}`;
    const upperMethod = method.toUpperCase();

    if (upperMethod === 'POST' || upperMethod === 'PUT') {
      const key = `${upperMethod} ${url} ${bodyFingerprint(options.body)}`;
      if (!guard.admit(key)) {
        const msg = deps.translate({ key: 'error.duplicateSubmit' });
        fail(new ApiError('duplicate', 0, msg), options);
      }
    }

    const headers = new Headers(options.headers);
    headers.set(LANGUAGE_HEADER, deps.getLanguage());
    const token = deps.getToken();
    /** The token this call carried: a 401 says that session is over. */
    const sentToken = options.auth !== false && token ? token : undefined;
    if (sentToken !== undefined && token) {
      headers.set(deps.tokenHeader, deps.formatToken ? deps.formatToken(token) : token);
    }
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json;charset=utf-8');
      body = JSON.stringify(options.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });

    let response: Response;
    try {
      response = await deps.fetch(url, {
        method: upperMethod,
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
        ...(options.fresh ? { cache: 'no-store' as const } : {}),
      });
    } catch {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
      if (timedOut)
        fail(new ApiError('timeout', 0, deps.translate({ key: 'error.timeout' })), options);
      // A caller that cancels (screen gone, query superseded) wants no toast.
      if (options.signal?.aborted) throw new ApiError('cancelled', 0, '');
      const offline = deps.isOffline?.() === true;
      const said = deps.translate({ key: offline ? 'error.offline' : 'error.network' });
      fail(new ApiError('network', 0, said), options);
    }

    try {
      const payload = await readJson(response);
      if (timedOut) {
        fail(new ApiError('timeout', 0, deps.translate({ key: 'error.timeout' })), options);
      }
      if (response.status === 401) {
        const signedIn = deps.isSignedIn();
        // The session this call carried ended before its answer (another call's 401 ended it, or
        // a sign-out, or a new sign-in): already told, nothing more to say or do.
        const sessionGone = sentToken !== undefined && deps.getToken() !== sentToken;
        // Signed in, the token was good and is no longer: the session ended (a sign-out elsewhere,
        // a new password, a backend that forgot it). Say that, not the server's "log in first".
        const msg =
          signedIn || sessionGone
            ? deps.translate({ key: 'error.sessionEnded' })
            : (isEnvelope(payload) && payload.msg) ||
              deps.translate({ key: 'error.status', status: 401 });
        const error = new ApiError(
          'unauthorized',
          isEnvelope(payload) ? payload.code : 401,
          msg,
          401,
        );
        // Signed in, whichever call noticed first (even one that silences its failures) ends the
        // session; the app's handler shows /login, which says why in the screen (one message,
        // not a toast beside it). Signed out, the msg is the call's to show.
        if (sessionGone) throw error;
        if (signedIn) deps.onSessionExpired();
        else if (options.toast !== false) deps.showFailure(msg);
        throw error;
      }
      // A refusal the server explains in the envelope (429 too many tries, 413, 415...): the
      // catalogue's rule for a failed envelope applies, its msg is the toast.
      if (
        !response.ok &&
        response.status < 500 &&
        isEnvelope(payload) &&
        payload.code !== 1 &&
        payload.msg
      ) {
        fail(new ApiError('rejected', payload.code, payload.msg, response.status), options);
      }
      if (!response.ok || !isEnvelope(payload)) {
        // 502, 503, 504: the shop's server (or its gateway) is down or busy; the shopper's
        // connection is fine, so the message must not send them to check it.
        const msg = UNAVAILABLE_STATUSES.has(response.status)
          ? deps.translate({ key: 'error.unavailable' })
          : deps.translate({ key: 'error.status', status: response.status });
        fail(new ApiError('http', response.status, msg, response.status), options);
      }
      if (payload.code !== 1) {
        fail(new ApiError('rejected', payload.code, payload.msg ?? '', response.status), options);
      }
      return payload.data as Data;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  };
}
