import { useSyncExternalStore } from 'react';
import type { components } from '@storefront/contracts/generated/openapi';
import { requestScope, type SessionState } from '@/session/request-scope';
import { getToken, removeToken, setToken } from './cookies';

/** The signed-in shopper, as GET /api/user/getUserInfo answers. */
export type ShopperInfo = components['schemas']['UserInfo'];

/**
 * The session on this device: the token (the `Admin-Token` cookie) and the Message tab's unread
 * total. The shopper's info is not kept here but as one query (`api/user.ts`).
 */
export type { SessionState };

type Listener = () => void;

let state: SessionState = { token: getToken(), unreadChatTotal: 0 };
const listeners = new Set<Listener>();
const signOutListeners = new Set<Listener>();

function update(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** On the server, the request's session; in the browser, the state above (hydration included). */
const current = (): SessionState => requestScope()?.session ?? state;

/** The session, readable outside React (HTTP client, guard) and inside it (hooks below). */
export const session = {
  get: current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Told only when the token changes (a sign-in, a sign-out, another tab's), with the new one; the
   * unread total and other changes do not call it. Returns the unsubscribe.
   */
  onTokenChange(listener: (token: string | undefined) => void): () => void {
    let known = state.token;
    return session.subscribe(() => {
      if (state.token === known) return;
      known = state.token;
      listener(known);
    });
  },
  /** Login stores the token; the user info follows (`api/user.ts`). */
  signIn(token: string): void {
    setToken(token);
    update({ token });
  },
  setUnreadChatTotal(total: number): void {
    update({ unreadChatTotal: Math.max(0, Math.trunc(total)) });
  },
  /**
   * The shopper chose to sign out: told before the backend is asked, so that what asks with the
   * token by itself (the chat, starting or reconnecting) stops first and sends nothing the
   * backend will refuse. The token itself goes with the answer (`clear`).
   */
  signingOut(): void {
    for (const listener of [...signOutListeners]) listener();
  },
  onSigningOut(listener: Listener): () => void {
    signOutListeners.add(listener);
    return () => signOutListeners.delete(listener);
  },
  /** Logout, an invalid token or a password reset: the token goes (and its user with it). */
  clear(): void {
    removeToken();
    update({ token: undefined, unreadChatTotal: 0 });
  },
  /** Re-reads the cookie (another tab may have signed in or out). */
  reload(): void {
    const token = getToken();
    if (token !== state.token) update({ token });
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, current);
}

/** The unread chat total shown on the Message tab; the chat feature feeds it. */
export function useUnreadChatTotal(): number {
  return useSyncExternalStore(
    session.subscribe,
    () => state.unreadChatTotal,
    () => current().unreadChatTotal,
  );
}
