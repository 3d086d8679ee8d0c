import type { State } from '../store/state';

// The chat's part of the persisted state (store.state.chat). Plain JSON, so it is written to
// DATA_DIR with everything else and a restart loses no message, conversation or token.

/** One stored message of a channel log. Payload is the plaintext content (JSON), base64. */
export interface StoredMessage {
  id: number;
  seq: number;
  clientMsgNo: string;
  clientSeq: number;
  from: string;
  /** The SEND's setting byte (receipt, topic, stream). */
  setting: number;
  reddot: boolean;
  syncOnce: boolean;
  expire: number;
  /** Seconds. */
  timestamp: number;
  payload: string;
  topic?: string;
  streamNo?: string;
  /** Read receipts: message extras (spec: readed flag, readedCount, extraVersion). */
  readed: boolean;
  readedAt: number;
  readedCount: number;
  extraVersion: number;
}

/**
 * The messages of one conversation between members, in the order of their messageSeq.
 * Person channels are keyed `p:<uidA>@<uidB>` (sorted), customer service `cs:<service>:<shopper>`.
 */
export interface ChannelLog {
  key: string;
  members: string[];
  /** Resent SENDs are found through an index built from these (resend-index.ts), not stored. */
  messages: StoredMessage[];
  extraVersion: number;
  /** Messages forgotten from the front (the channel keeps the newest `channelMessages`). */
  forgotten?: number;
}

/** A user's view of one channel. */
export interface StoredConversation {
  channelID: string;
  channelType: number;
  logKey: string;
  unread: number;
  lastMsgSeq: number;
  lastClientMsgNo: string;
  /** Seconds of the last message. */
  timestamp: number;
  version: number;
  browseTo: number;
  extraVersion: number;
  /** Removed from the list by the shopper; a new message brings it back. */
  deleted: boolean;
}

export interface StoredReminder {
  id: number;
  uid: string;
  channelID: string;
  channelType: number;
  messageSeq: number;
  messageId: string;
  reminderType: number;
  text: string;
  version: number;
  done: boolean;
}

/** A chat token from getWebSocketUrl or the control API, kept under the SHA-256 of the token; `session` is the key (hash) of the shop session it came from. */
export interface ChatToken {
  uid: string;
  session: string | null;
  issuedAt: number;
}

export interface ChatState {
  lastMessageId: number;
  /** Versions of conversations, extras and reminders come from one counter so they only grow. */
  lastVersion: number;
  lastReminderId: number;
  tokens: Record<string, ChatToken>;
  logs: Record<string, ChannelLog>;
  /** uid -> conversation key (`<channelID>-<channelType>`) -> conversation. */
  conversations: Record<string, Record<string, StoredConversation>>;
  reminders: StoredReminder[];
  /** uid -> seconds when its last session closed. */
  lastOffline: Record<string, number>;
}

/** A chat with nothing in it yet. */
export function emptyChatState(): ChatState {
  return {
    lastMessageId: 0,
    lastVersion: 0,
    lastReminderId: 0,
    tokens: {},
    logs: {},
    conversations: {},
    reminders: [],
    lastOffline: {},
  };
}

/**
 * The chat state inside `state`, filled in on first use (a fresh seed has `chat: {}`). Always read it
 * through here: a reset replaces the whole state object.
 */
export function chatState(state: State): ChatState {
  const chat = state.chat as Partial<ChatState>;
  if (chat.logs === undefined) Object.assign(chat, emptyChatState(), chat);
  return chat as ChatState;
}

export function nextVersion(chat: ChatState): number {
  chat.lastVersion += 1;
  return chat.lastVersion;
}
