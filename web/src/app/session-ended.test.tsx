import { renderHook } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/api/api';
import { onSessionExpired } from '@/api/request';
import { startSession } from '@/api/user';
import { session, type ShopperInfo } from '@/session/session-store';
import { guardLoader } from './guard-loader';
import { readCookie, SESSION_ENDED_COOKIE, writeCookie } from '@/session/cookies';
import { toast } from '@/ui/toast-store';
import { useSessionEndedNotice } from './session-ended';

describe('a guest page whose token the server refused', () => {
  it('says once that the session ended, and forgets the flag', () => {
    writeCookie(SESSION_ENDED_COOKIE, '1', 300);
    const { unmount } = renderHook(() => useSessionEndedNotice());
    expect(toast.current().map((shown) => shown.message)).toEqual([
      'Your session has ended. Please sign in again.',
    ]);
    expect(readCookie(SESSION_ENDED_COOKIE)).toBeUndefined();
    unmount();
    toast.clear();
    renderHook(() => useSessionEndedNotice());
    expect(toast.current()).toEqual([]);
  });

  it('says nothing on an ordinary page', () => {
    renderHook(() => useSessionEndedNotice());
    expect(toast.current()).toEqual([]);
  });
});

describe('a tap made just as the session ended', () => {
  it('goes to /login saying the session ended, not "log in first"', async () => {
    onSessionExpired(() => {});
    startSession('dead-token', { id: 1 } as ShopperInfo);
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ code: 0, msg: 'Please log in first', data: null }), {
          status: 401,
        }),
    );
    await expect(api.get('/api/chat/login', { toast: false })).rejects.toMatchObject({
      status: 401,
    });
    // The shopper's tap on a protected screen, before /login has shown.
    const answer = await guardLoader({
      request: new Request('http://shop.test/topUpRecord?status=0'),
    } as LoaderFunctionArgs).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe(
      '/login?redirect=%2FtopUpRecord%3Fstatus%3D0&session=ended',
    );
    expect(toast.current()).toEqual([]);
  });

  it('a guest (or a shopper who signed out) is still asked to log in first', async () => {
    startSession('tok', { id: 1 } as ShopperInfo);
    session.clear();
    const answer = await guardLoader({
      request: new Request('http://shop.test/bag'),
    } as LoaderFunctionArgs).catch((thrown: unknown) => thrown);
    expect((answer as Response).headers.get('Location')).toBe('/login');
    expect(toast.current().map((shown) => shown.message)).toEqual(['Please log in first']);
  });
});
