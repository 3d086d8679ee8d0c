import type { ContentParts } from '@storefront/protocol/content/message-content';
import { isVisibleTo } from '@storefront/protocol/content/visibility';
import { bufferView } from './buffer-view';
import { earlierMessage, indexMessage, unindexMessage } from './resend-index';
import type { ChatWrites } from '../store/store';
import type { ChannelRoute } from './channel-route';
import {
  nextVersion,
  type ChannelLog,
  type ChatState,
  type StoredConversation,
  type StoredMessage,
  type StoredReminder,
} from './chat-state';

/** What a sender (a session, the agent, the control API) posts into a channel. */
export interface PostedMessage {
  from: string;
  clientMsgNo: string;
  clientSeq: number;
  setting: number;
  reddot: boolean;
  syncOnce: boolean;
  expire: number;
  /** Plaintext content JSON. */
  content: Uint8Array;
  topic?: string;
  streamNo?: string;
  /** Uids the content mentions (`all` for everyone): they get a reminder. */
  mentions?: readonly string[] | 'all';
  /** The content's visibles and invisibles: a member who may not see it does not count it unread. */
  visibility?: ContentParts;
}

export interface Appended {
  message: StoredMessage;
  /** The same sender sent this clientMsgNo before: this is the first message, nothing was stored. */
  duplicate: boolean;
}

/**
 * No marks: for a `chat` reached through the store's proxies, which note each change themselves.
 * The hub's message path passes the plain chat and the store's ChatWrites instead (the proxies'
 * traps were a large share of a stored message's CPU; figures in the README's chat Benchmark).
 */
export const TRACKED: ChatWrites = {
  message: () => {},
  channel: () => {},
  newLog: () => {},
  trimmed: () => {},
  conversations: () => {},
  reminder: () => {},
  counters: () => {},
};

export function logOf(chat: ChatState, route: ChannelRoute, writes = TRACKED): ChannelLog {
  let log = chat.logs[route.key];
  if (!log) {
    log = { key: route.key, members: [...route.members], messages: [], extraVersion: 0 };
    chat.logs[route.key] = log;
    writes.newLog(route.key);
  }
  return log;
}

/** A new message id: unique and increasing, across restarts too (the counter is persisted). */
export function nextMessageId(chat: ChatState): number {
  chat.lastMessageId += 1;
  return chat.lastMessageId;
}

/**
 * Stores a message at the end of its channel (messageSeq from 1, no gaps) and updates every member's
 * conversation. A SEND resent with the same sender and clientMsgNo gets the first one back.
 * `chat` is the store's proxied chat, or its plain objects with `writes` naming every row changed.
 */
export function appendMessage(
  chat: ChatState,
  route: ChannelRoute,
  posted: PostedMessage,
  nowMs: number,
  keep = Number.POSITIVE_INFINITY,
  writes = TRACKED,
): Appended {
  const log = logOf(chat, route, writes);
  const first = earlierMessage(log, posted.from, posted.clientMsgNo);
  if (first) return { message: first, duplicate: true };
  writes.counters();
  const message: StoredMessage = {
    id: nextMessageId(chat),
    seq: (log.forgotten ?? 0) + log.messages.length + 1,
    clientMsgNo: posted.clientMsgNo,
    clientSeq: posted.clientSeq,
    from: posted.from,
    setting: posted.setting,
    reddot: posted.reddot,
    syncOnce: posted.syncOnce,
    expire: posted.expire,
    timestamp: Math.floor(nowMs / 1000),
    payload: bufferView(posted.content).toString('base64'),
    readed: false,
    readedAt: 0,
    readedCount: 0,
    extraVersion: 0,
  };
  if (posted.topic) message.topic = posted.topic;
  if (posted.streamNo) message.streamNo = posted.streamNo;
  log.messages.push(message);
  writes.message(route.key, message);
  indexMessage(log, message);
  // The channel keeps its newest `keep` messages; seqs go on from where they were.
  while (log.messages.length > Math.max(1, keep)) {
    unindexMessage(log, log.messages.shift()!);
    log.forgotten = (log.forgotten ?? 0) + 1;
    writes.trimmed(route.key);
    writes.channel(route.key);
  }
  for (const member of route.members) {
    const counts = !posted.visibility || isVisibleTo(posted.visibility, member);
    touchConversation(chat, route, member, message, counts);
    writes.conversations(member);
  }
  if (posted.mentions) remind(chat, route, message, posted.mentions, writes);
  return { message, duplicate: false };
}

