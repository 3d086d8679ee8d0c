import { sql } from 'kysely';
import type { ContentParts } from '@storefront/protocol/content/message-content';
import { isVisibleTo } from '@storefront/protocol/content/visibility';
import type { Db } from '../store/db';
import { messageFromRow, messageToRow } from '../store/rows/chat';
import { bufferView } from './buffer-view';
import type { ChannelRoute } from './channel-route';
import { writeCounters, type ChatCounters, type StoredMessage } from './chat-state';

// A channel's messages are the rows of chat_messages with its key, numbered by messageSeq from 1
// without gaps; the channel keeps its newest ones (`forgotten` counts those dropped from the front,
// `keptBytes` sums the payloads of those it keeps, as stored). Reads are ranges of (channel, seq),
// the table's primary key.

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
 * Stores a message at the end of its channel (messageSeq from 1, no gaps) and updates every member's
 * conversation, in one transaction of its own (a savepoint inside a caller's). A SEND resent with
 * the same sender and clientMsgNo gets the first one back, as long as the channel keeps it. Past
 * `keep` messages, or `keepBytes` bytes of payload as stored (base64), the channel forgets its
 * oldest; it always keeps the newest.
 */
export function appendMessage(
  db: Db,
  route: ChannelRoute,
  posted: PostedMessage,
  nowMs: number,
  keep = Number.POSITIVE_INFINITY,
  keepBytes = Number.POSITIVE_INFINITY,
): Appended {
  return db.transaction(() => {
    const found = channelState(db, route.key, posted.from, posted.clientMsgNo);
    if (found.duplicateSeq !== null) {
      const first = storedMessageAt(db, route, found.duplicateSeq);
      if (first) return { message: first, duplicate: true };
    }
    const counters: ChatCounters = {
      lastMessageId: found.lastMessageId,
      lastVersion: found.lastVersion,
      lastReminderId: found.lastReminderId,
    };
    const forgotten = found.forgotten ?? 0;
    if (found.forgotten === null) {
      db.run(
        db.q
          .insertInto('chatChannels')
          .values({ key: route.key, members: JSON.stringify(route.members) }),
      );
    }
    const message: StoredMessage = {
      id: (counters.lastMessageId += 1),
      seq: (found.lastSeq ?? forgotten) + 1,
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
    db.run(db.q.insertInto('chatMessages').values(messageToRow(route.key, message)));
    // The channel keeps its newest `keep` messages and `keepBytes` bytes; seqs go on from where
    // they were.
    const kept = keptAfterAppend(db, route.key, message.seq, {
      forgotten,
      bytes: (found.keptBytes ?? 0) + message.payload.length,
      keep,
      keepBytes,
    });
    if (kept.forgotten > forgotten) {
      db.run(
        db.q
          .deleteFrom('chatMessages')
          .where('channel', '=', route.key)
          .where('seq', '<=', kept.forgotten),
      );
    }
    db.run(
      db.q
        .updateTable('chatChannels')
        .set({ forgotten: kept.forgotten, keptBytes: kept.bytes })
        .where('key', '=', route.key),
    );
    touchConversations(db, counters, route, message, posted.visibility);
    if (posted.mentions) remind(db, counters, route, message, posted.mentions);
    writeCounters(db, counters);
    return { message, duplicate: false };
  });
}

/** Payload bytes as stored (base64 is ASCII: characters are bytes). */
const payloadBytes = sql<number>`length(payload)`;

/** Rows read at a time while looking for where the byte cap cuts. */
const CUT_BATCH = 64;

/**
 * Where a channel that has just stored message `lastSeq` cuts: its new `forgotten` (every seq up
 * to it goes) and the bytes it then keeps. `bytes` counts the kept messages with the new one. The
 * count cut comes first (usually one message); then the oldest go while the bytes are above
 * `keepBytes`, read a few rows at a time (a message past the cap usually costs one or two).
 */
function keptAfterAppend(
  db: Db,
  channel: string,
  lastSeq: number,
  state: { forgotten: number; bytes: number; keep: number; keepBytes: number },
): { forgotten: number; bytes: number } {
  let { forgotten, bytes } = state;
  const countCut = lastSeq - Math.max(1, state.keep);
  if (countCut > forgotten) {
    const gone = db.first(
      db.q
        .selectFrom('chatMessages')
        .select(sql<number>`coalesce(sum(length(payload)), 0)`.as('bytes'))
        .where('channel', '=', channel)
        .where('seq', '>', forgotten)
        .where('seq', '<=', countCut),
    );
    bytes -= gone?.bytes ?? 0;
    forgotten = countCut;
  }
  while (bytes > state.keepBytes && forgotten < lastSeq - 1) {
    const oldest = db.all(
      db.q
        .selectFrom('chatMessages')
        .select(['seq', payloadBytes.as('bytes')])
        .where('channel', '=', channel)
        .where('seq', '>', forgotten)
        .where('seq', '<', lastSeq)
        .orderBy('seq')
        .limit(CUT_BATCH),
    );
    if (oldest.length === 0) break;
    for (const row of oldest) {
      if (bytes <= state.keepBytes) break;
      bytes -= row.bytes;
      forgotten = row.seq;
    }
  }
  return { forgotten, bytes: Math.max(0, bytes) };
}

/**
 * In one statement, what an append needs to know: the counters, the channel's `forgotten` (null
 * before its first message) and last seq (null when it keeps none), and the seq of a message
 * `from` sent earlier under `clientMsgNo` (null when there is none, or no clientMsgNo).
 */
function channelState(db: Db, channel: string, from: string, clientMsgNo: string) {
  const found = db.first(
    db.q
      .selectFrom('chatCounters')
      .leftJoin('chatChannels', (join) => join.on('chatChannels.key', '=', channel))
      .select((eb) => [
        'chatCounters.lastMessageId',
        'chatCounters.lastVersion',
        'chatCounters.lastReminderId',
        'chatChannels.forgotten',
        'chatChannels.keptBytes',
        eb
          .selectFrom('chatMessages')
          .select('seq')
          .where('channel', '=', channel)
          .orderBy('seq', 'desc')
          .limit(1)
          .as('lastSeq'),
        eb
          .selectFrom('chatMessages')
          .select('seq')
          .where('channel', '=', channel)
          .where('fromUid', '=', from)
          .where('clientMsgNo', '=', clientMsgNo)
          // An empty clientMsgNo names no message.
          .where('clientMsgNo', '<>', '')
          .orderBy('seq')
          .limit(1)
          .as('duplicateSeq'),
      ])
      .where('chatCounters.id', '=', 1),
  );
  if (!found) throw new Error('the chat counters row is missing');
  return found;
}

/** Every member's conversation of the channel (made on the first message), in one statement. */
function touchConversations(
  db: Db,
  counters: ChatCounters,
  route: ChannelRoute,
  message: StoredMessage,
  visibility: ContentParts | undefined,
): void {
  const rows = route.members.map((member) => ({
    uid: member,
    key: route.conversationKeyOf(member),
    channelId: route.viewOf(member),
    channelType: route.channelType,
    logKey: route.key,
    // Unread counts messages from the others that ask for a red dot (spec section 4) and that
    // this member may see (spec section 5's visibility rule).
    unread:
      message.from !== member && message.reddot && (!visibility || isVisibleTo(visibility, member))
        ? 1
        : 0,
    lastMsgSeq: message.seq,
    lastClientMsgNo: message.clientMsgNo,
    timestamp: message.timestamp,
    version: (counters.lastVersion += 1),
  }));
  db.run(
    db.q
      .insertInto('chatConversations')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['uid', 'key']).doUpdateSet((eb) => ({
          deleted: 0,
          lastMsgSeq: eb.ref('excluded.lastMsgSeq'),
          lastClientMsgNo: eb.ref('excluded.lastClientMsgNo'),
          timestamp: eb.ref('excluded.timestamp'),
          unread: eb('chatConversations.unread', '+', eb.ref('excluded.unread')),
          version: eb.ref('excluded.version'),
        })),
      ),
  );
}

