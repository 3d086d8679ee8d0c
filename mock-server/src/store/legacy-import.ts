// The store's earlier shapes, brought into today's tables once: a `store.db` of schema 1 or 2 (each
// record one JSON `doc` column) and a `state.json` (the whole state as one JSON object, before the
// database). Both are read into the `State` object those versions kept (state.ts), brought to the
// last shape of that object (upgrade-state.ts), and written as rows here. Nothing else reads
// `State`: it exists for this import only.
import type { Db } from './db';
import { flag } from './db';
import type { StoredConversation, StoredMessage, StoredReminder } from '../chat/chat-state';
import type { State } from './state';

type Obj = Record<string, unknown>;

/** Tables of schema 1 and 2 whose rows are records with an id, by the State field they held. */
const DOC_ROW_TABLES: Record<string, string> = {
  users: 'users',
  categories: 'categories',
  merchants: 'merchants',
  products: 'products',
  cart: 'cart_lines',
  orders: 'orders',
  funds: 'fund_records',
  recharges: 'recharges',
  withdrawals: 'withdrawals',
  addresses: 'addresses',
  refunds: 'refunds',
  reviews: 'reviews',
  complaints: 'complaints',
  notifications: 'notifications',
  uploads: 'uploads',
  outbox: 'outbox_mails',
};
const DOC_LIST_TABLES: Record<string, string> = {
  favourites: 'favourites',
  follows: 'follows',
  resetCodes: 'reset_codes',
};
const DOC_KEYED_TABLES: Record<string, string> = { sessions: 'sessions', seq: 'sequences' };
const DOC_CHAT_KEYED_TABLES: Record<string, string> = {
  tokens: 'chat_tokens',
  conversations: 'chat_conversations',
  lastOffline: 'chat_last_offline',
};

/**
 * The state a database of schema 1 or 2 holds, or null when it holds none. Called by migration 3
 * before it drops those tables (schema.ts).
 */
export function readDocStore(db: Db): State | null {
  const { connection } = db;
  const docs = (sql: string) =>
    (connection.prepare(sql).all() as { doc: string }[]).map((row) => JSON.parse(row.doc) as Obj);
  const keyed = (table: string) =>
    Object.fromEntries(
      (
        connection.prepare(`SELECT key, doc FROM ${table}`).all() as { key: string; doc: string }[]
      ).map((row) => [row.key, JSON.parse(row.doc) as unknown]),
    );
  const blobs = keyed('meta') as Record<string, Obj>;
  const root = blobs.state;
  if (!root) return null;
  const chat: Obj = { ...(blobs.chat ?? {}) };
  root.chat = chat;
  for (const [field, table] of Object.entries(DOC_ROW_TABLES)) {
    root[field] = docs(`SELECT doc FROM ${table} ORDER BY id`);
  }
  for (const [field, table] of Object.entries(DOC_LIST_TABLES)) {
    root[field] = docs(`SELECT doc FROM ${table} ORDER BY pos`);
  }
  for (const [field, table] of Object.entries(DOC_KEYED_TABLES)) root[field] = keyed(table);
  for (const [field, table] of Object.entries(DOC_CHAT_KEYED_TABLES)) chat[field] = keyed(table);
  chat.reminders = docs(`SELECT doc FROM chat_reminders ORDER BY id`);
  const logs = keyed('chat_channels') as Record<string, Obj>;
  for (const log of Object.values(logs)) log.messages = [];
  for (const row of connection
    .prepare(`SELECT channel, doc FROM chat_messages ORDER BY channel, seq`)
    .all() as { channel: string; doc: string }[]) {
    const log = (logs[row.channel] ??= {
      key: row.channel,
      members: [],
      extraVersion: 0,
      messages: [],
    });
    (log.messages as Obj[]).push(JSON.parse(row.doc) as Obj);
  }
  chat.logs = logs;
  return root as unknown as State;
}

