// The SQLite schema of the state, in one place. Each record of the state is one row whose `doc` is
// the record's JSON (what the domain modules see); the columns beside it are generated from the doc
// so the file can be queried with the `sqlite3` shell (money in integer cents, like the state). The
// migrations are numbered by `PRAGMA user_version`: migration n brings a database from version n - 1
// to n. Never edit a migration that has shipped; add the next one.

/** Arrays of the state whose records have a numeric `id`: one row per record. */
export const ROW_TABLES = {
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
} as const;

/** Arrays without ids, small (a shopper's favourites, follows, live reset codes): rewritten whole. */
export const LIST_TABLES = {
  favourites: 'favourites',
  follows: 'follows',
  resetCodes: 'reset_codes',
} as const;

/** Dictionaries of the state: one row per key. */
export const KEYED_TABLES = {
  sessions: 'sessions',
  seq: 'sequences',
} as const;

/** The chat's dictionaries and lists (src/chat/chat-state.ts). */
export const CHAT_KEYED_TABLES = {
  tokens: 'chat_tokens',
  /** One row per uid: that member's conversations. */
  conversations: 'chat_conversations',
  lastOffline: 'chat_last_offline',
} as const;
export const CHAT_ROW_TABLES = { reminders: 'chat_reminders' } as const;
/** Channel logs: the log's own fields in chat_channels, its messages in chat_messages. */
export const CHANNELS_TABLE = 'chat_channels';
export const MESSAGES_TABLE = 'chat_messages';
/** The scalar fields of the state and of its chat part, and any field this schema does not name. */
export const META_TABLE = 'meta';

const doc = 'doc TEXT NOT NULL';
const column = (name: string, type: 'INTEGER' | 'TEXT', path: string) =>
  `${name} ${type} GENERATED ALWAYS AS (json_extract(doc, '$.${path}')) VIRTUAL`;

/** Columns generated from the doc, for reading the file by hand; money in integer cents. */
const COLUMNS: Record<string, string[]> = {
  users: [
    column('email', 'TEXT', 'email'),
    column('nickname', 'TEXT', 'nickname'),
    column('balance_cents', 'INTEGER', 'balance'),
  ],
  categories: [column('name', 'TEXT', 'name')],
  merchants: [column('name', 'TEXT', 'name')],
  products: [
    column('merchant_id', 'INTEGER', 'merchantId'),
    column('name', 'TEXT', 'name'),
    column('price_cents', 'INTEGER', 'price'),
    column('stock', 'INTEGER', 'stock'),
  ],
  cart_lines: [
    column('user_id', 'INTEGER', 'userId'),
    column('product_id', 'INTEGER', 'productId'),
    column('quantity', 'INTEGER', 'quantity'),
  ],
  orders: [
    column('user_id', 'INTEGER', 'userId'),
    column('sn', 'TEXT', 'sn'),
    column('status', 'INTEGER', 'status'),
    column('total_cents', 'INTEGER', 'total'),
    column('created_at', 'INTEGER', 'createdAt'),
  ],
  fund_records: [
    column('user_id', 'INTEGER', 'userId'),
    column('kind', 'TEXT', 'kind'),
    column('amount_cents', 'INTEGER', 'amount'),
    column('balance_after_cents', 'INTEGER', 'balanceAfter'),
    column('ref_id', 'INTEGER', 'refId'),
    column('created_at', 'INTEGER', 'createdAt'),
  ],
  recharges: [
    column('user_id', 'INTEGER', 'userId'),
    column('amount_cents', 'INTEGER', 'amount'),
    column('state', 'INTEGER', 'state'),
  ],
  withdrawals: [
    column('user_id', 'INTEGER', 'userId'),
    column('amount_cents', 'INTEGER', 'amount'),
    column('state', 'INTEGER', 'state'),
  ],
  addresses: [column('user_id', 'INTEGER', 'userId')],
  refunds: [
    column('user_id', 'INTEGER', 'userId'),
    column('order_id', 'INTEGER', 'orderId'),
    column('amount_cents', 'INTEGER', 'amount'),
    column('state', 'INTEGER', 'state'),
  ],
  reviews: [column('user_id', 'INTEGER', 'userId'), column('product_id', 'INTEGER', 'productId')],
  complaints: [column('user_id', 'INTEGER', 'userId')],
  notifications: [column('user_id', 'INTEGER', 'userId')],
  uploads: [column('user_id', 'INTEGER', 'userId'), column('name', 'TEXT', 'name')],
  outbox_mails: [column('recipient', 'TEXT', 'to')],
  chat_reminders: [column('uid', 'TEXT', 'uid')],
};

