// The shop's records as the domain works with them (a row of tables.ts mapped by store/rows/*.ts),
// and `State`: the whole state as one object, as versions before the database kept it, read only
// to import it once (legacy-import.ts). Money fields are integer minor units (see money.ts); times
// are epoch milliseconds.
import type { OutboxMail } from '@storefront/contracts/control-api';

export type LanguageCode = 'en' | 'zh-CN' | 'ri' | 'han' | 'tai';

export interface User {
  id: number;
  email: string;
  nickname: string;
  mobile: string;
  avatar: string;
  passwordHash: string;
  /** Empty until the shopper sets a payment code for the first time. */
  payCodeHash: string;
  payCodeFailures: number;
  /** Epoch ms until which payment-code checks are refused (after 5 wrong tries). */
  payCodeLockedUntil: number;
  balance: number;
  lang: LanguageCode;
  createdAt: number;
}

/** A session, kept under the SHA-256 of its token (domain/accounts.ts `sessionKey`). */
export interface Session {
  userId: number;
  expiresAt: number;
}

export interface Category {
  id: number;
  /** Stable key, also the translation key the web app can use for the label. */
  key: string;
  name: string;
  icon: string;
}

export interface Merchant {
  id: number;
  name: string;
  logo: string;
  banner: string;
  description: string;
  rating: number;
  sales: number;
  hot: boolean;
}

export interface Product {
  id: number;
  merchantId: number;
  categoryId: number;
  name: string;
  description: string;
  image: string;
  images: string[];
  price: number;
  originalPrice: number;
  stock: number;
  sales: number;
  hot: boolean;
  createdAt: number;
}

export interface CartLine {
  id: number;
  userId: number;
  productId: number;
  quantity: number;
  selected: boolean;
  addedAt: number;
}