function remind(
  db: Db,
  counters: ChatCounters,
  route: ChannelRoute,
  message: StoredMessage,
  mentions: readonly string[] | 'all',
): void {
  const reminded = route.members.filter(
    (member) => member !== message.from && (mentions === 'all' || mentions.includes(member)),
  );
  if (reminded.length === 0) return;
  db.run(
    db.q.insertInto('chatReminders').values(
      reminded.map((member) => ({
        id: (counters.lastReminderId += 1),
        uid: member,
        channelId: route.viewOf(member),
        channelType: route.channelType,
        messageSeq: message.seq,
        messageId: String(message.id),
        reminderType: 1,
        text: '[Someone mentioned you]',
        version: (counters.lastVersion += 1),
      })),
    ),
  );
}

/** The channel's last messageSeq (`forgotten` when it keeps none). */
function lastSeq(db: Db, channel: string, forgotten: number): number {
  const row = db.first(
    db.q
      .selectFrom('chatMessages')
      .select('seq')
      .where('channel', '=', channel)
      .orderBy('seq', 'desc')
      .limit(1),
  );
  return row?.seq ?? forgotten;
}

/**
 * Replaces a stored message's content (a streamed answer, once complete); the channel's kept bytes
 * follow (its byte cap applies again at its next message).
 */
