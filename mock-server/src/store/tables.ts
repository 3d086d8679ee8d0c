// The TypeScript view of the store's tables (tables.sql.ts), for the typed query builder (db.ts).
// Names are camelCase here and snake_case in SQL (Kysely's CamelCasePlugin maps them); flags are
// 0 or 1, JSON columns are their text. `Generated` marks a column SQLite fills when an insert leaves
// it out (an AUTOINCREMENT id, a DEFAULT).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A 0/1 column (SQLite has no boolean). */
export type Flag = 0 | 1;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface MetaTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  nickname: string;
  mobile: Defaulted<string>;
  avatar: Defaulted<string>;
  passwordHash: string;
  /** Empty until the shopper sets a payment code. */
  payCodeHash: Defaulted<string>;
  payCodeFailures: Defaulted<number>;
  /** Epoch ms until which payment-code checks are refused. */
  payCodeLockedUntil: Defaulted<number>;
  /** Minor units; never below zero. */
  balance: number;
  lang: 'en' | 'zh-CN' | 'ri' | 'han' | 'tai';
  createdAt: number;
}

export interface SessionsTable {
  /** SHA-256 of the session token (domain/accounts.ts `sessionKey`). */
  key: string;
  userId: number;
  expiresAt: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  key: string;
  name: string;
  icon: string;
}

export interface MerchantsTable {
  id: Generated<number>;
  name: string;
  logo: string;
  banner: string;
  description: string;
  rating: number;
  sales: number;
  hot: Defaulted<Flag>;
}

export interface ProductsTable {
  id: Generated<number>;
  merchantId: number;
  categoryId: number;
  name: string;
  description: string;
  image: string;
  /** JSON array of image URLs. */
  images: Defaulted<string>;
  price: number;
  originalPrice: number;
  stock: number;
  sales: number;
  hot: Defaulted<Flag>;
  createdAt: number;
}

/** A product's or shop's shopper-visible text in one language (schema step 5). */
export interface ProductTextsTable {
  productId: number;
  lang: 'en' | 'zh-CN' | 'ri' | 'han' | 'tai';
  name: string;
  description: string;
}

export interface MerchantTextsTable {
  merchantId: number;
  lang: 'en' | 'zh-CN' | 'ri' | 'han' | 'tai';
  name: string;
  description: string;
}

export interface CartLinesTable {
  id: Generated<number>;
  userId: number;
  productId: number;
  quantity: number;
  selected: Defaulted<Flag>;
  addedAt: number;
}

export interface OrdersTable {
  id: Generated<number>;
  sn: string;
  userId: number;
  merchantId: number;
  quantity: number;
  goodsTotal: number;
  freight: number;
  discount: number;
  total: number;
  promoCode: Defaulted<string>;
  status: number;
  statusBeforeAfterSale: number | null;
  refundState: Defaulted<'none' | 'drawing_back' | 'refunded'>;
  /** The delivery address as it was when the order was placed. */
  addressee: string;
  addressMobile: string;
  addressArea: string;
  addressDetail: string;
  remark: Defaulted<string>;
  trackingNo: Defaulted<string>;
  reviewed: Defaulted<Flag>;
  createdAt: number;
  paidAt: number | null;
  shippedAt: number | null;
  receivedAt: number | null;
  finishedAt: number | null;
}

export interface OrderLinesTable {
  orderId: number;
  position: number;
  productId: number;
  name: string;
  image: string;
  price: number;
  quantity: number;
  subtotal: number;
}

export interface OrderEventsTable {
  orderId: number;
  position: number;
  at: number;
  status: number;
  key: string;
}

export interface FundRecordsTable {
  id: Generated<number>;
  userId: number;
  kind: 'recharge' | 'withdraw' | 'withdraw_return' | 'order_pay' | 'refund';
  /** Signed: credits positive, debits negative. */
  amount: number;
  balanceAfter: number;
  refId: number | null;
  /** A text key of src/locales, or 'written' for a remark kept as an older version wrote it. */
  remarkKey: 'order_pay' | 'refund' | 'recharge' | 'withdraw' | 'withdraw_return' | 'written';
  /** The serial the keyed remark names, or the whole text of a 'written' one. */
  remarkText: Defaulted<string>;
  createdAt: number;
}

export interface RechargesTable {
  id: Generated<number>;
  sn: string;
  userId: number;
  method: 'chain' | 'bank' | 'card';
  network: Defaulted<string>;
  address: Defaulted<string>;
  amount: number;
  evidence: Defaulted<string>;
  /** 0 auditing, 1 passed, 2 refused. */
  state: Defaulted<0 | 1 | 2>;
  auditNote: Defaulted<string>;
  createdAt: number;
  auditedAt: number | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  sn: string;
  userId: number;
  type: Defaulted<'bank'>;
  amount: number;
  serviceCharge: number;
  actualArrival: number;
  bankName: string;
  cardBrand: string;
  cardLast4: string;
  state: Defaulted<0 | 1 | 2>;
  auditNote: Defaulted<string>;
  createdAt: number;
  auditedAt: number | null;
}

export interface AddressesTable {
  id: Generated<number>;
  userId: number;
  addressee: string;
  mobile: string;
  area: string;
  detail: string;
  tag: Defaulted<string>;
  isDefault: Defaulted<Flag>;
  createdAt: number;
}

export interface FavouritesTable {
  userId: number;
  productId: number;
  createdAt: number;
}

export interface FollowsTable {
  userId: number;
  merchantId: number;
  createdAt: number;
}

