import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n, switchLanguage } from '@/i18n/i18n';
import { getToken } from '@/session/cookies';
import { session } from '@/session/session-store';
import { toast } from '@/ui/toast-store';
import { logoutLanguage, signOut } from './logout';

beforeAll(async () => {
  await startI18n(['en']);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  toast.clear();
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
    await signOut();
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
    await expect(signOut()).rejects.toBeDefined();
    expect(getToken()).toBeUndefined();
  });
});
