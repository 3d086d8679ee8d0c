import type { Db } from '../src/store/db';
import { DEMO_EMAIL, seedStore } from '../src/store/seed';
import { Store } from '../src/store/store';
import type { NewRow } from '../src/store/tables';

// A DATA_DIR as a long-used mock leaves it: the seed plus `orders` more orders of the demo shopper
// (copies of the seeded ones, in their statuses) and `messages` chat messages in person channels of
// 100 messages each, written with SQL into the database file the growth bench starts a server on.

export interface Growth {
  messages: number;
  orders: number;
}

const PER_CHANNEL = 100;
/** Rows per INSERT: few statements, and well under SQLite's limit of bound values. */
const BATCH = 200;

function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => void): void {
  for (let i = 0; i < rows.length; i += BATCH) insert(rows.slice(i, i + BATCH));
}

/** The demo shopper's seeded orders without a refund, copied round until there are `count` more. */
function growOrders(db: Db, count: number): void {
  const demo = db.first(db.q.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL));
  if (!demo) throw new Error('the seed has no demo shopper');
  const seeded = db.all(
    db.q
      .selectFrom('orders')
      .selectAll()
      .where('userId', '=', demo.id)
      .where('refundState', '=', 'none')
      .orderBy('id'),
  );
  if (seeded.length === 0) throw new Error('the seed has no orders to copy');
  const linesOf = (orderId: number) =>
    db.all(db.q.selectFrom('orderLines').selectAll().where('orderId', '=', orderId));
  const eventsOf = (orderId: number) =>
    db.all(db.q.selectFrom('orderEvents').selectAll().where('orderId', '=', orderId));
  const models = seeded.map((order) => ({
    order,
    lines: linesOf(order.id),
    events: eventsOf(order.id),
  }));
  const lines: NewRow<'orderLines'>[] = [];
  const events: NewRow<'orderEvents'>[] = [];
  const firstAt = Math.min(...seeded.map((order) => order.createdAt)) - count * 60_000;
  for (let n = 0; n < count; n += 1) {
    const model = models[n % models.length]!;
    const { id: _seededId, ...row } = model.order;
    // A minute apart, before the seeded ones: the history before the demo's recent orders.
    const shift = firstAt + n * 60_000 - model.order.createdAt;
    const later = (at: number | null) => (at === null ? null : at + shift);
    const id = db.insertId(
      db.q.insertInto('orders').values({
        ...row,
        sn: `G${String(n + 1).padStart(12, '0')}`,
        reviewed: 0,
        createdAt: row.createdAt + shift,
        paidAt: later(row.paidAt),
        shippedAt: later(row.shippedAt),
        receivedAt: later(row.receivedAt),
        finishedAt: later(row.finishedAt),
      }),
    );
    for (const line of model.lines) lines.push({ ...line, orderId: id });
    for (const event of model.events) events.push({ ...event, orderId: id, at: event.at + shift });
  }
  insertInBatches(lines, (batch) => db.run(db.q.insertInto('orderLines').values(batch)));
  insertInBatches(events, (batch) => db.run(db.q.insertInto('orderEvents').values(batch)));
}

/** `messages` texts in person channels of two strangers each, with both members' conversations. */
function growChat(db: Db, messages: number): void {
  const counters = db.first(
    db.q.selectFrom('chatCounters').select(['lastMessageId', 'lastVersion']).where('id', '=', 1),
  );
  if (!counters) throw new Error('the store has no chat counters');
  let { lastMessageId, lastVersion } = counters;
  const payload = Buffer.from(
    JSON.stringify({ type: 1, content: 'A message of an everyday length, about a parcel.' }),
  ).toString('base64');
  const conversations: NewRow<'chatConversations'>[] = [];
  for (let channel = 0; channel * PER_CHANNEL < messages; channel += 1) {
    const [a, b] = [`grown${channel}a`, `grown${channel}b`];
    // A person channel's key: its members sorted, as channel-route.ts names it.
    const key = `p:${a}@${b}`;
    const count = Math.min(PER_CHANNEL, messages - channel * PER_CHANNEL);
    db.run(db.q.insertInto('chatChannels').values({ key, members: JSON.stringify([a, b]) }));
    const rows: NewRow<'chatMessages'>[] = [];
    for (let seq = 1; seq <= count; seq += 1) {
      lastMessageId += 1;
      rows.push({
        channel: key,
        seq,
        id: lastMessageId,
        clientMsgNo: `grown-${lastMessageId}`,
        clientSeq: seq,
        fromUid: seq % 2 ? a : b,
        setting: 0,
        reddot: 1,
        syncOnce: 0,
        expire: 0,
        timestamp: 1_790_000_000 + lastMessageId,
        payload,
        topic: null,
        streamNo: null,
      });
    }
    insertInBatches(rows, (batch) => db.run(db.q.insertInto('chatMessages').values(batch)));
    const last = rows[rows.length - 1]!;
    for (const [member, other] of [
      [a, b],
      [b, a],
    ] as const) {
      lastVersion += 1;
      conversations.push({
        uid: member,
        // Person channel (type 1): each member sees the other's uid as the channel id.
        key: `${other}-1`,
        channelId: other,
        channelType: 1,
        logKey: key,
        unread: 0,
        lastMsgSeq: count,
        lastClientMsgNo: last.clientMsgNo,
        timestamp: last.timestamp,
        version: lastVersion,
        browseTo: count,
      });
    }
  }
  insertInBatches(conversations, (batch) =>
    db.run(db.q.insertInto('chatConversations').values(batch)),
  );
  db.run(db.q.updateTable('chatCounters').set({ lastMessageId, lastVersion }).where('id', '=', 1));
}

/** Writes the grown store into `dir` (an empty folder): the seed, then the growth, in one go. */
export async function growStore(dir: string, growth: Growth): Promise<void> {
  const store = await Store.open(dir, seedStore);
  try {
    store.transaction((db) => {
      growOrders(db, growth.orders);
      growChat(db, growth.messages);
    });
  } finally {
    await store.close();
  }
}
