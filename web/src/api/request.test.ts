import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/i18n/i18n';
import { session, type ShopperInfo } from '@/session/session-store';
import { toast } from '@/ui/toast-store';
import { api } from './api';
import { onSessionExpired } from './request';
import { startSession } from '@/api/user';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the app HTTP client', () => {
  it('sends the token header and the current language', async () => {
    const fetch = vi.fn(async () => reply({ code: 1, msg: 'ok', data: [] }));
    vi.stubGlobal('fetch', fetch);
    session.signIn('tok-3');
    await switchLanguage('han');
    await api.get('/api/index/category');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/index/category');
    const headers = new Headers(init.headers);
    expect(headers.get('token')).toBe('tok-3');
    expect(headers.get('lang')).toBe('han');
    await switchLanguage('en');
  });

  it('a 401 while signed in clears the session and leads to the login screen', async () => {
    vi.stubGlobal('fetch', async () => reply({ code: 0, msg: 'Please log in', data: null }, 401));
    const toLogin = vi.fn();
    onSessionExpired(toLogin);
    startSession('tok-4', { id: 1 } as ShopperInfo);
    await expect(api.get('/api/user/getUserInfo')).rejects.toMatchObject({
      status: 401,
      msg: 'Your session has ended. Please sign in again.',
    });
    expect(session.get().token).toBeUndefined();
    expect(toLogin).toHaveBeenCalledOnce();
    // The login screen says it (`?session=ended`): no toast beside it.
    expect(toast.current()).toEqual([]);
  });

  it('writes the status into the translated message', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    await switchLanguage('zh-CN');
    await expect(api.get('/api/index/index')).rejects.toMatchObject({ status: 500 });
    expect(toast.current().map((shown) => shown.message)).toEqual(['系统接口 500 异常']);
    await switchLanguage('en');
  });
});
