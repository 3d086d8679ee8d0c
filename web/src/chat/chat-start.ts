import { session } from '@/session/session-store';

/**
 * The shell's only chat code: once a token exists, loads the chat (which from then on follows the
 * session itself: sign-out disconnects, a new sign-in connects). A guest never downloads it, so
 * the /home budget carries a few hundred bytes of chat, not the protocol.
 */
export function startChatWhenSignedIn(): () => void {
  let loading = false;
  let cancelled = false;
  let stop: (() => void) | undefined;
  const check = () => {
    if (loading || !session.get().token) return;
    loading = true;
    void import('./chat-connection').then(({ chatConnection }) => {
      if (!cancelled) stop = chatConnection.followSession();
    });
  };
  check();
  const unsubscribe = session.subscribe(check);
  return () => {
    cancelled = true;
    unsubscribe();
    stop?.();
  };
}
