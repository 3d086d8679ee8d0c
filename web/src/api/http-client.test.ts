import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createHttpClient, type ClientMessage, type HttpClientDeps } from './http-client';

const messages = (message: ClientMessage): string =>
  message.key === 'error.status' ? `system interface ${message.status} abnormal` : message.key;

function envelope(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

interface Harness {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  toasts: string[];
  expired: number;
  signedIn: boolean;
  token: string | undefined;
  request: ReturnType<typeof createHttpClient>;
}

function harness(overrides: Partial<HttpClientDeps> = {}): Harness {
  const state: Harness = {
    fetch: vi.fn<typeof fetch>(async () => envelope({ code: 1, msg: 'ok', data: { id: 7 } })),
    toasts: [],
    expired: 0,
    signedIn: true,
    token: 'tok-1',
    request: undefined as unknown as Harness['request'],
  };
  state.request = createHttpClient({
    fetch: (input, init) => state.fetch(input, init),
    tokenHeader: 'token',
    getToken: () => state.token,
    isSignedIn: () => state.signedIn,
    getLanguage: () => 'ri',
    translate: messages,
    showFailure: (message) => state.toasts.push(message),
    onSessionExpired: () => {
      state.expired += 1;
    },
    ...overrides,
  });
  return state;
}

/** A fetch that never answers and rejects as fetch does once its signal aborts. */
function answerOnlyAnAbort(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('aborted', 'AbortError')),
    );
  });
}

function sentInit(h: Harness, call = 0): RequestInit {
  const init = h.fetch.mock.calls[call]?.[1];
  if (!init) throw new Error('no request sent');
  return init;
}

