import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/i18n/i18n';
import { getToken } from '@/session/cookies';
import { session } from '@/session/session-store';
import { queryClient } from '@/api/query-client';
import { userKeys, orderKeys } from '@/api/query-keys';
import {
  currentUser,
  ensureUser,
  isSignedIn,
  logout,
  logoutLanguage,
  startSession,
  useSignedIn,
  type ShopperInfo,
} from '@/api/user';

const shopper = {
  id: 1,
  email: 'demo@example.com',
  nickname: 'Demo',
  lang: { language_name: 'English', chinese_name: '英语', file_name: 'en' },
} as ShopperInfo;

afterEach(async () => {
  queryClient.clear();
  await switchLanguage('en');
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('signing out', () => {
  it('writes the language as the logout call spells it', async () => {
    expect(logoutLanguage()).toBe('en');
    await switchLanguage('zh-CN');
    expect(logoutLanguage()).toBe('zh-cn');
    await switchLanguage('tai');
    expect(logoutLanguage()).toBe('tai');
  });

  it('tells the server in the current language, then forgets the token', async () => {
    const fetch = vi.fn(async () => answer(200, { code: 1, msg: 'ok', data: null }));
    vi.stubGlobal('fetch', fetch);
    await switchLanguage('ri');
    session.signIn('tok-1');
    await logout();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/user\/logout\?lang=ri$/);
    expect(init.method?.toUpperCase()).toBe('POST');
    expect(getToken()).toBeUndefined();
    expect(session.get().token).toBeUndefined();
  });

  it('forgets the token even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    session.signIn('tok-2');
    await expect(logout()).rejects.toBeDefined();
    expect(getToken()).toBeUndefined();
  });
});

describe('the user, one query', () => {
  it('is signed in with a token and its user; the guard loads the user once', async () => {
    const fetch = vi.fn(async () => answer(200, { code: 1, msg: 'ok', data: shopper }));
    vi.stubGlobal('fetch', fetch);
    session.signIn('tok-5');
    expect(isSignedIn()).toBe(false);
    // Two navigations at once share one call; a third reads the cache.
    await Promise.all([ensureUser(), ensureUser()]);
    await ensureUser();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isSignedIn()).toBe(true);
    expect(queryClient.getQueryData(userKeys.info())).toEqual(shopper);
  });

  it('asks nothing without a token', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(ensureUser()).rejects.toMatchObject({ failure: 'unauthorized' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('goes with its token: a sign-out elsewhere leaves no user behind', () => {
    // Under the app's query client, as the document provides it in the browser.
    const signedIn = renderHook(() => useSignedIn(), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(QueryClientProvider, { client: queryClient }, children),
    });
    expect(signedIn.result.current).toBe(false);
    act(() => startSession('tok-6', shopper));
    expect(signedIn.result.current).toBe(true);
    act(() => session.clear());
    expect(currentUser()).toBeUndefined();
    expect(signedIn.result.current).toBe(false);
  });
});

describe('the one logout', () => {
  it('forgets every cached answer of the shopper who left', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { code: 1, msg: 'ok', data: null })),
    );
    // Another language than the tests above: not the same call within the duplicate window.
    await switchLanguage('han');
    startSession('tok-7', shopper);
    queryClient.setQueryData(orderKeys.detail(3), { id: 3 });
    await logout();
    expect(isSignedIn()).toBe(false);
    expect(queryClient.getQueryData(orderKeys.detail(3))).toBeUndefined();
  });
});
