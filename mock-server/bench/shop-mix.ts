import { createRequire } from 'node:module';
import type { BenchShopper, ShopFixture } from './bench-shoppers';

// The mixed load of the HTTP and growth parts: the requests the web app makes while shoppers browse,
// fill carts, check out, pay and read their chat, in the shares below, at a fixed rate from a fixed
// number of connections, with autocannon. Every request is timed and checked (HTTP 2xx and the
// envelope's `code: 1`: each of them is expected to succeed), by kind.

/** What a request does, as the screens that make it would say. */
export type Kind =
  | 'home'
  | 'product list'
  | 'search'
  | 'product detail'
  | 'account'
  | 'cart list'
  | 'cart add'
  | 'order preview'
  | 'order create'
  | 'order list'
  | 'order detail'
  | 'pay'
  | 'chat conversations'
  | 'chat messages';

/**
 * Percent of the requests of each kind. Browsing first, as in the e2e journeys; a pay is 1 %: a
 * shopper browses, searches and looks at the cart and orders many times per payment. A pay checks
 * the payment code with scrypt (N = 2^14, about 30 ms of CPU, on libuv's thread pool) by design,
 * so its own time is mostly that.
 */
export const MIX: readonly { kind: Kind; share: number; request: string }[] = [
  { kind: 'home', share: 8, request: 'GET /api/index/index' },
  { kind: 'product list', share: 12, request: 'GET /api/index/product?category_id&sort&limit=20' },
  { kind: 'search', share: 6, request: 'GET /api/index/product?keyword&limit=20' },
  { kind: 'product detail', share: 14, request: 'GET /api/product/detail?id' },
  { kind: 'account', share: 3, request: 'GET /api/user/getUserInfo' },
  { kind: 'cart list', share: 10, request: 'GET /api/cart/list (10 lines, 5 shops)' },
  { kind: 'cart add', share: 8, request: 'POST /api/cart/add (one of the 10 lines, +1)' },
  { kind: 'order preview', share: 6, request: 'POST /api/order/preview {items}' },
  { kind: 'order create', share: 4, request: 'POST /api/order/create {address_id, items}' },
  { kind: 'order list', share: 8, request: 'GET /api/user/order_list?page=1&limit=10' },
  { kind: 'order detail', share: 6, request: 'GET /api/order/detail?id' },
  { kind: 'pay', share: 1, request: 'POST /api/order/pay (one order, payment code)' },
  { kind: 'chat conversations', share: 6, request: 'GET /api/chat/getRecentConversation' },
  { kind: 'chat messages', share: 8, request: 'POST /api/chat/getChannelMessage (20)' },
];

export interface MixOptions {
  /** Requests per second, over all connections. */
  rate: number;
  connections: number;
  durationSeconds: number;
}

export const DEFAULT_MIX: MixOptions = { rate: 500, connections: 20, durationSeconds: 15 };

/** What one run (or several, merged) measured. */
export interface MixRun {
  offeredPerSecond: number;
  durationSeconds: number;
  /** Answer times of the requests answered as expected, ms, by kind. */
  times: Record<Kind, number[]>;
  /** Requests answered otherwise (not 2xx, or not `code: 1`), by kind. */
  failures: Record<Kind, number>;
  /** Requests never answered (connection errors, timeouts). */
  unanswered: number;
  /** A few of the failures, to say what went wrong. */
  failureExamples: string[];
}

interface AutocannonRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Context) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Context) => void;
}
interface Context {
  kind?: Kind;
  shopper?: BenchShopper;
}
interface AutocannonInstance extends PromiseLike<unknown> {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
  on(event: 'reqError', listener: (error: Error) => void): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  connectionRate: number;
  duration: number;
  timeout: number;
  requests: AutocannonRequest[];
}) => AutocannonInstance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const KINDS = MIX.map((entry) => entry.kind);
const byKind = <T>(value: () => T) =>
  Object.fromEntries(KINDS.map((kind) => [kind, value()])) as Record<Kind, T>;

export function emptyRun(options: MixOptions): MixRun {
  return {
    offeredPerSecond: options.rate,
    durationSeconds: 0,
    times: byKind(() => []),
    failures: byKind(() => 0),
    unanswered: 0,
    failureExamples: [],
  };
}

/** Several runs as one (the rounds of one server in the growth part). */
export function mergeRuns(runs: readonly MixRun[], options: MixOptions): MixRun {
  const merged = emptyRun(options);
  for (const run of runs) {
    merged.durationSeconds += run.durationSeconds;
    merged.unanswered += run.unanswered;
    for (const kind of KINDS) {
      merged.times[kind].push(...run.times[kind]);
      merged.failures[kind] += run.failures[kind];
    }
    for (const example of run.failureExamples) {
      if (merged.failureExamples.length < 5) merged.failureExamples.push(example);
    }
  }
  return merged;
}

/**
 * The kinds in their shares, spread evenly over every 100 requests (smooth weighted round robin),
 * so any stretch of the run has the mix, not runs of one kind.
 */
