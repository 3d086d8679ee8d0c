import { sql } from 'kysely';
import type { Db } from '../store/db';

// The chat's records as the gateway reads them from the store's chat tables (src/store/tables.sql.ts,
// mapped in src/store/rows/chat.ts). Nothing of them is kept in memory: a restart loses no
// message, conversation or token.

/** One stored message of a channel. Payload is the plaintext content (JSON), base64. */
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

/**
 * The chat's counters. Versions of conversations, extras and reminders come from one counter so
 * they only grow; message ids are unique and increasing, across restarts too.
 */
export interface ChatCounters {
  lastMessageId: number;
  lastVersion: number;
  lastReminderId: number;
}

export function writeCounters(db: Db, counters: ChatCounters): void {
  db.run(
    db.q
      .updateTable('chatCounters')
      .set({
        lastMessageId: counters.lastMessageId,
        lastVersion: counters.lastVersion,
        lastReminderId: counters.lastReminderId,
      })
      .where('id', '=', 1),
  );
}

function bump(db: Db, counter: keyof ChatCounters): number {
  const row = db.first(
    db.q
      .updateTable('chatCounters')
      .set({ [counter]: sql`${sql.ref(counter)} + 1` })
      .where('id', '=', 1)
      .returning(counter),
  ) as Partial<ChatCounters> | undefined;
  const value = row?.[counter];
  if (value === undefined) throw new Error('the chat counters row is missing');
  return value;
}

/** The next version of a conversation, extra or reminder. */
export function nextVersion(db: Db): number {
  return bump(db, 'lastVersion');
}

/** A new message id (also for a message that is not stored: it shares the id space). */
export function nextMessageId(db: Db): number {
  return bump(db, 'lastMessageId');
}