describe('HTTP client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the data of a code-1 envelope', async () => {
    const h = harness();
    await expect(h.request('get', '/api/index/index')).resolves.toEqual({ id: 7 });
    expect(h.toasts).toEqual([]);
  });

  it('serializes GET parameters by the query rules, same origin', async () => {
    const h = harness();
    await h.request('get', '/api/user/order_list', {
      query: { status: 0, keyword: '', note: null, page: 2, range: { from: 'a b', to: undefined } },
    });
    expect(h.fetch.mock.calls[0]?.[0]).toBe(
      '/api/user/order_list?status=0&page=2&range%5Bfrom%5D=a%20b',
    );
  });

  it('sends the token and the language on protected calls', async () => {
    const h = harness();
    await h.request('get', '/api/user/getUserInfo');
    const headers = new Headers(sentInit(h).headers);
    expect(headers.get('token')).toBe('tok-1');
    expect(headers.get('lang')).toBe('ri');
  });

  it('leaves the token out when a call opts out, or when there is none', async () => {
    const h = harness();
    await h.request('post', '/api/user/login', { body: { account: 'a' }, auth: false });
    expect(new Headers(sentInit(h).headers).has('token')).toBe(false);
    h.token = undefined;
    await h.request('get', '/api/index/category');
    expect(new Headers(sentInit(h, 1).headers).has('token')).toBe(false);
  });

  it('rejects a failed envelope with its code and msg and shows the msg', async () => {
    const h = harness();
    h.fetch.mockResolvedValueOnce(envelope({ code: 0, msg: 'Insufficient balance' }));
    const error = await h.request('post', '/api/user/verify_pay', { body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ failure: 'rejected', code: 0, msg: 'Insufficient balance' });
    expect(h.toasts).toEqual(['Insufficient balance']);
  });

  it('shows no toast when the caller asks to handle the failure itself', async () => {
    const h = harness();
    h.fetch.mockResolvedValueOnce(envelope({ code: 0, msg: 'Wrong code' }));
    await expect(h.request('get', '/x', { toast: false })).rejects.toMatchObject({ code: 0 });
    expect(h.toasts).toEqual([]);
  });

  it('rejects an identical POST within 1 s, and lets it through after', async () => {
    const h = harness();
    const body = { product_id: 3, num: 1 };
    await h.request('post', '/api/cart/add', { body });
    await expect(h.request('post', '/api/cart/add', { body })).rejects.toMatchObject({
      failure: 'duplicate',
      msg: 'error.duplicateSubmit',
    });
    expect(h.toasts).toEqual(['error.duplicateSubmit']);
    expect(h.fetch).toHaveBeenCalledTimes(1);
    // A different body, or a different method, is a different call.
    await h.request('post', '/api/cart/add', { body: { product_id: 3, num: 2 } });
    await h.request('put', '/api/cart/add', { body });
    vi.advanceTimersByTime(1000);
    await h.request('post', '/api/cart/add', { body });
    expect(h.fetch).toHaveBeenCalledTimes(4);
  });

  it('never blocks repeated GETs', async () => {
    const h = harness();
    await h.request('get', '/api/index/index');
    await h.request('get', '/api/index/index');
    expect(h.fetch).toHaveBeenCalledTimes(2);
  });

  it('times out after 10 s with the timeout message', async () => {
    const h = harness();
    h.fetch.mockImplementationOnce(answerOnlyAnAbort);
    const pending = h.request('get', '/api/index/index').catch((e) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ failure: 'timeout', msg: 'error.timeout' });
    expect(h.toasts).toEqual(['error.timeout']);
  });

  it('reports an unreachable backend as a connection failure', async () => {
    const h = harness();
    h.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(h.request('get', '/api/index/index')).rejects.toMatchObject({
      failure: 'network',
    });
    expect(h.toasts).toEqual(['error.network']);
  });

  it.each([
    {
      name: 'fills the status into the message for other HTTP errors',
      answer: () => new Response('oops', { status: 500 }),
      call: (h: Harness) => h.request('get', '/api/index/index'),
      error: { failure: 'http', status: 500, code: 500 },
      toast: 'system interface 500 abnormal',
      expired: 0,
    },
    {
      name: 'shows the msg of a refusal the server explains with a 4xx envelope (429 too many tries)',
      answer: () =>
        envelope({ code: 0, msg: 'Too many failed logins, please try again in 15 minutes' }, 429),
      call: (h: Harness) => h.request('post', '/api/user/login', { body: {} }),
      error: { failure: 'rejected', status: 429, code: 0 },
      toast: 'Too many failed logins, please try again in 15 minutes',
      expired: 0,
    },
    {
      name: 'on 401 says the session ended (not the server msg) and ends a signed-in session',
      answer: () => envelope({ code: 401, msg: 'Please log in first' }, 401),
      call: (h: Harness) => h.request('get', '/api/user/getUserInfo'),
      error: { failure: 'unauthorized', status: 401, msg: 'error.sessionEnded' },
      toast: undefined,
      expired: 1,
    },
  ])('$name', async ({ answer, call, error, toast, expired }) => {
    const h = harness();
    h.fetch.mockResolvedValueOnce(answer());
    await expect(call(h)).rejects.toMatchObject(error);
    expect(h.toasts).toEqual(toast === undefined ? [] : [toast]);
    expect(h.expired).toBe(expired);
  });

  it('a call that cannot leave an offline device says so, not "connection abnormal"', async () => {
    const h = harness({ isOffline: () => true });
    h.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(h.request('post', '/api/order/create', { body: {} })).rejects.toMatchObject({
      failure: 'network',
      msg: 'error.offline',
    });
    expect(h.toasts).toEqual(['error.offline']);
  });

  it('a failed connection while online keeps the network message', async () => {
    const h = harness({ isOffline: () => false });
    h.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(h.request('get', '/api/index/index')).rejects.toMatchObject({
      msg: 'error.network',
    });
  });

  it.each([502, 503, 504])(
    'a %i says the shop is unavailable, never to check the connection',
    async (status) => {
      const h = harness();
      h.fetch.mockResolvedValueOnce(new Response('Service Unavailable', { status }));
      await expect(h.request('get', '/api/index/index')).rejects.toMatchObject({
        failure: 'http',
        status,
        msg: 'error.unavailable',
      });
      expect(h.toasts).toEqual(['error.unavailable']);
    },
  );

  it('a 401 that answers after its session already ended says nothing more', async () => {
    const h = harness();
    // The first answer ends the session (as the app's handler does); the second, sent with the
    // same token beside it, comes back after.
    let second: (response: Response) => void = () => {};
    h.fetch
      .mockResolvedValueOnce(envelope({ code: 401, msg: 'Please log in first' }, 401))
      .mockImplementationOnce(() => new Promise((resolve) => (second = resolve)));
    const first = h.request('get', '/api/user/order_list');
    const late = h.request('get', '/api/notification/list');
    await expect(first).rejects.toMatchObject({ status: 401 });
    h.token = undefined;
    h.signedIn = false;
    second(envelope({ code: 401, msg: 'Please log in first' }, 401));
    await expect(late).rejects.toMatchObject({ status: 401, msg: 'error.sessionEnded' });
    expect(h.toasts).toEqual([]);
    expect(h.expired).toBe(1);
  });

  it('on 401 without a signed-in session only shows the msg', async () => {
    const h = harness();
    h.signedIn = false;
    h.fetch.mockResolvedValueOnce(envelope({ code: 401, msg: 'Token invalid' }, 401));
    await expect(h.request('get', '/api/user/getUserInfo')).rejects.toBeInstanceOf(ApiError);
    expect(h.toasts).toEqual(['Token invalid']);
    expect(h.expired).toBe(0);
  });

  it('on 401 of a call that silences its failures still ends a signed-in session', async () => {
    const h = harness();
    h.fetch.mockResolvedValueOnce(envelope({ code: 401, msg: 'Please log in again' }, 401));
    await expect(
      h.request('get', '/api/chat/getRecentConversation', { toast: false }),
    ).rejects.toMatchObject({ status: 401 });
    // No toast: /login says the session ended (app's handler), once.
    expect(h.toasts).toEqual([]);
    expect(h.expired).toBe(1);
  });

  it('on 401 of a silenced call without a session shows nothing', async () => {
    const h = harness();
    h.signedIn = false;
    h.fetch.mockResolvedValueOnce(envelope({ code: 401, msg: 'Token invalid' }, 401));
    await expect(
      h.request('get', '/api/user/getUserInfo', { toast: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(h.toasts).toEqual([]);
  });

  it('cancelled by the caller: rejects quietly', async () => {
    const h = harness();
    h.fetch.mockImplementationOnce(answerOnlyAnAbort);
    const controller = new AbortController();
    const pending = h.request('get', '/api/index/index', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ failure: 'cancelled' });
    expect(h.toasts).toEqual([]);
  });

  it('sends JSON bodies as JSON and FormData untouched', async () => {
    const h = harness();
    await h.request('post', '/api/user/profile', { body: { nickname: 'Ann' } });
    expect(sentInit(h).body).toBe('{"nickname":"Ann"}');
    expect(new Headers(sentInit(h).headers).get('Content-Type')).toContain('application/json');
    const form = new FormData();
    form.set('file', new Blob(['x']), 'proof.png');
    await h.request('post', '/api/common/upload', { body: form });
    expect(sentInit(h, 1).body).toBe(form);
  });
});
