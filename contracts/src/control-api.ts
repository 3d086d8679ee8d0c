// The shapes of the mock-server's /__mock control API, written once for both of its sides: the
// mock-server (src/control/, src/chat/control-chat.ts) answers with them, the developer console
// (web/console/) reads them. Not part of openapi.yaml: only a mock has this API. Types and a few
// numbers only, so the browser build takes nothing from the server.

/** The header that carries the control token on every /__mock request. */
export const CONTROL_TOKEN_HEADER = 'x-mock-control-token';

/** A refused control request (any status >= 400, or a step that is not possible: 409). */
export interface ControlFailure {
  ok: false;
  error: string;
}

/** A control answer: `{ok: true}` and the route's fields. */
export type ControlAnswer<Fields extends object = object> = { ok: true } & Fields;

// --- Traffic log: GET /__mock/traffic, DELETE /__mock/traffic --------------------------------

/** Exchanges the traffic log keeps; the oldest go first. Also the most `limit` may ask for. */
export const TRAFFIC_KEPT = 500;

export interface TrafficViolation {
  direction: 'request' | 'response';
  /** The contract validator's error, e.g. `response/data/list/0/price must be string`. */
  error: string;
}

export interface TrafficEntry {
  /** Increasing from 1 for the life of the process (a reset does not restart it). */
  id: number;
  /** ISO time of the answer. */
  at: string;
  method: string;
  /** Path and query, cut at 300 characters. */
  url: string;
  /** The contract's operationId, null when the path is not in the contract. */
  operationId: string | null;
  status: number;
  /** Time from the request's arrival to the answer's end, in milliseconds. */
  ms: number;
  /** The signed-in shopper the request's token names, if any. */
  shopper: { id: number; email: string } | null;
  /** Bodies as text (JSON) with secrets hidden, cut at 16 KiB; null when none or binary. */
  requestBody: string | null;
  responseBody: string | null;
  truncated: boolean;
  /** Contract violations; empty when the exchange conforms. */
  violations: TrafficViolation[];
}

/** The query of GET /__mock/traffic. */
export interface TrafficQuery {
  /** Only entries with a larger id (polling). */
  after?: number;
  operationId?: string;
  status?: number;
  /** Only entries with at least one violation. */
  violations?: boolean;
  /** The newest `limit` (1 to TRAFFIC_KEPT). */
  limit?: number;
}

export interface TrafficAnswer {
  entries: TrafficEntry[];
  /** How many of `entries` have a violation. */
  violations: number;
}

// --- Faults: GET, POST, DELETE /__mock/faults ------------------------------------------------

/** The longest delay a fault may add, in milliseconds. */
export const FAULT_DELAY_MAX_MS = 120_000;
/** The most requests one fault may hit: the console's "until cleared". */
export const FAULT_TIMES_MAX = 1_000_000;

export interface FaultRule {
  id: number;
  /** Contract path ("/api/user/login") or operationId ("userLogin"); "*" for every /api route. */
  route: string;
  /** Only this method (upper case); every method when absent. */
  method?: string;
  /** Wait this long before answering (or before the status/drop below). */
  delayMs: number;
  /** Answer with this HTTP status and a failure envelope instead of the real answer. */
  status?: number;
  /** Close the connection without an answer. */
  drop: boolean;
  /** How many more requests this fault hits. */
  remaining: number;
}

/** The body of POST /__mock/faults. */
export type FaultInput = Omit<FaultRule, 'id' | 'remaining' | 'delayMs' | 'drop'> & {
  /** 0 to FAULT_DELAY_MAX_MS; none when absent. */
  delayMs?: number;
  drop?: boolean;
  /** How many requests to hit, 1 to FAULT_TIMES_MAX; 1 (one-shot) when absent. */
  times?: number;
};

export interface FaultsAnswer {
  faults: FaultRule[];
}

export interface FaultAnswer {
  fault: FaultRule;
}

// --- The contract's operations: GET /__mock/operations (the fault picker) --------------------

export interface OperationSummary {
  operationId: string;
  method: string;
  /** The contract's path, `/api/...`. */
  path: string;
  /** The operation's first tag. */
  tag: string;
}

export interface OperationsAnswer {
  operations: OperationSummary[];
}