function schedule(): Kind[] {
  const current = MIX.map(() => 0);
  const total = MIX.reduce((sum, entry) => sum + entry.share, 0);
  const slots: Kind[] = [];
  for (let slot = 0; slot < total; slot += 1) {
    let best = 0;
    MIX.forEach((entry, i) => {
      current[i]! += entry.share;
      if (current[i]! > current[best]!) best = i;
    });
    current[best]! -= total;
    slots.push(MIX[best]!.kind);
  }
  return slots;
}

/** The product list's orders, as the list screen offers them. */
const SORTS = ['default', 'sales', 'price_asc', 'newest'] as const;

/**
 * Builds each next request: the kind from the schedule, the shopper in turn per kind (so every
 * shopper makes every kind), the product, page or order in turn. Shared by all connections.
 */
class RequestMaker {
  private readonly slots = schedule();
  private sent = 0;
  private readonly turns = new Map<string, number>();

  constructor(private readonly shop: ShopFixture) {}

  private turn(name: string): number {
    const n = this.turns.get(name) ?? 0;
    this.turns.set(name, n + 1);
    return n;
  }

  private pick<T>(name: string, list: readonly T[]): T {
    return list[this.turn(name) % list.length]!;
  }

  next(): {
    kind: Kind;
    shopper: BenchShopper;
    method: 'GET' | 'POST';
    path: string;
    body?: unknown;
  } {
    let kind = this.slots[this.sent % this.slots.length]!;
    this.sent += 1;
    const { shop } = this;
    let shopper = this.pick(kind, shop.shoppers);
    if (kind === 'pay') {
      // From this shopper on, the first with an order waiting pay (the run's creates keep them
      // coming); should there be none, the request looks at an order instead.
      const { shoppers } = shop;
      const from = shoppers.indexOf(shopper);
      const payer = shoppers
        .map((_, i) => shoppers[(from + i) % shoppers.length]!)
        .find((candidate) => candidate.unpaid.length > 0);
      if (payer) shopper = payer;
      else kind = 'order detail';
    }
    const get = (path: string) => ({ kind, shopper, method: 'GET' as const, path });
    const post = (path: string, body: unknown) => ({
      kind,
      shopper,
      method: 'POST' as const,
      path,
      body,
    });
    switch (kind) {
      case 'home':
        return get('/api/index/index');
      case 'product list':
        return get(
          `/api/index/product?category_id=${this.pick('category', shop.categoryIds)}&sort=${this.pick('sort', SORTS)}&page=1&limit=20`,
        );
      case 'search':
        return get(
          `/api/index/product?keyword=${encodeURIComponent(this.pick('keyword', shop.keywords))}&page=1&limit=20`,
        );
      case 'product detail':
        return get(`/api/product/detail?id=${this.pick('product', shop.productIds)}`);
      case 'account':
        return get('/api/user/getUserInfo');
      case 'cart list':
        return get('/api/cart/list');
      case 'cart add':
        return post('/api/cart/add', {
          product_id: this.pick('cart line', shop.cartProducts),
          quantity: 1,
        });
      case 'order preview':
        return post('/api/order/preview', {
          items: [{ product_id: this.pick('order product', shop.orderProducts), quantity: 1 }],
        });
      case 'order create':
        return post('/api/order/create', {
          address_id: shopper.addressId,
          items: [{ product_id: this.pick('order product', shop.orderProducts), quantity: 1 }],
        });
      case 'order list':
        return get('/api/user/order_list?page=1&limit=10');
      case 'order detail':
        return get(`/api/order/detail?id=${this.pick('order', shopper.orders)}`);
      case 'pay':
        return post('/api/order/pay', {
          order_ids: [shopper.unpaid.shift()],
          pay_password: shop.payCode,
        });
      case 'chat conversations':
        return get('/api/chat/getRecentConversation?version=0&msg_count=5');
      case 'chat messages':
        return post('/api/chat/getChannelMessage', {
          channel_id: shop.chatChannel.id,
          channel_type: shop.chatChannel.type,
          start_message_seq: 0,
          end_message_seq: 0,
          limit: 20,
          pull_mode: 0,
        });
    }
  }
}

/** `{"code":1,...}` as the server writes it; anything else is read to be sure. */
function succeeded(body: string): boolean {
  if (body.startsWith('{"code":1,')) return true;
  try {
    return (JSON.parse(body) as { code?: unknown }).code === 1;
  } catch {
    return false;
  }
}

/**
 * One run of the mix against `url`. autocannon's rate limit lets a connection send its requests of
 * a second one after the other from the start of that second; so that the load is spread over the
 * second rather than arriving as one burst of every connection, each connection is an autocannon
 * instance of its own, started 1/connections of a second after the previous one.
 */
