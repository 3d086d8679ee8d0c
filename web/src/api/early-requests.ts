/*
 * Calls started before a screen asks for them, handed to the app's HTTP client when it asks for
 * the same thing: the page's script (start.ts) starts the landing screen's data first thing
 * (app/landing-calls.ts), beside the strings and the screen's code; the screen's query later
 * finds the answer here instead of asking again.
 *
 * An early call is taken once, only by a GET of the same URL in the same language with the same
 * token (the client's headers), and only within EARLY_KEPT_MS of its start; anything else asks
 * the network as before. A call that wants an answer from after it began (`cache: 'no-store'` or
 * `'reload'`, the client's `fresh`) never takes one and leaves it for the next asker. The
 * client's timeout and cancellation still apply to a taken call: its signal rejects the handed
 * promise.
 */

/** Header names the client sends (see api/request.ts). */
export const TOKEN_HEADER = 'token';
export const LANGUAGE_HEADER = 'lang';

/** An early call not taken within this time is dropped (the app asks again if it still wants it). */
export const EARLY_KEPT_MS = 10_000;

export interface EarlyCall {
  /** Path and query, as the client writes it (`withQuery`). */
  url: string;
  language: string;
  token: string | undefined;
}

interface Started extends EarlyCall {
  at: number;
  response: Promise<Response>;
}

const started = new Map<string, Started>();

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Starts `call` unless the same URL is already on its way; answers the response's promise. */
export function startEarly(
  call: EarlyCall,
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Response> {
  const known = started.get(call.url);
  if (known) return known.response;
  const headers: Record<string, string> = { [LANGUAGE_HEADER]: call.language };
  if (call.token) headers[TOKEN_HEADER] = call.token;
  const response = fetchFn(call.url, { method: 'GET', headers, credentials: 'same-origin' });
  // A failed early call is the app's to meet when it takes it; unhandled until then is no error.
  response.catch(() => undefined);
  const entry = { ...call, at: now(), response };
  started.set(call.url, entry);
  // Not taken in time: dropped, so an answer nobody wants is not kept.
  setTimeout(() => {
    if (started.get(call.url) === entry) started.delete(call.url);
  }, EARLY_KEPT_MS);
  return response;
}

function headerOf(headers: HeadersInit | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  return new Headers(headers).get(name) ?? undefined;
}

function rejectOnAbort(response: Promise<Response>, signal: AbortSignal | null | undefined) {
  if (!signal) return response;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(new DOMException('The call was cancelled', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The early call that answers this request, taken (at most once), or undefined when there is
 * none: another method, URL, language or token, already taken, older than EARLY_KEPT_MS, or a
 * call that wants a fresh answer.
 */
export function takeEarly(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> | undefined {
  if (started.size === 0 || typeof input !== 'string') return undefined;
  if (init?.cache === 'no-store' || init?.cache === 'reload') return undefined;
  const call = started.get(input);
  if (!call) return undefined;
  started.delete(input);
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || init?.body) return undefined;
  if (now() - call.at > EARLY_KEPT_MS) return undefined;
  if (headerOf(init?.headers, LANGUAGE_HEADER) !== call.language) return undefined;
  if (headerOf(init?.headers, TOKEN_HEADER) !== call.token) return undefined;
  return rejectOnAbort(call.response, init?.signal);
}

/** Calls started and not yet taken (tests, and the start script's own checks). */
export function earlyCallsPending(): string[] {
  return [...started.keys()];
}

/** Forgets every early call (tests). */
export function dropEarlyCalls(): void {
  started.clear();
}