export function replaceContent(
  db: Db,
  route: ChannelRoute,
  seq: number,
  content: Uint8Array,
): void {
  const payload = bufferView(content).toString('base64');
  db.transaction(() => {
    const before = db.first(
      db.q
        .selectFrom('chatMessages')
        .select(payloadBytes.as('bytes'))
        .where('channel', '=', route.key)
        .where('seq', '=', seq),
    );
    if (!before) return;
    db.run(
      db.q
        .updateTable('chatMessages')
        .set({ payload })
        .where('channel', '=', route.key)
        .where('seq', '=', seq),
    );
    db.run(
      db.q
        .updateTable('chatChannels')
        .set((eb) => ({ keptBytes: eb('keptBytes', '+', payload.length - before.bytes) }))
        .where('key', '=', route.key),
    );
  });
}

/** Message ids as the chat writes them (String(id)); anything else names no message. */
const MESSAGE_ID = /^[1-9][0-9]{0,15}$/;

/**
 * Read receipts from `reader` for messages of a channel: each message from someone else becomes read,
 * its extra version moves on (syncMessageExtra reports it to the sender).
 */
export function markRead(
  db: Db,
  route: ChannelRoute,
  reader: string,
  messageIds: readonly string[],
  nowMs: number,
): void {
  const ids = messageIds.filter((id) => MESSAGE_ID.test(id)).map(Number);
  if (ids.length === 0) return;
  const unread = db.all(
    db.q
      .selectFrom('chatMessages')
      .select('seq')
      .where('channel', '=', route.key)
      .where('id', 'in', ids)
      .where('fromUid', '<>', reader)
      .where('readed', '=', 0)
      .orderBy('seq'),
  );
  if (unread.length === 0) return;
  const channel = db.first(
    db.q.selectFrom('chatChannels').select('extraVersion').where('key', '=', route.key),
  );
  let extraVersion = channel?.extraVersion ?? 0;
  const readedAt = Math.floor(nowMs / 1000);
  for (const { seq } of unread) {
    extraVersion += 1;
    db.run(
      db.q
        .updateTable('chatMessages')
        .set({ readed: 1, readedAt, readedCount: 1, extraVersion })
        .where('channel', '=', route.key)
        .where('seq', '=', seq),
    );
  }
  db.run(db.q.updateTable('chatChannels').set({ extraVersion }).where('key', '=', route.key));
}

/** The stored message of `route` with this messageSeq, unless it is unknown or forgotten. */
export function storedMessageAt(
  db: Db,
  route: ChannelRoute,
  seq: number,
): StoredMessage | undefined {
  if (!Number.isSafeInteger(seq)) return undefined;
  const row = db.first(
    db.q
      .selectFrom('chatMessages')
      .selectAll()
      .where('channel', '=', route.key)
      .where('seq', '=', seq),
  );
  return row && messageFromRow(row);
}

/** The channel's kept messages with seq in (`after`, `upTo`], in order. */
export function messagesBetween(
  db: Db,
  channel: string,
  after: number,
  upTo: number,
): StoredMessage[] {
  if (upTo <= after) return [];
  return db
    .all(
      db.q
        .selectFrom('chatMessages')
        .selectAll()
        .where('channel', '=', channel)
        .where('seq', '>', after)
        .where('seq', '<=', upTo)
        .orderBy('seq'),
    )
    .map(messageFromRow);
}

/** The channel's newest `count` messages, oldest first. */
export function lastMessages(db: Db, channel: string, count: number): StoredMessage[] {
  if (count <= 0) return [];
  return db
    .all(
      db.q
        .selectFrom('chatMessages')
        .selectAll()
        .where('channel', '=', channel)
        .orderBy('seq', 'desc')
        .limit(count),
    )
    .map(messageFromRow)
    .reverse();
}

/** The seqs a channel holds: (`forgotten`, `lastSeq`]; both 0 for a channel without messages. */
export function channelBounds(db: Db, channel: string): { forgotten: number; lastSeq: number } {
  const row = db.first(
    db.q.selectFrom('chatChannels').select('forgotten').where('key', '=', channel),
  );
  const forgotten = row?.forgotten ?? 0;
  return { forgotten, lastSeq: row ? lastSeq(db, channel, forgotten) : 0 };
}

/** Whether `from` has a message kept in the channel. */
export function hasMessageFrom(db: Db, channel: string, from: string): boolean {
  return (
    db.first(
      db.q
        .selectFrom('chatMessages')
        .select('seq')
        .where('channel', '=', channel)
        .where('fromUid', '=', from)
        .limit(1),
    ) !== undefined
  );
}