export async function runMix(
  url: string,
  shop: ShopFixture,
  options: MixOptions = DEFAULT_MIX,
): Promise<MixRun> {
  const run = emptyRun(options);
  run.durationSeconds = options.durationSeconds;
  const maker = new RequestMaker(shop);
  const perConnection = options.rate / options.connections;
  if (!Number.isInteger(perConnection)) throw new Error('rate must be a multiple of connections');

  const connection = async (delayMs: number) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    // onResponse runs just before autocannon's 'response' event of the same answer, synchronously:
    // it says what the answer was, the event gives its time.
    let answered: { kind: Kind; ok: boolean } | undefined;
    const instance = autocannon({
      url,
      connections: 1,
      connectionRate: perConnection,
      duration: options.durationSeconds,
      timeout: 10,
      requests: [
        {
          method: 'GET',
          path: '/',
          setupRequest: (request, context) => {
            const next = maker.next();
            context.kind = next.kind;
            context.shopper = next.shopper;
            return {
              ...request,
              method: next.method,
              path: next.path,
              headers: {
                token: next.shopper.token,
                lang: 'en',
                ...(next.body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(next.body === undefined ? {} : { body: JSON.stringify(next.body) }),
            };
          },
          onResponse: (status, body, context) => {
            const kind = context.kind!;
            const ok = status >= 200 && status < 300 && succeeded(body);
            answered = { kind, ok };
            if (ok && kind === 'order create') {
              // The new orders can be looked at and paid later in the run.
              const created = JSON.parse(body) as { data: { orders: { id: number }[] } };
              for (const order of created.data.orders) {
                context.shopper!.orders.push(order.id);
                context.shopper!.unpaid.push(order.id);
              }
            }
            if (!ok && run.failureExamples.length < 5) {
              run.failureExamples.push(`${kind}: HTTP ${status} ${body.slice(0, 160)}`);
            }
          },
        },
      ],
    });
    instance.on('response', (_client, _status, _bytes, ms) => {
      if (!answered) return;
      if (answered.ok) run.times[answered.kind].push(ms);
      else run.failures[answered.kind] += 1;
      answered = undefined;
    });
    instance.on('reqError', () => {
      run.unanswered += 1;
    });
    await instance;
  };
  await Promise.all(
    Array.from({ length: options.connections }, (_, i) =>
      connection((i * 1000) / options.connections),
    ),
  );
  return run;
}

export interface KindFigures {
  kind: Kind | 'all' | 'all but pays';
  answered: number;
  failed: number;
  p50: number;
  p99: number;
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function figuresOf(kind: KindFigures['kind'], times: number[], failed: number): KindFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    kind,
    answered: times.length,
    failed,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
  };
}

export interface MixFigures {
  /** Every kind, then all requests, then all but pays. */
  kinds: KindFigures[];
  all: KindFigures;
  allButPays: KindFigures;
  /** Requests answered as expected, per second of the run. */
  achievedPerSecond: number;
  /** Failed or unanswered requests. */
  errors: number;
}

export function figures(run: MixRun): MixFigures {
  const kinds = KINDS.map((kind) => figuresOf(kind, run.times[kind], run.failures[kind]));
  const sum = (list: KindFigures[]) => list.reduce((total, k) => total + k.failed, 0);
  const all = figuresOf(
    'all',
    KINDS.flatMap((kind) => run.times[kind]),
    sum(kinds) + run.unanswered,
  );
  const allButPays = figuresOf(
    'all but pays',
    KINDS.filter((kind) => kind !== 'pay').flatMap((kind) => run.times[kind]),
    sum(kinds.filter((k) => k.kind !== 'pay')),
  );
  return {
    kinds,
    all,
    allButPays,
    achievedPerSecond: run.durationSeconds ? all.answered / run.durationSeconds : 0,
    errors: all.failed,
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The per-kind table, as printed lines. */
export function mixTable(result: MixFigures, indent = '  '): string[] {
  const row = (k: KindFigures) =>
    `${indent}${k.kind.padEnd(20)} ${String(k.answered).padStart(6)} ${ms(k.p50).padStart(9)} ${ms(k.p99).padStart(9)}${k.failed ? `  ${k.failed} failed` : ''}`;
  return [
    `${indent}${'kind'.padEnd(20)} ${'answered'.padStart(6)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`,
    ...result.kinds.map(row),
    row(result.all),
    row(result.allButPays),
  ];
}

/** The per-kind table in Markdown (results.md). */
export function mixMarkdown(result: MixFigures): string[] {
  const share = (kind: KindFigures['kind']) =>
    MIX.find((entry) => entry.kind === kind)?.share ?? 100;
  const request = (kind: KindFigures['kind']) =>
    MIX.find((entry) => entry.kind === kind)?.request ??
    (kind === 'all' ? 'every kind' : 'every kind but pay');
  const row = (k: KindFigures) =>
    `| ${k.kind} | ${request(k.kind).replace(/\|/g, '\\|')} | ${k.kind === 'all but pays' ? 100 - share('pay') : share(k.kind)} % | ${k.answered} | ${k.failed} | ${ms(k.p50)} | ${ms(k.p99)} |`;
  return [
    '| kind | request | share | answered | failed | p50 | p99 |',
    '|---|---|---|---|---|---|---|',
    ...result.kinds.map(row),
    row(result.all),
    row(result.allButPays),
  ];
}
