import type { Schema } from '@/api/api';
import { decodeContent } from '@storefront/protocol/content/content-codec';
import { isVisibleTo } from '@storefront/protocol/content/visibility';
import type { Channel } from '@storefront/protocol/client/channel';
import type { Conversation } from '@storefront/protocol/client/conversations';
import { emptyRemoteExtra, type ChatMessage } from '@storefront/protocol/client/message';
import { SendStatus } from '@storefront/protocol/wire/send-status';
import { StreamFlag } from '@storefront/protocol/wire/stream-flag';

type StoredMessage = Schema<'ChatMessage'>;
type StoredConversation = Schema<'Conversation'>;

// The setting byte's bits, as on the wire (protocol README, "Layout and version rules").
const RECEIPT_BIT = 0x80;
const TOPIC_BIT = 0x08;
const STREAM_BIT = 0x02;

function base64Bytes(text: string): Uint8Array {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    // Not base64: decodeContent turns the empty bytes into unknown content.
    return new Uint8Array(0);
  }
}

/** A message of the HTTP history (getChannelMessage, getRecentConversation) as the runtime's model. */
export function messageFromHistory(stored: StoredMessage, myUid: string): ChatMessage {
  return {
    messageID: stored.message_idstr || String(stored.message_id),
    messageSeq: stored.message_seq,
    clientMsgNo: stored.client_msg_no,
    clientSeq: 0,
    streamNo: '',
    streamId: '',
    streamFlag: StreamFlag.START,
    fromUID: stored.from_uid,
    channel: { channelID: stored.channel_id, channelType: stored.channel_type },
    timestamp: stored.timestamp,
    content: decodeContent(base64Bytes(stored.payload)),
    status: SendStatus.Normal,
    header: {
      reddot: stored.header.red_dot === 1,
      dup: false,
      noPersist: stored.header.no_persist === 1,
      syncOnce: stored.header.sync_once === 1,
    },
    setting: {
      receiptEnabled: (stored.setting & RECEIPT_BIT) !== 0,
      topic: (stored.setting & TOPIC_BIT) !== 0,
      streamOn: (stored.setting & STREAM_BIT) !== 0,
    },
    remoteExtra: emptyRemoteExtra(),
    voicePlaying: false,
    voiceRead: false,
    isDeleted: false,
    isSentByMe: stored.from_uid === myUid,
  };
}

/** A conversation of getRecentConversation; its last message is the newest visible of `recents`. */
export function conversationFromSync(stored: StoredConversation, myUid: string): Conversation {
  const channel: Channel = { channelID: stored.channel_id, channelType: stored.channel_type };
  // The newest message this shopper may see (a note for someone else is no preview).
  const last = stored.recents
    .map((m) => messageFromHistory(m, myUid))
    .filter((m) => m.content.kind !== 'command' && isVisibleTo(m.content, myUid))
    .at(-1);
  return {
    channel,
    unread: stored.unread,
    timestamp: stored.timestamp,
    lastMessage: last,
    reminders: [],
    // The sync carries no browse position: the server's unread count is the one to show.
    remoteExtra: { channel, browseTo: 0, version: stored.version },
    isMentionMe: false,
  };
}
