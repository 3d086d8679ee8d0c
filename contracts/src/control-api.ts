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
  /**
   * Caused by the console, not by the app or the client: the answer of an injected fault or an
   * override (its response violations), or a request sent by try-it (its request violations).
   * Shown, never counted as a violation.
   */
  injected?: true;
}

/** What a fault does to the requests it hits. */
export type FaultKind =
  /** Waits `delayMs`, then the real answer. */
  | 'delay'
  /** Answers `status` with the envelope `{code, msg: message, data: null}`; the operation never runs. */
  | 'status'
  /** The connection fails without an answer: a network error, which no browser retries. */
  | 'drop'
  /** The operation never runs and no answer comes: the client's own timeout ends it. */
  | 'timeout'
  /** The operation runs and commits; its answer never comes. */
  | 'timeout-applied'
  /** The real answer, its body trickling over `trickleMs`. */
  | 'slow-body';

/** The console's hand in an exchange: which fault, override or try-it request made it. */
export interface TrafficInjection {
  kind: 'fault' | 'override' | 'try';
  /** The fault's, the override's or the try's id. */
  id: number;
  /** A fault's kind; `override` or `try` for the others. */
  effect: FaultKind | 'override' | 'try';
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
  /**
   * Set when the console caused the exchange or its answer (a fault, an override, try-it). Status
   * 0: no answer reached the client (a dropped connection, a timeout); a `timeout-applied` entry
   * shows the answer the client never got.
   */
  injected: TrafficInjection | null;
}

/** The query of GET /__mock/traffic. */
export interface TrafficQuery {
  /** Only entries with a larger id (polling). */
  after?: number;
  operationId?: string;
  status?: number;
  /** Only entries with at least one violation not caused by the console (`injected`). */
  violations?: boolean;
  /** The newest `limit` (1 to TRAFFIC_KEPT). */
  limit?: number;
}

export interface TrafficAnswer {
  entries: TrafficEntry[];
  /** How many of `entries` have a violation not caused by the console. */
  violations: number;
}

/** `GET /__mock/traffic/:id/curl`: the exchange's request as a curl command (bash quoting). */
export interface CurlAnswer {
  curl: string;
}

// --- Faults: GET, POST, DELETE /__mock/faults ------------------------------------------------

/** The longest delay a fault may add, in milliseconds. */
export const FAULT_DELAY_MAX_MS = 120_000;
/** The most requests one fault may hit: the console's "until cleared". */
export const FAULT_TIMES_MAX = 1_000_000;

/** The longest a fault's message may be. */
export const FAULT_MESSAGE_MAX = 500;

export interface FaultRule {
  id: number;
  /** Contract path ("/api/user/login") or operationId ("userLogin"); "*" for every /api route. */
  route: string;
  /** Only this method (upper case); every method when absent. */
  method?: string;
  kind: FaultKind;
  /**
   * Wait this long first (before the status, the drop, the operation). For the two timeouts: how
   * long the connection is held without an answer before it is closed (the client usually gives
   * up first).
   */
  delayMs: number;
  /** `status`: the HTTP status answered. */
  status?: number;
  /** `status`: the envelope's `code` (the HTTP status when not given; anything but 1 is a failure). */
  code?: number;
  /** `status`: the envelope's `msg` ("Injected fault <status>" when not given). */
  message?: string;
  /** `slow-body`: the body's bytes are spread over this long. */
  trickleMs?: number;
  /** Same as `kind === 'drop'` (kept for older callers). */
  drop: boolean;
  /** How many more requests this fault hits. */
  remaining: number;
}

/** The body of POST /__mock/faults. */
export type FaultInput = Omit<
  FaultRule,
  'id' | 'remaining' | 'delayMs' | 'drop' | 'kind' | 'trickleMs'
