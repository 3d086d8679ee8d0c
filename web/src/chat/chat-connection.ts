import { session } from '@/session/session-store';
import type { ChatRuntime } from './chat-runtime';

/**
 * Where the app's chat stands. `starting`: the protocol code is loading and the chat account is
 * being prepared; `unavailable`: that failed (no chat until `restart`).
 */
export type ChatConnection =
  | { phase: 'signedOut' }
  | { phase: 'starting' }
  | { phase: 'running'; runtime: ChatRuntime }
  | { phase: 'unavailable'; error: unknown };

type Listener = () => void;

let state: ChatConnection = { phase: 'signedOut' };
let token: string | undefined;
/** Bumped on every start and stop, so a start that finishes late for a gone token is dropped. */
let generation = 0;
const listeners = new Set<Listener>();

function set(next: ChatConnection): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

function stop(): void {
  generation += 1;
  if (state.phase === 'running') state.runtime.dispose();
  set({ phase: 'signedOut' });
}

function start(): void {
  generation += 1;
  const mine = generation;
  set({ phase: 'starting' });
  // The protocol is loaded only for a signed-in shopper, in two chunks (each within the route
  // budget): the client with its codecs, and the crypto.
  void Promise.all([
    import('./chat-runtime'),
    import('@storefront/protocol/crypto/portable-crypto'),
  ])
    .then(([{ startChatRuntime }, { portableCrypto }]) =>
      startChatRuntime({
        crypto: portableCrypto,
        onUnreadTotal: (total) => session.setUnreadChatTotal(total),
        // Stopped meanwhile (a sign-out): the start asks nothing more.
        stillWanted: () => mine === generation,
      }),
    )
    .then(
      (runtime) => {
        if (mine === generation) set({ phase: 'running', runtime });
        else runtime.dispose();
      },
      (error: unknown) => {
        if (mine === generation) set({ phase: 'unavailable', error });
      },
    );
}

function follow(): void {
  const next = session.get().token;
  if (next === token) return;
  token = next;
  if (state.phase !== 'signedOut') stop();
  if (next) start();
}

/**
 * The chat follows the session: a token starts it, sign-out disconnects it on purpose (as soon
 * as the shopper signs out, before the backend answers).
 */
export const chatConnection = {
  get: (): ChatConnection => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Starts following the session (the app shell calls it once); returns the stop. */
  followSession(): () => void {
    follow();
    const unsubscribe = session.subscribe(follow);
    // Stopped when the shopper signs out, before the backend is told: the token is still there
    // until its answer, and anything the chat asked with it meanwhile would be refused.
    const unsubscribeSignOut = session.onSigningOut(() => {
      if (state.phase !== 'signedOut') stop();
    });
    return () => {
      unsubscribe();
      unsubscribeSignOut();
      token = undefined;
      stop();
    };
  },
  /** After `unavailable`: tries again. */
  restart(): void {
    if (token) start();
  },
};
