import { useSyncExternalStore } from 'react';
import type { components } from '@storefront/contracts/generated/openapi';
import { getToken, removeToken, setToken } from './cookies';

/** The signed-in shopper, as GET /api/user/getUserInfo answers. */
export type ShopperInfo = components['schemas']['UserInfo'];

export interface SessionState {
  token: string | undefined;
  userInfo: ShopperInfo | undefined;
  unreadChatTotal: number;
}

type Listener = () => void;

let state: SessionState = { token: getToken(), userInfo: undefined, unreadChatTotal: 0 };
const listeners = new Set<Listener>();

function update(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** The session, readable outside React (HTTP client, guard) and inside it (hooks below). */
export const session = {
  get: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isSignedIn: (): boolean => Boolean(state.token && state.userInfo),
  /** Login stores the token; user info follows from getUserInfo. */
  signIn(token: string, userInfo?: ShopperInfo): void {
    setToken(token);
    update({ token, userInfo });
  },
  setUserInfo(userInfo: ShopperInfo): void {
    update({ userInfo });
  },
  setUnreadChatTotal(total: number): void {
    update({ unreadChatTotal: Math.max(0, Math.trunc(total)) });
  },
  /** Logout, an invalid token or a password reset: token and user info go. */
  clear(): void {
    removeToken();
    update({ token: undefined, userInfo: undefined, unreadChatTotal: 0 });
  },
  /** Re-reads the cookie (another tab may have signed in or out). */
  reload(): void {
    const token = getToken();
    if (token !== state.token) update({ token, userInfo: undefined });
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function useSignedIn(): boolean {
  const { token, userInfo } = useSession();
  return Boolean(token && userInfo);
}

/** The unread chat total shown on the Message tab; the chat feature feeds it. */
export function useUnreadChatTotal(): number {
  return useSyncExternalStore(
    session.subscribe,
    () => state.unreadChatTotal,
    () => state.unreadChatTotal,
  );
}