function touchConversation(
  chat: ChatState,
  route: ChannelRoute,
  member: string,
  message: StoredMessage,
  visible: boolean,
): void {
  const own = (chat.conversations[member] ??= {});
  const key = route.conversationKeyOf(member);
  const conversation: StoredConversation = own[key] ?? {
    channelID: route.viewOf(member),
    channelType: route.channelType,
    logKey: route.key,
    unread: 0,
    lastMsgSeq: 0,
    lastClientMsgNo: '',
    timestamp: 0,
    version: 0,
    browseTo: 0,
    extraVersion: 0,
    deleted: false,
  };
  own[key] = conversation;
  conversation.deleted = false;
  conversation.lastMsgSeq = message.seq;
  conversation.lastClientMsgNo = message.clientMsgNo;
  conversation.timestamp = message.timestamp;
  // Unread counts messages from the others that ask for a red dot (spec section 4) and that this
  // member may see (spec section 5's visibility rule).
  if (message.from !== member && message.reddot && visible) conversation.unread += 1;
  conversation.version = nextVersion(chat);
}

function remind(
  chat: ChatState,
  route: ChannelRoute,
  message: StoredMessage,
  mentions: readonly string[] | 'all',
  writes: ChatWrites,
): void {
  for (const member of route.members) {
    if (member === message.from) continue;
    if (mentions !== 'all' && !mentions.includes(member)) continue;
    chat.lastReminderId += 1;
    const reminder: StoredReminder = {
      id: chat.lastReminderId,
      uid: member,
      channelID: route.viewOf(member),
      channelType: route.channelType,
      messageSeq: message.seq,
      messageId: String(message.id),
      reminderType: 1,
      text: '[Someone mentioned you]',
      version: nextVersion(chat),
      done: false,
    };
    chat.reminders.push(reminder);
    writes.reminder(reminder);
  }
}

/** Replaces a stored message's content (a streamed answer, once complete). */
export function replaceContent(
  chat: ChatState,
  route: ChannelRoute,
  seq: number,
  content: Uint8Array,
): void {
  const message = storedMessageAt(chat, route, seq);
  if (message) message.payload = bufferView(content).toString('base64');
}

/**
 * Read receipts from `reader` for messages of a channel: each message from someone else becomes read,
 * its extra version moves on (syncMessageExtra reports it to the sender).
 */
export function markRead(
  chat: ChatState,
  route: ChannelRoute,
  reader: string,
  messageIds: readonly string[],
  nowMs: number,
): void {
  const log = chat.logs[route.key];
  if (!log) return;
  const wanted = new Set(messageIds);
  for (const message of log.messages) {
    if (!wanted.has(String(message.id)) || message.from === reader || message.readed) continue;
    message.readed = true;
    message.readedAt = Math.floor(nowMs / 1000);
    message.readedCount = 1;
    log.extraVersion += 1;
    message.extraVersion = log.extraVersion;
  }
}

/** The stored message of `route` with this messageSeq, unless it is unknown or forgotten. */
export function storedMessageAt(
  chat: ChatState,
  route: ChannelRoute,
  seq: number,
): StoredMessage | undefined {
  const log = chat.logs[route.key];
  if (!log || !Number.isSafeInteger(seq)) return undefined;
  const message = log.messages[seq - 1 - (log.forgotten ?? 0)];
  return message?.seq === seq ? message : undefined;
}