/** Order status codes of spec section 4. */
export const OrderStatus = {
  waitingPay: 0,
  waitingDeliver: 1,
  delivered: 2,
  received: 3,
  completed: 4,
  cancelled: -1,
  afterSale: -4,
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Where an order's refund stands: none (never asked, or refused), drawing back (in progress), refunded. */
export type RefundState = 'none' | 'drawing_back' | 'refunded';

export interface OrderLine {
  productId: number;
  name: string;
  image: string;
  price: number;
  quantity: number;
  subtotal: number;
}

export interface AddressSnapshot {
  addressee: string;
  mobile: string;
  area: string;
  detail: string;
}

export interface LogisticsEvent {
  at: number;
  /** The order status the event led to. */
  status: OrderStatusCode;
  /** Text key (src/locales/<language>.json), rendered in the shopper's language. */
  key: LogisticsKey;
}

export type LogisticsKey =
  | 'created'
  | 'paid'
  | 'shipped'
  | 'delivered'
  | 'confirmed'
  | 'cancelled'
  | 'refund_requested'
  | 'refunded'
  | 'refund_refused';

export interface Order {
  id: number;
  sn: string;
  userId: number;
  merchantId: number;
  lines: OrderLine[];
  quantity: number;
  goodsTotal: number;
  freight: number;
  discount: number;
  total: number;
  promoCode: string;
  status: OrderStatusCode;
  /** Status before the after-sale began, restored when a refund is refused. */
  statusBeforeAfterSale: OrderStatusCode | null;
  refundState: RefundState;
  address: AddressSnapshot;
  remark: string;
  logistics: LogisticsEvent[];
  /** Empty until the order ships. */
  trackingNo: string;
  reviewed: boolean;
  createdAt: number;
  paidAt: number | null;
  shippedAt: number | null;
  receivedAt: number | null;
  finishedAt: number | null;
}

/** Kinds of wallet movement, as the contract's BillType names them. */
export type FundKind = 'recharge' | 'withdraw' | 'withdraw_return' | 'order_pay' | 'refund';

/** One line of the wallet ledger: every balance change is exactly one of these. */
export interface FundRecord {
  id: number;
  userId: number;
  kind: FundKind;
  /** Signed: credits positive, debits negative. */
  amount: number;
  balanceAfter: number;
  /** Order, recharge or withdrawal the change belongs to. */
  refId: number | null;
  remark: FundRemark;
  createdAt: number;
}

/** Which remark a fund record shows; its text is in src/locales/<language>.json, in the reader's language. */
export type FundRemarkKey = 'order_pay' | 'refund' | 'recharge' | 'withdraw' | 'withdraw_return';

/**
 * A fund record's remark: a text key and the serial of the order, recharge or withdrawal it names,
 * rendered in the reader's language. `written` is a remark kept as an older state file wrote it,
 * when it is not one of the texts that state file could hold (see store/upgrade-state.ts).
 */
export type FundRemark = { key: FundRemarkKey; sn: string } | { key: 'written'; text: string };

/** Audit states of recharge and withdraw records: 0 auditing, 1 passed, 2 refused. */
export type AuditState = 0 | 1 | 2;

/** chain (blockchain transfer, also the on-chain screen), bank (manual transfer), card. */
export type RechargeMethod = 'chain' | 'bank' | 'card';

export interface Recharge {
  id: number;
  sn: string;
  userId: number;
  method: RechargeMethod;
  network: string;
  address: string;
  amount: number;
  evidence: string;
  state: AuditState;
  auditNote: string;
  createdAt: number;
  auditedAt: number | null;
}

export interface Withdrawal {
  id: number;
  sn: string;
  userId: number;
  type: 'bank';
  amount: number;
  serviceCharge: number;
  actualArrival: number;
  bankName: string;
  /**
   * The card as its brand ("Visa", "Mastercard", "UnionPay", "Card") and last four characters:
   * its number is never kept (src/domain/withdrawals.ts `cardOnFile`).
   */
  cardBrand: string;
  cardLast4: string;
  state: AuditState;
  auditNote: string;
  createdAt: number;
  auditedAt: number | null;
}

export interface Address {
  id: number;
  userId: number;
  addressee: string;
  mobile: string;
  area: string;
  detail: string;
  tag: string;
  isDefault: boolean;
  createdAt: number;
}

export interface Favourite {
  userId: number;
  productId: number;
  createdAt: number;
}

export interface Follow {
  userId: number;
  merchantId: number;
  createdAt: number;
}

/** 1 refund only (no return), 2 refund and return. */
export type RefundType = 'no_return' | 'return_and_refund';

export interface Refund {
  id: number;
  userId: number;
  orderId: number;
  type: RefundType;
  amount: number;
  /** 0 not received, 1 received. */
  productStatus: 'not_received' | 'received';
  reason: string;
  explanation: string;
  attachments: string[];
  productIds: number[];
  state: AuditState;
  createdAt: number;
  auditedAt: number | null;
}

export interface Review {
  id: number;
  userId: number;
  orderId: number;
  productId: number;
  merchantId: number;
  content: string;
  productScore: number;
  serviceScore: number;
  postageScore: number;
  pictures: string[];
  createdAt: number;
}

export interface Complaint {
  id: number;
  userId: number;
  /** Merchant complained about; null for a platform complaint or suggestion. */
  merchantId: number | null;
  orderId: number | null;
  target: 'shop' | 'platform';
  content: string;
  certificate: string[];
  createdAt: number;
}

export type NotificationKey =
  | 'order_paid'
  | 'order_shipped'
  | 'order_received'
  | 'order_cancelled'
  | 'recharge_approved'
  | 'recharge_refused'
  | 'withdraw_approved'
  | 'withdraw_refused'
  | 'refund_approved'
  | 'refund_refused';

export interface Notification {
  id: number;
  userId: number;
  kind: 'order' | 'wallet' | 'refund' | 'system';
  /** Text key (src/locales/<language>.json) and its values, rendered in the reader's language. */
  key: NotificationKey;
  params: Record<string, string>;
  /** Route of the web app to open. */
  link: string;
  read: boolean;
  createdAt: number;
}

export interface Upload {
  id: number;
  userId: number;
  /** File name under the uploads folder; random so it cannot be guessed. */
  name: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  createdAt: number;
}

export interface ResetCode {
  email: string;
  /** The code's scrypt hash (domain/secrets.ts); the code itself is only in the mail. */
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  used: boolean;
  /** Wrong tries so far; the code dies at the limit (domain/limits.ts `codeTries`). */
  tries: number;
  /** The client that asked for it (domain/client-key.ts): it may always try it. Absent in codes
   * of earlier versions. */
  client?: string;
}

/** Id counters of the earlier state, one per kind of record (now each table's AUTOINCREMENT). */
export type Sequences = Record<string, number>;

export interface State {
  schema: 1;
  /**
   * 1: session tokens, chat tokens and reset codes are kept as hashes. Absent in state files of
   * earlier versions, which kept them in clear (store/upgrade-state.ts hashes or drops them).
   */
  secrets?: 1;
  seq: Sequences;
  users: User[];
  /** By the SHA-256 of the session token. */
  sessions: Record<string, Session>;
  categories: Category[];
  merchants: Merchant[];
  products: Product[];
  cart: CartLine[];
  orders: Order[];
  funds: FundRecord[];
  recharges: Recharge[];
  withdrawals: Withdrawal[];
  addresses: Address[];
  favourites: Favourite[];
  follows: Follow[];
  refunds: Refund[];
  reviews: Review[];
  complaints: Complaint[];
  notifications: Notification[];
  uploads: Upload[];
  /** Mails sent, kept as GET /__mock/outbox serves them (the control API's shape). */
  outbox: OutboxMail[];
  resetCodes: ResetCode[];
  /** Owned by the chat gateway (src/chat): conversations, messages, sequences. Persisted as is. */
  chat: Record<string, unknown>;
}