export interface RefundsTable {
  id: Generated<number>;
  userId: number;
  orderId: number;
  type: 'no_return' | 'return_and_refund';
  amount: number;
  productStatus: 'not_received' | 'received';
  reason: string;
  explanation: Defaulted<string>;
  /** JSON array of upload URLs. */
  attachments: Defaulted<string>;
  /** JSON array of product ids. */
  productIds: Defaulted<string>;
  state: Defaulted<0 | 1 | 2>;
  createdAt: number;
  auditedAt: number | null;
}

export interface ReviewsTable {
  id: Generated<number>;
  userId: number;
  orderId: number;
  productId: number;
  merchantId: number;
  content: string;
  productScore: number;
  serviceScore: number;
  postageScore: number;
  /** JSON array of upload URLs. */
  pictures: Defaulted<string>;
  createdAt: number;
}

export interface ComplaintsTable {
  id: Generated<number>;
  userId: number;
  merchantId: number | null;
  orderId: number | null;
  target: 'shop' | 'platform';
  content: string;
  /** JSON array of upload URLs. */
  certificate: Defaulted<string>;
  createdAt: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  kind: 'order' | 'wallet' | 'refund' | 'system';
  key: string;
  /** JSON object of the text's values. */
  params: Defaulted<string>;
  link: Defaulted<string>;
  read: Defaulted<Flag>;
  createdAt: number;
}

export interface UploadsTable {
  id: Generated<number>;
  userId: number;
  name: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  createdAt: number;
}

export interface OutboxMailsTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  code: Defaulted<string>;
  createdAt: number;
}

export interface ResetCodesTable {
  id: Generated<number>;
  email: string;
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  used: Defaulted<Flag>;
  tries: Defaulted<number>;
  client: string | null;
}

export interface ChatCountersTable {
  id: 1;
  lastMessageId: number;
  lastVersion: number;
  lastReminderId: number;
}

export interface ChatTokensTable {
  /** SHA-256 of the chat token. */
  key: string;
  uid: string;
  /** The key of the shop session the token came from. */
  session: string | null;
  issuedAt: number;
}

export interface ChatChannelsTable {
  key: string;
  /** JSON array of member uids. */
  members: Defaulted<string>;
  extraVersion: Defaulted<number>;
  /** Messages forgotten from the front (the channel keeps its newest ones). */
  forgotten: Defaulted<number>;
  /** Bytes of the payloads the channel keeps, as stored (schema 4). */
  keptBytes: Defaulted<number>;
}

export interface ChatMessagesTable {
  channel: string;
  seq: number;
  id: number;
  clientMsgNo: string;
  clientSeq: number;
  fromUid: string;
  setting: number;
  reddot: Defaulted<Flag>;
  syncOnce: Defaulted<Flag>;
  expire: Defaulted<number>;
  /** Seconds. */
  timestamp: number;
  /** The plaintext content, base64. */
  payload: string;
  topic: string | null;
  streamNo: string | null;
  readed: Defaulted<Flag>;
  readedAt: Defaulted<number>;
  readedCount: Defaulted<number>;
  extraVersion: Defaulted<number>;
}

export interface ChatConversationsTable {
  uid: string;
  /** `<channelID>-<channelType>` as the member sees it. */
  key: string;
  channelId: string;
  channelType: number;
  logKey: string;
  unread: Defaulted<number>;
  lastMsgSeq: Defaulted<number>;
  lastClientMsgNo: Defaulted<string>;
  /** Seconds of the last message. */
  timestamp: Defaulted<number>;
  version: Defaulted<number>;
  browseTo: Defaulted<number>;
  extraVersion: Defaulted<number>;
  deleted: Defaulted<Flag>;
}

export interface ChatRemindersTable {
  id: number;
  uid: string;
  channelId: string;
  channelType: number;
  messageSeq: number;
  messageId: string;
  reminderType: number;
  text: Defaulted<string>;
  version: number;
  done: Defaulted<Flag>;
}

export interface ChatLastOfflineTable {
  uid: string;
  /** Seconds when the member's last session closed. */
  at: number;
}

/** Every table, as the query builder names them. */
export interface Tables {
  meta: MetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  merchants: MerchantsTable;
  products: ProductsTable;
  productTexts: ProductTextsTable;
  merchantTexts: MerchantTextsTable;
  cartLines: CartLinesTable;
  orders: OrdersTable;
  orderLines: OrderLinesTable;
  orderEvents: OrderEventsTable;
  fundRecords: FundRecordsTable;
  recharges: RechargesTable;
  withdrawals: WithdrawalsTable;
  addresses: AddressesTable;
  favourites: FavouritesTable;
  follows: FollowsTable;
  refunds: RefundsTable;
  reviews: ReviewsTable;
  complaints: ComplaintsTable;
  notifications: NotificationsTable;
  uploads: UploadsTable;
  outboxMails: OutboxMailsTable;
  resetCodes: ResetCodesTable;
  chatCounters: ChatCountersTable;
  chatTokens: ChatTokensTable;
  chatChannels: ChatChannelsTable;
  chatMessages: ChatMessagesTable;
  chatConversations: ChatConversationsTable;
  chatReminders: ChatRemindersTable;
  chatLastOffline: ChatLastOfflineTable;
}

export type Row<T extends keyof Tables> = Selectable<Tables[T]>;
export type NewRow<T extends keyof Tables> = Insertable<Tables[T]>;
export type RowChange<T extends keyof Tables> = Updateable<Tables[T]>;
