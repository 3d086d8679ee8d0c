import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/api/user';
import { switchLanguage } from '@/i18n/i18n';
import { session } from '@/session/session-store';
import { fakeApi, ok, type ApiAnswer } from '@/testing/fake-api';
import { chatConnection } from './chat-connection';

let stopFollowing: (() => void) | undefined;
afterEach(async () => {
  stopFollowing?.();
  stopFollowing = undefined;
  await switchLanguage('en');
});

/** Until the chat's code has loaded and every start step it took on loading has run. */
async function chatCodeLoaded(): Promise<void> {
  await Promise.all([
    import('./chat-runtime'),
    import('@storefront/protocol/crypto/portable-crypto'),
  ]);
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the chat when the shopper signs out', () => {
  it('asks nothing once the shopper signs out while its code is still loading', async () => {
    const calls = fakeApi(({ path }) =>
      path === '/api/user/logout' ? ok(null) : ok({ status: 200, uid: 'u7' }),
    );
    session.signIn('tok-1');
    stopFollowing = chatConnection.followSession();
    expect(chatConnection.get().phase).toBe('starting');
    await logout();
    await chatCodeLoaded();
    expect(calls.map((call) => call.path)).toEqual(['/api/user/logout']);
    expect(chatConnection.get().phase).toBe('signedOut');
  });

  it('stops between its calls when the shopper signs out meanwhile', async () => {
    let answerLogin: (answer: ApiAnswer) => void = () => {};
    const calls = fakeApi(({ path }) => {
      if (path === '/api/user/logout') return ok(null);
      if (path === '/api/chat/login')
        return new Promise<ApiAnswer>((resolve) => (answerLogin = resolve));
      return ok({ uid: 'u7', token: 't', ws_url: 'ws://127.0.0.1:1/ws' });
    });
    // Another language than the test above: not the same logout within the duplicate window.
    await switchLanguage('han');
    session.signIn('tok-2');
    stopFollowing = chatConnection.followSession();
    await chatCodeLoaded();
    expect(calls.map((call) => call.path)).toEqual(['/api/chat/login']);
    // Signed out before the chat account answered: the signing out stops the chat first.
    const leaving = logout();
    expect(chatConnection.get().phase).toBe('signedOut');
    answerLogin(ok({ status: 200, uid: 'u7' }));
    await leaving;
    await chatCodeLoaded();
    expect(calls.map((call) => call.path)).toEqual(['/api/chat/login', '/api/user/logout']);
  });
});
