import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getLanguageCookie, getToken, readCookie, setLanguageCookie } from './cookies';
import { sessionCache } from './session-storage';
import { session, useUnreadChatTotal } from './session-store';

afterEach(() => {
  sessionStorage.clear();
});

describe('session', () => {
  it('login stores the token in the Admin-Token cookie; clear removes it', () => {
    session.signIn('tok-9');
    expect(readCookie('Admin-Token')).toBe('tok-9');
    expect(getToken()).toBe('tok-9');
    session.clear();
    expect(getToken()).toBeUndefined();
    expect(session.get()).toEqual({ token: undefined, unreadChatTotal: 0 });
  });

  it('remembers the language in Local_Lang', () => {
    setLanguageCookie('han');
    expect(getLanguageCookie()).toBe('han');
  });

  it('tells React about the unread chat total', () => {
    const unread = renderHook(() => useUnreadChatTotal());
    act(() => session.setUnreadChatTotal(7));
    expect(unread.result.current).toBe(7);
    act(() => session.setUnreadChatTotal(-3));
    expect(unread.result.current).toBe(0);
  });
});

describe('token changes', () => {
  it('are told with the new token; the unread total and the same token again are not', () => {
    const told: (string | undefined)[] = [];
    const stop = session.onTokenChange((token) => told.push(token));
    session.signIn('t-1');
    session.setUnreadChatTotal(4);
    session.signIn('t-1');
    session.signIn('t-2');
    session.clear();
    stop();
    session.signIn('t-3');
    expect(told).toEqual(['t-1', 't-2', undefined]);
  });
});

describe('session storage helper', () => {
  it('gets, sets, reads and writes JSON, removes', () => {
    sessionCache.set('step', '2');
    expect(sessionCache.get('step')).toBe('2');
    sessionCache.setJSON('draft', { ids: [1, 2], note: 'gift' });
    expect(sessionCache.getJSON('draft')).toEqual({ ids: [1, 2], note: 'gift' });
    sessionCache.remove('draft');
    expect(sessionCache.getJSON('draft')).toBeNull();
    expect(sessionCache.get('missing')).toBeNull();
  });

  it('answers null for a value that is not JSON', () => {
    sessionCache.set('broken', '{nope');
    expect(sessionCache.getJSON('broken')).toBeNull();
  });
});
