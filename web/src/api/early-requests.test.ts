import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';
import {
  dropEarlyCalls,
  EARLY_KEPT_MS,
  earlyCallsPending,
  startEarly,
  takeEarly,
} from './early-requests';

const reply = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** The app's client wired as request.ts wires it: an early call first, else the network. */
function clientWith(network: typeof fetch, token: string | undefined, language = 'en') {
  return createHttpClient({
    fetch: (input, init) => takeEarly(input, init) ?? network(input, init),
    tokenHeader: 'token',
    getToken: () => token,
    isSignedIn: () => token !== undefined,
    getLanguage: () => language,
    translate: (message) => message.key,
    showFailure: () => undefined,
    onSessionExpired: () => undefined,
    timeoutMs: 200,
  });
}

afterEach(() => {
  dropEarlyCalls();
  vi.useRealTimers();
});

describe('calls started early', () => {
  it('the client takes an early answer once, for the same URL, language and token', async () => {
    const early = vi.fn(async () => reply({ banners: [] }));
    startEarly({ url: '/api/index/index', language: 'tai', token: 't-1' }, early);
    const [, init] = early.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('lang')).toBe('tai');
    expect(new Headers(init.headers).get('token')).toBe('t-1');

    const network = vi.fn(async () => reply({ banners: ['from the network'] }));
    const request = clientWith(network, 't-1', 'tai');
    await expect(request('get', '/api/index/index')).resolves.toEqual({ banners: [] });
    expect(network).not.toHaveBeenCalled();
    // Taken: the next call asks the network.
    await expect(request('get', '/api/index/index')).resolves.toEqual({
      banners: ['from the network'],
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('another language, token, method or URL asks the network and drops the early call', async () => {
    const cases: [string, { token?: string; language?: string; method?: 'get' | 'post' }][] = [
      ['language', { token: 't-1', language: 'en' }],
      ['token', { token: 't-2', language: 'tai' }],
      ['no token', { language: 'tai' }],
      ['method', { token: 't-1', language: 'tai', method: 'post' }],
    ];
    for (const [, { token, language, method = 'get' }] of cases) {
      startEarly({ url: '/api/cart/list', language: 'tai', token: 't-1' }, async () =>
        reply('early'),
      );
      const network = vi.fn(async () => reply('network'));
      const request = clientWith(network, token, language);
      await expect(
        request(method, '/api/cart/list', { body: method === 'post' ? {} : undefined }),
      ).resolves.toBe('network');
      expect(earlyCallsPending()).toEqual([]);
    }
    startEarly({ url: '/api/cart/list', language: 'en', token: undefined }, async () =>
      reply('early'),
    );
    const network = vi.fn(async () => reply('network'));
    await expect(clientWith(network, undefined)('get', '/api/cart/list?page=1')).resolves.toBe(
      'network',
    );
    expect(earlyCallsPending()).toEqual(['/api/cart/list']);
  });

  it('a call that wants a fresh answer never takes an early one, and leaves it to the next', async () => {
    const early = vi.fn(async () => reply('early'));
    startEarly({ url: '/api/chat/getRecentConversation', language: 'en', token: 't-1' }, early);
    const network = vi.fn(async () => reply('network'));
    const request = clientWith(network, 't-1');
    await expect(request('get', '/api/chat/getRecentConversation', { fresh: true })).resolves.toBe(
      'network',
    );
    const [, init] = network.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.cache).toBe('no-store');
    expect(earlyCallsPending()).toEqual(['/api/chat/getRecentConversation']);
    await expect(request('get', '/api/chat/getRecentConversation')).resolves.toBe('early');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('an early call not taken in time is dropped', async () => {
    vi.useFakeTimers();
    startEarly({ url: '/api/index/category', language: 'en', token: undefined }, async () =>
      reply('early'),
    );
    vi.advanceTimersByTime(EARLY_KEPT_MS + 1);
    expect(earlyCallsPending()).toEqual([]);
    expect(takeEarly('/api/index/category', { method: 'GET', headers: { lang: 'en' } })).toBe(
      undefined,
    );
  });

  it("an early call's failure is the client's network error, and its timeout still applies", async () => {
    startEarly({ url: '/api/index/index', language: 'en', token: undefined }, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const network = vi.fn(async () => reply('network'));
    await expect(clientWith(network, undefined)('get', '/api/index/index')).rejects.toMatchObject({
      failure: 'network',
    });

    // An early call that never answers: the client gives up after its timeout (200 ms here).
    startEarly(
      { url: '/api/index/index', language: 'en', token: undefined },
      () => new Promise<Response>(() => undefined),
    );
    const failure = await clientWith(network, undefined)('get', '/api/index/index').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).failure).toBe('timeout');
    expect(network).not.toHaveBeenCalled();
  });

  it('a caller that cancels gets no answer from the early call', async () => {
    let answer: (response: Response) => void = () => undefined;
    startEarly(
      { url: '/api/product/detail?id=3', language: 'en', token: undefined },
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const cancel = new AbortController();
    const call = clientWith(vi.fn(), undefined)('get', '/api/product/detail', {
      query: { id: 3 },
      signal: cancel.signal,
    });
    cancel.abort();
    answer(reply('late'));
    await expect(call).rejects.toMatchObject({ failure: 'cancelled' });
  });

  it('is taken only by the exact URL it was started for (property)', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webPath(), (started, asked) => {
        dropEarlyCalls();
        startEarly({ url: started, language: 'en', token: undefined }, async () => reply(1));
        const taken = takeEarly(asked, { method: 'GET', headers: { lang: 'en' } });
        return (taken !== undefined) === (started === asked);
      }),
    );
  });
});