// --- Shoppers: GET /__mock/shoppers, /shoppers/:id, POST /shoppers/:id/top-up ----------------

/** The most one top-up may add, in major units. */
export const TOP_UP_LIMIT = 1_000_000;

/** Audit states of recharges, withdrawals and refunds: 0 auditing, 1 approved, 2 refused. */
export type AuditState = 0 | 1 | 2;

export interface ShopperSummary {
  id: number;
  email: string;
  nickname: string;
  /** Money as a decimal string with two decimals. */
  balance: string;
}

export interface ShoppersAnswer {
  shoppers: ShopperSummary[];
}

/** A shopper's records, newest first; `createdAt` in milliseconds since the epoch. */
export interface ShopperRecords {
  shopper: ShopperSummary;
  orders: {
    id: number;
    sn: string;
    /** The contract's order status: 0 waiting pay ... 4 completed, -1 cancelled, -4 after-sale. */
    status: number;
    refundState: string;
    total: string;
    trackingNo: string;
    createdAt: number;
  }[];
  recharges: {
    id: number;
    sn: string;
    method: string;
    amount: string;
    state: AuditState;
    /** The auditor's note, shown to the shopper. */
    note: string;
    createdAt: number;
  }[];
  withdrawals: {
    id: number;
    sn: string;
    amount: string;
    state: AuditState;
    note: string;
    createdAt: number;
  }[];
  refunds: {
    id: number;
    orderId: number;
    amount: string;
    reason: string;
    state: AuditState;
    createdAt: number;
  }[];
}

/** The body of POST /__mock/shoppers/:id/top-up. */
export interface TopUpRequest {
  /** Up to two decimals, above 0 and at most TOP_UP_LIMIT. */
  amount: string;
  /** The recharge's note; "Top-up from the console" when absent. */
  note?: string;
}

export interface TopUpAnswer {
  /** The approved recharge's id. */
  id: number;
  balance: string;
}

// --- Card acquirer: GET /__mock/cards, POST and DELETE /__mock/cards/decline-next ------------------

/** Why the mock acquirer declines a card top-up (the shopper reads a text for each). */
export type CardDeclineReason = 'declined' | 'insufficient_funds';

/**
 * Test card numbers the mock acquirer always declines, as payment providers' test modes do (the
 * same numbers as Stripe's): every other number the card rule accepts is authorised.
 */
export const DECLINING_TEST_CARDS: Readonly<Record<string, CardDeclineReason>> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

/** The most card payments one "decline the next card" may decline. */
export const DECLINE_NEXT_MAX = 1000;

/** The body of POST /__mock/cards/decline-next: decline the next `times` (1) card payments. */
export interface DeclineNextRequest {
  /** 1 to DECLINE_NEXT_MAX; 1 when absent. */
  times?: number;
  /** `declined` when absent. */
  reason?: CardDeclineReason;
}

/** GET /__mock/cards, and the answer of POST and DELETE /__mock/cards/decline-next. */
export interface CardsAnswer {
  /** Card payments still to decline, whatever their number (0: none armed). */
  declineNext: number;
  /** The reason they will be declined with; null when none is armed. */
  reason: CardDeclineReason | null;
  /** The numbers that always decline, and why. */
  testCards: { number: string; reason: CardDeclineReason }[];
}

// --- Audits and order steps: POST /__mock/{recharges,withdrawals,refunds}/:id/{approve,refuse},
// /__mock/orders/:id/{ship,deliver,complete} ----------------------------------------------------

/** GET /__mock/pending: what waits for an audit or the next order step, oldest first. */
export interface PendingAnswer {
  recharges: {
    id: number;
    userId: number;
    sn: string;
    amount: string;
    method: string;
    network: string;
  }[];
  withdrawals: { id: number; userId: number; sn: string; amount: string }[];
  refunds: { id: number; userId: number; orderId: number; amount: string }[];
  /** Paid orders (status 1). */
  ordersToShip: { id: number; sn: string; userId: number }[];
  /** Shipped orders (status 2). */
  ordersToDeliver: { id: number; sn: string; userId: number }[];
}

/** The body of a recharge's or withdrawal's audit (refunds take none). */
export interface AuditRequest {
  /** Up to 500 characters, shown to the shopper. */
  note?: string;
}

export interface AuditAnswer {
  id: number;
  state: AuditState;
}

