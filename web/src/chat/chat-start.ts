import { whenShopperActs } from '@/lib/when-shopper-acts';
import { session } from '@/session/session-store';

/** Screens that show the chat: there it connects at once. */
const CHAT_SCREENS = ['/chatRoom', '/chatRoomDetail', '/service'];

/**
 * Elsewhere the app starts the chat on the shopper's first touch or key, or this long after start
 * (the Message tab's unread count follows then): its code, key agreement and first sync no longer
 * share the line and the processor with the screen the shopper landed on.
 */
export const CHAT_ELSEWHERE_AFTER_MS = 3000;

const showsChat = (pathname: string) =>
  CHAT_SCREENS.some((screen) => pathname === screen || pathname.startsWith(`${screen}/`));

/**
 * The shell's only chat code: once a token exists, loads the chat (which from then on follows the
 * session itself: sign-out disconnects, a new sign-in connects). A guest never downloads it, so
 * the /home budget carries a few hundred bytes of chat, not the protocol. A sign-in starts it at
 * once.
 */
export function startChatWhenSignedIn(pathname = window.location.pathname): () => void {
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
  let cancelWait: (() => void) | undefined;
  if (showsChat(pathname)) check();
  else cancelWait = whenShopperActs(check, CHAT_ELSEWHERE_AFTER_MS);
  const unsubscribe = session.subscribe(check);
  return () => {
    cancelled = true;
    cancelWait?.();
    unsubscribe();
    stop?.();
  };
}
