import { channelKey } from '@storefront/protocol/client/channel';
import { logicalUnread, type Conversation } from '@storefront/protocol/client/conversations';
import type { ConversationSync } from './api/get-recent-conversation';
import type { ConversationView } from './chat-snapshot';
import { conversationFromSync } from './history-message';

/**
 * A conversation as the list shows it. A streamed last message reads as the text its pieces built
 * when the stored text is a beginning of it (the server keeps the START until the stream ends);
 * a stored text that differs (replaced on the server) wins.
 */
export function conversationView(
  conversation: Conversation,
  streamTexts: ReadonlyMap<string, string>,
): ConversationView {
  const last = conversation.lastMessage;
  const built = last ? streamTexts.get(last.messageID) : undefined;
  const grown =
    last &&
    built !== undefined &&
    last.content.kind === 'text' &&
    built.startsWith(last.content.text)
      ? { ...last, content: { ...last.content, text: built } }
      : last;
  return {
    key: channelKey(conversation.channel),
    channel: conversation.channel,
    unread: logicalUnread(conversation),
    timestamp: conversation.timestamp,
    lastMessage: grown ? { ...grown } : undefined,
  };
}

/**
 * The list as an HTTP sync answered it, before the socket is connected: shown while the chat
 * connects, then replaced by the list the chat syncs once connected (chat-runtime.ts), which is
 * the one that misses nothing.
 */
export function conversationsOfSync(sync: ConversationSync, myUid: string): ConversationView[] {
  return sync.conversations.map((stored) =>
    conversationView(conversationFromSync(stored, myUid), NO_STREAMS),
  );
}

/** Before the socket, no streamed answer has been seen growing. */
const NO_STREAMS: ReadonlyMap<string, string> = new Map();
