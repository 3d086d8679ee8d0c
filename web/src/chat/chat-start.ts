import { whenShopperActs } from '@/lib/when-shopper-acts';
import { session } from '@/session/session-store';

/** Screens that show a conversation: there the chat connects at once. */
const CONVERSATION_SCREENS = ['/chatRoomDetail', '/service'];

/**
 * Elsewhere the app starts the chat on the shopper's first touch or key, or this long after start
 * (the Message tab's unread count follows then): its code, key agreement and first sync no longer
 * share the line and the processor with the screen the shopper landed on.
 */
export const CHAT_ELSEWHERE_AFTER_MS = 3000;

const showsConversation = (pathname: string) =>
  CONVERSATION_SCREENS.some((screen) => pathname === screen || pathname.startsWith(`${screen}/`));

/** The start of the chat that is waiting, if any (see `startChatNow`). */
let waiting: (() => void) | undefined;

/**
 * A screen that needs the chat now: the conversation list, once it shows the list it read over
 * HTTP (or could not), so that the chat's code and key agreement come after that first look.
 * Nothing when the chat has started already or nobody is signed in.
 */
export function startChatNow(): void {
  waiting?.();
}

/**
 * The shell's only chat code: once a token exists, loads the chat (which from then on follows the
 * session itself: sign-out disconnects, a new sign-in connects). A guest never downloads it, so
 * the /home budget carries a few hundred bytes of chat, not the protocol. A sign-in starts it at
 * once; so does landing on a conversation. Elsewhere, the conversation list included, it waits
 * for `startChatNow` or as above.
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
  if (showsConversation(pathname)) check();
  else cancelWait = whenShopperActs(check, CHAT_ELSEWHERE_AFTER_MS);
  waiting = check;
  // A sign-in starts it (the unread total, which the session also holds, starts nothing).
  const unsubscribe = session.onTokenChange(check);
  return () => {
    cancelled = true;
    if (waiting === check) waiting = undefined;
    cancelWait?.();
    unsubscribe();
    stop?.();
  };
}