function rowTable(name: string): string {
  const columns = [`id INTEGER PRIMARY KEY`, doc, ...(COLUMNS[name] ?? [])];
  return `CREATE TABLE ${name} (${columns.join(', ')});`;
}

/** Migration 1: the first schema. */
const VERSION_1 = [
  `CREATE TABLE ${META_TABLE} (key TEXT PRIMARY KEY, ${doc});`,
  ...[...Object.values(ROW_TABLES), ...Object.values(CHAT_ROW_TABLES)].map(rowTable),
  ...Object.values(LIST_TABLES).map(
    (name) => `CREATE TABLE ${name} (pos INTEGER PRIMARY KEY, ${doc});`,
  ),
  ...[...Object.values(KEYED_TABLES), ...Object.values(CHAT_KEYED_TABLES)].map(
    (name) => `CREATE TABLE ${name} (key TEXT PRIMARY KEY, ${doc});`,
  ),
  `CREATE TABLE ${CHANNELS_TABLE} (key TEXT PRIMARY KEY, ${doc});`,
  // A channel's messages in messageSeq order: history and sync read ranges of (channel, seq).
  // The indexed fields are columns of their own (written with the doc, not generated from it, so
  // an insert does not parse the JSON for each index).
  `CREATE TABLE ${MESSAGES_TABLE} (
    channel TEXT NOT NULL,
    seq INTEGER NOT NULL,
    id INTEGER,
    from_uid TEXT,
    client_msg_no TEXT,
    timestamp INTEGER,
    ${doc},
    PRIMARY KEY (channel, seq)
  );`,
  // A message by its id (read receipts and reminders name messages by id). A resent SEND is found
  // in memory (src/chat/resend-index.ts), so (channel, from_uid, client_msg_no) has no index: it
  // cost about 3 µs per stored message.
  `CREATE INDEX chat_messages_by_id ON ${MESSAGES_TABLE} (id);`,
].join('\n');

/**
 * Migration 2: a withdrawal keeps its card as brand and last four (`cardBrand`, `cardLast4`), no
 * longer its whole number (`cardNumber`): the brand as src/domain/card-on-file.ts names it.
 * `secure_delete` zeroes the numbers' old bytes in the pages the update rewrites (the store
 * checkpoints the log after a migration, so the file holds no old page either).
 */
const VERSION_2 = `
PRAGMA secure_delete = ON;
UPDATE withdrawals SET doc = json_remove(
    json_set(withdrawals.doc, '$.cardBrand', cards.brand, '$.cardLast4', cards.last4),
    '$.cardNumber')
  FROM (
    SELECT id,
      CASE
        WHEN d GLOB '*[^0-9]*' OR length(d) NOT BETWEEN 12 AND 19 THEN 'Card'
        WHEN d GLOB '4*' AND length(d) IN (13, 16, 19) THEN 'Visa'
        WHEN length(d) = 16 AND (d GLOB '5[1-5]*' OR CAST(substr(d, 1, 4) AS INTEGER) BETWEEN 2221 AND 2720)
          THEN 'Mastercard'
        WHEN d GLOB '62*' AND length(d) >= 16 THEN 'UnionPay'
        ELSE 'Card'
      END AS brand,
      substr(d, -4) AS last4
    FROM (
      SELECT id, replace(replace(json_extract(doc, '$.cardNumber'), ' ', ''), '-', '') AS d
      FROM withdrawals WHERE json_type(doc, '$.cardNumber') = 'text'
    )
  ) AS cards
  WHERE withdrawals.id = cards.id;
PRAGMA secure_delete = OFF;
`;

/** MIGRATIONS[n - 1] takes a database from user_version n - 1 to n. */
export const MIGRATIONS: readonly string[] = [VERSION_1, VERSION_2];
export const SCHEMA_VERSION = MIGRATIONS.length;