/** Writes a state of the earlier shapes into today's (empty) tables, in the caller's transaction. */
export function importState(db: Db, state: State): void {
  const { q } = db;
  const insert = <T extends Parameters<typeof q.insertInto>[0]>(table: T, rows: object[]) => {
    for (const row of rows) db.run(q.insertInto(table).values(row as never));
  };
  // Foreign keys are checked at the commit: the rows arrive in the state's order, not the keys'.
  db.exec('PRAGMA defer_foreign_keys = ON');
  insert('users', state.users);
  insert(
    'sessions',
    Object.entries(state.sessions).map(([key, session]) => ({ key, ...session })),
  );
  insert('categories', state.categories);
  insert(
    'merchants',
    state.merchants.map((merchant) => ({ ...merchant, hot: flag(merchant.hot) })),
  );
  insert(
    'products',
    state.products.map((product) => ({
      ...product,
      images: JSON.stringify(product.images),
      hot: flag(product.hot),
    })),
  );
  insert(
    'cartLines',
    state.cart.map((line) => ({ ...line, selected: flag(line.selected) })),
  );
  for (const order of state.orders) {
    const { lines, logistics, address, reviewed, ...columns } = order;
    insert('orders', [
      {
        ...columns,
        reviewed: flag(reviewed),
        addressee: address.addressee,
        addressMobile: address.mobile,
        addressArea: address.area,
        addressDetail: address.detail,
      },
    ]);
    insert(
      'orderLines',
      lines.map((line, position) => ({ ...line, orderId: order.id, position })),
    );
    insert(
      'orderEvents',
      logistics.map((event, position) => ({ ...event, orderId: order.id, position })),
    );
  }
  insert(
    'fundRecords',
    state.funds.map(({ remark, ...record }) => ({
      ...record,
      remarkKey: remark.key,
      remarkText: remark.key === 'written' ? remark.text : remark.sn,
    })),
  );
  insert('recharges', state.recharges);
  insert('withdrawals', state.withdrawals);
  insert(
    'addresses',
    state.addresses.map((address) => ({ ...address, isDefault: flag(address.isDefault) })),
  );
  insert('favourites', state.favourites);
  insert('follows', state.follows);
  insert(
    'refunds',
    state.refunds.map((refund) => ({
      ...refund,
      attachments: JSON.stringify(refund.attachments),
      productIds: JSON.stringify(refund.productIds),
    })),
  );
  insert(
    'reviews',
    state.reviews.map((review) => ({ ...review, pictures: JSON.stringify(review.pictures) })),
  );
  insert(
    'complaints',
    state.complaints.map((complaint) => ({
      ...complaint,
      certificate: JSON.stringify(complaint.certificate),
    })),
  );
  insert(
    'notifications',
    state.notifications.map((notification) => ({
      ...notification,
      params: JSON.stringify(notification.params),
      read: flag(notification.read),
    })),
  );
  insert('uploads', state.uploads);
  insert(
    'outboxMails',
    state.outbox.map(({ to, ...mail }) => ({ ...mail, recipient: to })),
  );
  insert(
    'resetCodes',
    state.resetCodes.map((code) => ({
      ...code,
      used: flag(code.used),
      client: code.client ?? null,
    })),
  );
  importSequences(db, state.seq);
  importChat(db, state.chat);
}

/** The State's id counter of each kind, by the table whose AUTOINCREMENT now counts it. */
const SEQUENCE_TABLES: Record<string, string> = {
  user: 'users',
  category: 'categories',
  merchant: 'merchants',
  product: 'products',
  cart: 'cart_lines',
  order: 'orders',
  fund: 'fund_records',
  recharge: 'recharges',
  withdrawal: 'withdrawals',
  address: 'addresses',
  refund: 'refunds',
  review: 'reviews',
  complaint: 'complaints',
  notification: 'notifications',
  upload: 'uploads',
  mail: 'outbox_mails',
};

/** Ids never repeat: a table's AUTOINCREMENT goes on from the old counter (deleted ids stay used). */
function importSequences(db: Db, seq: Record<string, number>): void {
  for (const [kind, table] of Object.entries(SEQUENCE_TABLES)) {
    const last = seq[kind];
    if (!last) continue;
    db.connection
      .prepare(`DELETE FROM sqlite_sequence WHERE name = ? AND seq < ?`)
      .run(table, last);
    db.connection
      .prepare(
        `INSERT INTO sqlite_sequence (name, seq) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)`,
      )
      .run(table, last, table);
  }
}

/** The chat's part of the earlier state, as those versions kept it (its records are today's). */
interface StoredChat {
  lastMessageId?: number;
  lastVersion?: number;
  lastReminderId?: number;
  tokens?: Record<string, { uid: string; session: string | null; issuedAt: number }>;
  logs?: Record<
    string,
    {
      key: string;
      members: string[];
      extraVersion: number;
      forgotten?: number;
      messages: StoredMessage[];
    }
  >;
  conversations?: Record<string, Record<string, StoredConversation>>;
  reminders?: StoredReminder[];
  lastOffline?: Record<string, number>;
}

function importChat(db: Db, stored: Obj): void {
  const { q } = db;
  const chat = stored as StoredChat;
  db.run(
    q.updateTable('chatCounters').set({
      lastMessageId: chat.lastMessageId ?? 0,
      lastVersion: chat.lastVersion ?? 0,
      lastReminderId: chat.lastReminderId ?? 0,
    }),
  );
  for (const [key, token] of Object.entries(chat.tokens ?? {})) {
    db.run(q.insertInto('chatTokens').values({ key, ...token }));
  }
  for (const log of Object.values(chat.logs ?? {})) {
    db.run(
      q.insertInto('chatChannels').values({
        key: log.key,
        members: JSON.stringify(log.members),
        extraVersion: log.extraVersion,
        forgotten: log.forgotten ?? 0,
      }),
    );
    for (const message of log.messages) {
      const { from, reddot, syncOnce, readed, topic, streamNo, ...columns } = message;
      db.run(
        q.insertInto('chatMessages').values({
          ...columns,
          channel: log.key,
          fromUid: from,
          reddot: flag(reddot),
          syncOnce: flag(syncOnce),
          readed: flag(readed),
          topic: topic ?? null,
          streamNo: streamNo ?? null,
        }),
      );
    }
  }
  for (const [uid, conversations] of Object.entries(chat.conversations ?? {})) {
    for (const [key, conversation] of Object.entries(conversations)) {
      const { channelID, deleted, ...columns } = conversation;
      db.run(
        q.insertInto('chatConversations').values({
          ...columns,
          uid,
          key,
          channelId: channelID,
          deleted: flag(deleted),
        }),
      );
    }
  }
  for (const reminder of chat.reminders ?? []) {
    const { channelID, done, ...columns } = reminder;
    db.run(
      q.insertInto('chatReminders').values({ ...columns, channelId: channelID, done: flag(done) }),
    );
  }
  for (const [uid, at] of Object.entries(chat.lastOffline ?? {})) {
    db.run(q.insertInto('chatLastOffline').values({ uid, at }));
  }
}