/** The body of POST /__mock/orders/:id/ship. */
export interface ShipRequest {
  /** 1 to 40 letters, digits and dashes; TRK<id> when absent. */
  trackingNo?: string;
}

export interface OrderStepAnswer {
  id: number;
  status: number;
  /** Answered by `ship`. */
  trackingNo?: string;
}

// --- Catalog: GET /__mock/products, POST /products/:id/stock, GET /merchants -----------------

/** The most products GET /__mock/products answers. */
export const PRODUCTS_LISTED = 50;

/** The query of GET /__mock/products. */
export interface ProductQuery {
  /** A part of the name (any case) or the id. */
  q?: string;
  /** Only this merchant's products. */
  merchantId?: number;
}

export interface ProductSummary {
  id: number;
  name: string;
  merchantId: number;
  price: string;
  stock: number;
  /** The product's picture, a URL of this server. */
  image: string;
}

export interface ProductsAnswer {
  products: ProductSummary[];
}

/** The body of POST /__mock/products/:id/stock. */
export interface StockRequest {
  /** 0 to 1,000,000. */
  stock: number;
}

export interface StockAnswer {
  id: number;
  stock: number;
}

export interface MerchantSummary {
  id: number;
  name: string;
}

export interface MerchantsAnswer {
  merchants: MerchantSummary[];
}

// --- Outbox: GET /__mock/outbox ---------------------------------------------------------------

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** The one-time code the mail carries, for tests and developers. */
  code: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

/** Newest first. */
export interface OutboxAnswer {
  mails: OutboxMail[];
}

// --- Chat: /__mock/chat/tokens, /chat/sessions, /chat/desk* -----------------------------------

/** The body of POST /__mock/chat/tokens. */
export interface ChatTokensRequest {
  /** 1 to 5,000 uids: `u<id>` shoppers, `m<id>` merchants' agents, `platform`. */
  uids: string[];
}

export interface ChatTokensAnswer {
  tokens: { uid: string; token: string }[];
}

export interface ChatSessionsAnswer {
  /** Every uid with an open connection, and how many it has. */
  online: { uid: string; sessions: number }[];
}

/** The body of POST /__mock/chat/kick and /chat/drop (the kick also takes a reason). */
export interface ChatUidRequest {
  uid: string;
}

/** The messages of a conversation GET /__mock/chat/desk/history answers (the newest). */
export const DESK_HISTORY_LIMIT = 100;

/** A stored message's content as the wire's JSON: `{type: 1, content}`, `{type: 2, url, ...}`. */
export interface DeskContent {
  type: number;
  content?: string;
  url?: string;
}

export interface DeskService {
  /** `platform` or `m<mer_id>`. */
  uid: string;
  name: string;
  /** Unread messages over all its conversations. */
  unread: number;
  /** Whether the automatic agent answers for it. */
  agentOn: boolean;
}

export interface DeskServicesAnswer {
  services: DeskService[];
}

export interface DeskConversation {
  /** The shopper's uid, `u<id>`: the channel id of the conversation. */
  shopper: string;
  name: string;
  unread: number;
  lastMsgSeq: number;
  /** Unix seconds of the last message. */
  timestamp: number;
  last: { from: string; content: DeskContent | null } | null;
}

/** GET /__mock/chat/desk?agent=<uid>: the service's conversations, newest first. */
export interface DeskAnswer {
  agent: string;
  name: string;
  agentOn: boolean;
  conversations: DeskConversation[];
}

export interface DeskMessage {
  /** The 64-bit message id as a decimal string. */
  id: string;
  clientMsgNo: string;
  seq: number;
  from: string;
  /** Unix seconds. */
  timestamp: number;
  content: DeskContent | null;
}

/** GET /__mock/chat/desk/history?agent=<uid>&shopper=<uid>: oldest first. */
export interface DeskHistoryAnswer {
  messages: DeskMessage[];
}

/** One service and one shopper: the query of GET /chat/desk/history, the body of POST /chat/desk/read. */
export interface DeskPair {
  agent: string;
  shopper: string;
}

/** The body of POST /__mock/chat/desk/agent. */
export interface DeskAgentRequest {
  agent: string;
  enabled: boolean;
}

export interface DeskAgentAnswer {
  agent: string;
  agentOn: boolean;
}