> & {
  /** When absent: `drop` when drop is true, `status` when a status is given, `delay` otherwise. */
  kind?: FaultKind;
  /** 0 to FAULT_DELAY_MAX_MS; none when absent (FAULT_DELAY_MAX_MS for the two timeouts). */
  delayMs?: number;
  drop?: boolean;
  /** `slow-body`: 1 to FAULT_DELAY_MAX_MS; 5000 when absent. */
  trickleMs?: number;
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

/** A path or query parameter of an operation (`GET /__mock/operations/:operationId`). */
export interface OperationParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** Its JSON Schema, references followed. */
  schema: unknown;
  /** The contract's example, or a value built from the schema. */
  example: unknown;
  description?: string;
}

/** `GET /__mock/operations/:operationId`: what try-it fills its form from. */
export interface OperationDetail {
  operation: OperationSummary;
  /** The contract's one-line summary of it. */
  summary: string;
  /** Needs a signed-in shopper. */
  protected: boolean;
  parameters: OperationParameter[];
  /** The request body, null when the operation takes none. */
  body: { mediaType: string; required: boolean; schema: unknown; example: unknown } | null;
  /** The success answer's example. */
  answer: ExampleAnswer;
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
  /** A product card's (type 10001): the product, its name and price as the server filled them. */
  product_id?: number;
  name?: string;
  price?: string;
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

// --- Variants mode: GET, PUT /__mock/variants (mock-server/docs/variants.md) ------------------

/** Transformed answers GET /__mock/variants?after=<id> can list; the oldest go first. */
export const VARIANT_CHANGES_KEPT = 500;
/** JSON paths kept per transformed answer (`pathCount` says how many there were). */
export const VARIANT_PATHS_KEPT = 2000;

/** `off`, `minimal`, `maximal` or `random:<seed>` (a seed from 0 to 4294967295). */
export type VariantModeName = 'off' | 'minimal' | 'maximal' | `random:${number}`;

/** One transformed answer: which operation and the JSON paths of the answer it changed. */
export interface VariantChange {
  /** Increasing from 1; also in the answer's `x-mock-variant` header (`change=<id>`). */
  id: number;
  mode: string;
  method: string;
  /** The path, without the query string. */
  url: string;
  operationId: string;
  /** JSON pointers into the answer's body, e.g. `/data/list/0/name`. */
  paths: string[];
  pathCount: number;
}

/**
 * GET /__mock/variants (`?after=<id>` adds the changes past that id, `&limit=<n>` only the last n
 * of them); PUT answers it too.
 */
export interface VariantsState {
  mode: string;
  /** Only this operation's answers are transformed (replaying a finding). */
  operationId?: string;
  /** Only the changes at these JSON paths are made (replaying a finding). */
  paths?: string[];
  /** Transformed answers the contract refused (the original went out): a bug of the transform. */
  refused: number;
  /** The id of the last change (poll with `after`). */
  lastChange: number;
  changes: VariantChange[];
}

/** The body of PUT /__mock/variants. */
export interface VariantsRequest {
  mode: string;
  operationId?: string;
  paths?: string[];
}

// --- Response overrides: GET, POST, DELETE /__mock/overrides, POST /overrides/check, ----------
// GET /__mock/operations/:operationId/example

/** The longest body an override may answer, as JSON text (bytes). */
export const OVERRIDE_BODY_MAX_BYTES = 256 * 1024;
/** The most overrides armed at once (one per operation). */
export const OVERRIDES_MAX = 200;

/** The body of POST /__mock/overrides: answer `operationId` with `body` instead of running it. */
export interface OverrideInput {
  /** An operationId of contracts/openapi.yaml. */
  operationId: string;
  /** 100 to 599; 200 when absent. */
  status?: number;
  /** Any JSON value (the envelope included: `{code, msg, data}`). */
  body: unknown;
  /** 1 to FAULT_TIMES_MAX calls; FAULT_TIMES_MAX ("until cleared") when absent. */
  times?: number;
}

export interface OverrideRule {
  id: number;
  operationId: string;
  status: number;
  body: unknown;
  /** How many more calls it answers. */
  remaining: number;
  /** The body's check against the contract when it was set (response violations; none: it conforms). */
  violations: TrafficViolation[];
}

export interface OverridesAnswer {
  overrides: OverrideRule[];
}

export interface OverrideAnswer {
  override: OverrideRule;
}

/** The body of POST /__mock/overrides/check: checks without arming. */
export type OverrideCheckRequest = Omit<OverrideInput, 'times'>;

export interface OverrideCheckAnswer {
  violations: TrafficViolation[];
}

/** An operation's example answer, the start of an override. */
export interface ExampleAnswer {
  operationId: string;
  status: number;
  body: unknown;
  /** `contract`: the contract's own example; `schema`: built from the answer's schema. */
  source: 'contract' | 'schema';
}

// --- Scenarios: /__mock/scenarios ---------------------------------------------------------------

/** The version of the scenario file format this server writes and reads. */
export const SCENARIO_VERSION = 1;
/** What a scenario file says it is. */
export const SCENARIO_FORMAT = 'storefront-mock-scenario';
/** The largest scenario file (bytes): an import's body, a file read from disk. */
export const SCENARIO_BYTES_MAX = 16 * 1024 * 1024;
/** The most scenarios saved (built-in ones not counted). */
export const SCENARIOS_MAX = 100;
/** A scenario's name: its file's name. Lower-case letters, digits, dashes; 1 to 64 characters. */
export const SCENARIO_NAME_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';
/** The longest description of a scenario. */
export const SCENARIO_DESCRIPTION_MAX = 500;

export interface ScenarioSummary {
  name: string;
  description: string;
  /** ISO time it was saved (a built-in: when it was built). */
  savedAt: string;
  /** Shipped with the mock (built from the seed by code): cannot be overwritten or deleted. */
  builtIn: boolean;
  faults: number;
  overrides: number;
  /** The file's size in bytes. */
  bytes: number;
}

export interface ScenariosAnswer {
  /** Built-in ones first, then by name. */
  scenarios: ScenarioSummary[];
  /** `disk`: files under DATA_DIR/scenarios; `memory`: no DATA_DIR, gone when the server stops. */
  storage: 'disk' | 'memory';
}

export interface ScenarioAnswer {
  scenario: ScenarioSummary;
}

/** The body of POST /__mock/scenarios: saves the state, faults and overrides as they are now. */
export interface SaveScenarioRequest {
  name: string;
  description?: string;
  /** Replace a saved scenario of that name (409 otherwise). */
  overwrite?: boolean;
}

/** A scenario file: `GET /__mock/scenarios/:name` answers it, `POST /scenarios/import` takes it. */
export interface ScenarioFile {
  format: typeof SCENARIO_FORMAT;
  version: typeof SCENARIO_VERSION;
  name: string;
  description: string;
  savedAt: string;
  /** The database schema version of the state (the mock's `PRAGMA user_version`). */
  schema: number;
  /** Every table's rows (columns as in SQL); sessions, chat tokens and reset codes are not kept. */
  state: { tables: Record<string, Record<string, string | number | null>[]> };
  faults: FaultInput[];
  overrides: OverrideInput[];
}

export interface LoadScenarioAnswer {
  scenario: ScenarioSummary;
  faults: FaultRule[];
  overrides: OverrideRule[];
}

// --- Try-it: POST /__mock/try ----------------------------------------------------------------

/** The body of POST /__mock/try: one operation sent through the app. */
export interface TryRequest {
  operationId: string;
  /** The path's parameters by name (`{id}`). */
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** The JSON body (operations that take one). */
  body?: unknown;
  /** Sent as this shopper (a session opened for it and closed after); a guest when absent. */
  shopperId?: number;
}

export interface TryAnswer {
  /** The traffic log's entry of it (0 when the log is off). */
  id: number;
  method: string;
  /** The path and query sent. */
  url: string;
  /** 0 when no answer came (a fault dropped or held it). */
  status: number;
  ms: number;
  /** The answer's JSON, or its text when it is not JSON; null when none. */
  body: unknown;
  violations: TrafficViolation[];
}
