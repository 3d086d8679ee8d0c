// The store's schema (version 3), as SQL: one table per kind of record, real columns, foreign keys,
// CHECK constraints for amounts and statuses, an index for every lookup an operation makes. Money is
// in integer minor units (cents) in every column that holds money; times are epoch milliseconds
// (`*_at`), except the chat's `timestamp` columns (seconds, as the chat protocol carries them).
// Tables are STRICT: SQLite refuses a value of the wrong type. Never edit this once shipped: add a
// migration in schema.ts. The TypeScript view of these tables is tables.ts; keep them together.

const money = (name: string, rule = '>= 0') => `${name} INTEGER NOT NULL CHECK (${name} ${rule})`;
const flag = (name: string, fallback = 0) =>
  `${name} INTEGER NOT NULL DEFAULT ${fallback} CHECK (${name} IN (0, 1))`;
const json = (name: string, fallback: string) =>
  `${name} TEXT NOT NULL DEFAULT '${fallback}' CHECK (json_valid(${name}))`;
const audit = (name: string) => `${name} INTEGER NOT NULL DEFAULT 0 CHECK (${name} IN (0, 1, 2))`;
const ORDER_STATUSES = '(0, 1, 2, 3, 4, -1, -4)';

export const TABLES_V3 = `
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  nickname TEXT NOT NULL,
  mobile TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  pay_code_hash TEXT NOT NULL DEFAULT '',
  pay_code_failures INTEGER NOT NULL DEFAULT 0 CHECK (pay_code_failures >= 0),
  pay_code_locked_until INTEGER NOT NULL DEFAULT 0,
  ${money('balance')},
  lang TEXT NOT NULL CHECK (lang IN ('en', 'zh-CN', 'ri', 'han', 'tai')),
  created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE sessions (
  key TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX sessions_by_user ON sessions (user_id);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  icon TEXT NOT NULL
) STRICT;

CREATE TABLE merchants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  logo TEXT NOT NULL,
  banner TEXT NOT NULL,
  description TEXT NOT NULL,
  rating REAL NOT NULL CHECK (rating BETWEEN 0 AND 5),
  sales INTEGER NOT NULL CHECK (sales >= 0),
  ${flag('hot')}
) STRICT;

CREATE TABLE products (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  category_id INTEGER NOT NULL REFERENCES categories (id),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL,
  ${json('images', '[]')},
  ${money('price')},
  ${money('original_price')},
  stock INTEGER NOT NULL CHECK (stock >= 0),
  sales INTEGER NOT NULL CHECK (sales >= 0),
  ${flag('hot')},
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX products_by_merchant ON products (merchant_id);
CREATE INDEX products_by_category ON products (category_id);

CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  ${flag('selected', 1)},
  added_at INTEGER NOT NULL,
  UNIQUE (user_id, product_id)
) STRICT;

CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sn TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  ${money('goods_total')},
  ${money('freight')},
  ${money('discount')},
  ${money('total')},
  promo_code TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL CHECK (status IN ${ORDER_STATUSES}),
  status_before_after_sale INTEGER CHECK (status_before_after_sale IN ${ORDER_STATUSES}),
  refund_state TEXT NOT NULL DEFAULT 'none'
    CHECK (refund_state IN ('none', 'drawing_back', 'refunded')),
  addressee TEXT NOT NULL,
  address_mobile TEXT NOT NULL,
  address_area TEXT NOT NULL,
  address_detail TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  tracking_no TEXT NOT NULL DEFAULT '',
  ${flag('reviewed')},
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  shipped_at INTEGER,
  received_at INTEGER,
  finished_at INTEGER
) STRICT;
CREATE INDEX orders_by_user ON orders (user_id, status, created_at);
CREATE INDEX orders_by_status ON orders (status);
CREATE INDEX orders_by_merchant ON orders (merchant_id);

CREATE TABLE order_lines (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  product_id INTEGER NOT NULL REFERENCES products (id),
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  ${money('price')},
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  ${money('subtotal')},
  PRIMARY KEY (order_id, position)
) STRICT;
CREATE INDEX order_lines_by_product ON order_lines (product_id);

CREATE TABLE order_events (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  at INTEGER NOT NULL,
  status INTEGER NOT NULL CHECK (status IN ${ORDER_STATUSES}),
  key TEXT NOT NULL CHECK (key IN ('created', 'paid', 'shipped', 'delivered', 'confirmed',
    'cancelled', 'refund_requested', 'refunded', 'refund_refused')),
  PRIMARY KEY (order_id, position)
) STRICT;

CREATE TABLE fund_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('recharge', 'withdraw', 'withdraw_return', 'order_pay', 'refund')),
  amount INTEGER NOT NULL CHECK (amount <> 0),
  ${money('balance_after')},
  ref_id INTEGER,
  remark_key TEXT NOT NULL
    CHECK (remark_key IN ('order_pay', 'refund', 'recharge', 'withdraw', 'withdraw_return', 'written')),
  remark_text TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX fund_records_by_user ON fund_records (user_id, created_at);

CREATE TABLE recharges (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sn TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  method TEXT NOT NULL CHECK (method IN ('chain', 'bank', 'card')),
  network TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  ${money('amount', '> 0')},
  evidence TEXT NOT NULL DEFAULT '',
  ${audit('state')},
  audit_note TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  audited_at INTEGER
) STRICT;
CREATE INDEX recharges_by_user ON recharges (user_id, created_at);
CREATE INDEX recharges_by_state ON recharges (state);

CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sn TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  type TEXT NOT NULL DEFAULT 'bank' CHECK (type = 'bank'),
  ${money('amount', '> 0')},
  ${money('service_charge')},
  ${money('actual_arrival')},
  bank_name TEXT NOT NULL,
  card_brand TEXT NOT NULL,
  card_last4 TEXT NOT NULL,
  ${audit('state')},
  audit_note TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  audited_at INTEGER
) STRICT;
CREATE INDEX withdrawals_by_user ON withdrawals (user_id, created_at);
CREATE INDEX withdrawals_by_state ON withdrawals (state);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  addressee TEXT NOT NULL,
  mobile TEXT NOT NULL,
  area TEXT NOT NULL,
  detail TEXT NOT NULL,
  tag TEXT NOT NULL DEFAULT '',
  ${flag('is_default')},
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX addresses_by_user ON addresses (user_id);
-- At most one default address per shopper.
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default = 1;

CREATE TABLE favourites (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, product_id)
) STRICT;

CREATE TABLE follows (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, merchant_id)
) STRICT;
CREATE INDEX follows_by_merchant ON follows (merchant_id);

CREATE TABLE refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  type TEXT NOT NULL CHECK (type IN ('no_return', 'return_and_refund')),
  ${money('amount', '> 0')},
  product_status TEXT NOT NULL CHECK (product_status IN ('not_received', 'received')),
  reason TEXT NOT NULL,
  explanation TEXT NOT NULL DEFAULT '',
  ${json('attachments', '[]')},
  ${json('product_ids', '[]')},
  ${audit('state')},
  created_at INTEGER NOT NULL,
  audited_at INTEGER
) STRICT;
CREATE INDEX refunds_by_order ON refunds (order_id);
CREATE INDEX refunds_by_user ON refunds (user_id);
CREATE INDEX refunds_by_state ON refunds (state);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  content TEXT NOT NULL,
  product_score INTEGER NOT NULL CHECK (product_score BETWEEN 1 AND 5),
  service_score INTEGER NOT NULL CHECK (service_score BETWEEN 1 AND 5),
  postage_score INTEGER NOT NULL CHECK (postage_score BETWEEN 1 AND 5),
  ${json('pictures', '[]')},
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX reviews_by_product ON reviews (product_id, created_at);
CREATE INDEX reviews_by_merchant ON reviews (merchant_id);
CREATE INDEX reviews_by_order ON reviews (order_id);

CREATE TABLE complaints (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  merchant_id INTEGER REFERENCES merchants (id),
  order_id INTEGER REFERENCES orders (id),
  target TEXT NOT NULL CHECK (target IN ('shop', 'platform')),
  content TEXT NOT NULL,
  ${json('certificate', '[]')},
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX complaints_by_user ON complaints (user_id);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('order', 'wallet', 'refund', 'system')),
  key TEXT NOT NULL,
  ${json('params', '{}')},
  link TEXT NOT NULL DEFAULT '',
  ${flag('read')},
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX notifications_by_user ON notifications (user_id, read);

CREATE TABLE uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  name TEXT NOT NULL UNIQUE,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  width INTEGER NOT NULL CHECK (width >= 0),
  height INTEGER NOT NULL CHECK (height >= 0),
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX uploads_by_user ON uploads (user_id, created_at);

CREATE TABLE outbox_mails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX outbox_mails_by_recipient ON outbox_mails (recipient);

CREATE TABLE reset_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  ${flag('used')},
  tries INTEGER NOT NULL DEFAULT 0 CHECK (tries >= 0),
  client TEXT
) STRICT;
CREATE INDEX reset_codes_by_email ON reset_codes (email, sent_at);
CREATE INDEX reset_codes_by_client ON reset_codes (client, sent_at);
CREATE INDEX reset_codes_by_expiry ON reset_codes (expires_at);

-- The chat (src/chat). Uids are the chat's own strings (a shopper is 'u<id>'), so they carry no
-- foreign key to users.
CREATE TABLE chat_counters (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last_message_id INTEGER NOT NULL DEFAULT 0,
  last_version INTEGER NOT NULL DEFAULT 0,
  last_reminder_id INTEGER NOT NULL DEFAULT 0
) STRICT;
INSERT INTO chat_counters (id) VALUES (1);

CREATE TABLE chat_tokens (
  key TEXT PRIMARY KEY,
  uid TEXT NOT NULL,
  session TEXT,
  issued_at INTEGER NOT NULL
) STRICT;
CREATE INDEX chat_tokens_by_uid ON chat_tokens (uid);
CREATE INDEX chat_tokens_by_session ON chat_tokens (session);

CREATE TABLE chat_channels (
  key TEXT PRIMARY KEY,
  ${json('members', '[]')},
  extra_version INTEGER NOT NULL DEFAULT 0,
  forgotten INTEGER NOT NULL DEFAULT 0 CHECK (forgotten >= 0)
) STRICT;

CREATE TABLE chat_messages (
  channel TEXT NOT NULL REFERENCES chat_channels (key) ON DELETE CASCADE,
  seq INTEGER NOT NULL CHECK (seq > 0),
  id INTEGER NOT NULL UNIQUE,
  client_msg_no TEXT NOT NULL,
  client_seq INTEGER NOT NULL,
  from_uid TEXT NOT NULL,
  setting INTEGER NOT NULL,
  ${flag('reddot')},
  ${flag('sync_once')},
  expire INTEGER NOT NULL DEFAULT 0,
  timestamp INTEGER NOT NULL,
  payload TEXT NOT NULL,
  topic TEXT,
  stream_no TEXT,
  ${flag('readed')},
  readed_at INTEGER NOT NULL DEFAULT 0,
  readed_count INTEGER NOT NULL DEFAULT 0,
  extra_version INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (channel, seq)
) STRICT;
-- A resent SEND is found by its sender and clientMsgNo.
CREATE INDEX chat_messages_by_sender ON chat_messages (channel, from_uid, client_msg_no);
CREATE INDEX chat_messages_by_extra ON chat_messages (channel, extra_version);

CREATE TABLE chat_conversations (
  uid TEXT NOT NULL,
  key TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  channel_type INTEGER NOT NULL,
  log_key TEXT NOT NULL REFERENCES chat_channels (key) ON DELETE CASCADE,
  unread INTEGER NOT NULL DEFAULT 0 CHECK (unread >= 0),
  last_msg_seq INTEGER NOT NULL DEFAULT 0,
  last_client_msg_no TEXT NOT NULL DEFAULT '',
  timestamp INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 0,
  browse_to INTEGER NOT NULL DEFAULT 0,
  extra_version INTEGER NOT NULL DEFAULT 0,
  ${flag('deleted')},
  PRIMARY KEY (uid, key)
) STRICT;
CREATE INDEX chat_conversations_by_version ON chat_conversations (uid, version);
CREATE INDEX chat_conversations_by_log ON chat_conversations (log_key);

CREATE TABLE chat_reminders (
  id INTEGER PRIMARY KEY,
  uid TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  channel_type INTEGER NOT NULL,
  message_seq INTEGER NOT NULL,
  message_id TEXT NOT NULL,
  reminder_type INTEGER NOT NULL,
  text TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL,
  ${flag('done')}
) STRICT;
CREATE INDEX chat_reminders_by_uid ON chat_reminders (uid, version);

CREATE TABLE chat_last_offline (
  uid TEXT PRIMARY KEY,
  at INTEGER NOT NULL
) STRICT;
`;
