import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags';

// The HTTP part of the benchmark: the mock-server (a child process, as `npm start` runs it, state
// in memory) against a bare Fastify route answering the same JSON, in the same run, with
// autocannon: 10 connections for 10 s on the product list (a page of 20) and on an authenticated
// cart add (shoppers with a cart of 10 lines in 5 shops, every add accepted and answered with the
// whole cart). Also the time from starting the server process to its first answered request.
// Loopback only, bounded in time; the child processes are stopped at the end.
// HTTP_BENCH_CPU_PROF=<folder> writes a CPU profile of the mock-server process there.

export interface AutocannonRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (
    request: AutocannonRequest,
    context: Record<string, unknown>,
  ) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const MOCK_SERVER = fileURLToPath(new URL('..', import.meta.url));

export interface HttpBenchOptions {
  connections: number;
  durationSeconds: number;
}

export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

export interface HttpBenchResult {
  startupMs: number;
  productList: { mock: Measure; bare: Measure };
  cartAdd: { mock: Measure; bare: Measure };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The control token of the mock-servers a bench starts (their /__mock/limits is raised). */
export const BENCH_CONTROL_TOKEN = randomBytes(24).toString('base64url');

export function start(
  script: string,
  env: Record<string, string>,
  nodeOptions: string[] = [],
): ChildProcess {
  return spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeOptions, '--import', 'tsx', script],
    {
      cwd: MOCK_SERVER,
      env: { ...process.env, MOCK_CONTROL_TOKEN: BENCH_CONTROL_TOKEN, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

export async function firstAnswer(
  url: string,
  child: ChildProcess,
  limitMs = 30_000,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no answer from ${url} within ${limitMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export function measure(result: AutocannonResult): Measure {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export async function json(
  url: string,
  init?: RequestInit,
): Promise<{ code: number; data: Record<string, unknown> }> {
  const response = await fetch(url, init);
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

/** Shoppers adding to their carts; with 10 lines each, no line nears its stock (about 950) or
 * the 999 limit of a line within a run, however fast the server, so every add is accepted. */
const SHOPPERS = 50;
/** Lines of each shopper's cart during the run: the products with the most stock. */
const CART_LINES = 10;

export interface CartAdd {
  headers: Record<string, string>;
  body: string;
}

export async function cartCount(url: string, token: string): Promise<number> {
  const cart = await json(`${url}/api/cart/list`, { headers: { token } });
  if (cart.code !== 1) throw new Error(`cart list answered code ${cart.code}`);
  return cart.data.count as number;
}

export async function runHttpBench(
  options: HttpBenchOptions = { connections: 10, durationSeconds: 10 },
): Promise<HttpBenchResult> {
  const [mockPort, barePort] = [await freePort(), await freePort()];
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const scratch = await mkdtemp(join(tmpdir(), 'http-bench-'));
  const profileFolder = process.env.HTTP_BENCH_CPU_PROF;
  const startedAt = performance.now();
  const mock = start(
    'src/main.ts',
    {
      PORT: String(mockPort),
      HOST: '127.0.0.1',
      DATA_DIR: '',
      WEB_BUILD: join(scratch, 'no-web'),
      LOG_LEVEL: 'warn',
      CHAT_AGENT: 'off',
    },
    profileFolder ? ['--cpu-prof', '--cpu-prof-dir', profileFolder] : [],
  );
  let bare: ChildProcess | undefined;
  try {
    await firstAnswer(`${mockUrl}/api/index/category`, mock);
    const startupMs = performance.now() - startedAt;

    const { tokens, adds, cartBody } = await cartShoppers(mockUrl);
    const productPath = '/api/index/product?page=1&limit=20';
    const productBody = await (await fetch(`${mockUrl}${productPath}`)).text();
    await writeFile(join(scratch, 'products.json'), productBody);
    await writeFile(join(scratch, 'cart.json'), cartBody);
    bare = start('bench/bare-http-server.ts', {
      PORT: String(barePort),
      PRODUCT_BODY_FILE: join(scratch, 'products.json'),
      CART_BODY_FILE: join(scratch, 'cart.json'),
    });
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await firstAnswer(`${bareUrl}${productPath}`, bare);

    const run = (url: string, requests: AutocannonRequest[]) =>
      autocannon({
        url,
        connections: options.connections,
        duration: options.durationSeconds,
        requests,
      }).then(measure);
    const productRequest: AutocannonRequest[] = [{ method: 'GET', path: productPath }];
    // A short warm-up of both servers (JIT, lazily compiled validators), not measured.
    await autocannon({
      url: mockUrl,
      connections: options.connections,
      duration: 1,
      requests: productRequest,
    });
    await autocannon({
      url: bareUrl,
      connections: options.connections,
      duration: 1,
      requests: productRequest,
    });
    const productList = {
      mock: await run(mockUrl, productRequest),
      bare: await run(bareUrl, productRequest),
    };
    const cartAdd = {
      mock: await measureCartAdds(mockUrl, tokens, adds, options),
      bare: await run(bareUrl, cartAddRequests(adds)),
    };
    return { startupMs, productList, cartAdd };
  } finally {
    await Promise.all([stop(mock), ...(bare ? [stop(bare)] : [])]);
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Registers the shoppers and fills each cart with its lines; the adds to send then, and the cart
 * answer of one of them (what the bare route answers).
 */
export async function cartShoppers(
  mockUrl: string,
): Promise<{ tokens: string[]; adds: CartAdd[]; cartBody: string }> {
  const tokens: string[] = [];
  // Every shopper registers from this one address: past the per-client registration limit.
  const raised = await fetch(`${mockUrl}/__mock/limits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-control-token': BENCH_CONTROL_TOKEN },
    body: JSON.stringify({ registerPerClient: SHOPPERS }),
  });
  if (!raised.ok) throw new Error(`POST /__mock/limits answered ${raised.status}`);
  for (let i = 0; i < SHOPPERS; i += 5) {
    const batch = Array.from({ length: Math.min(5, SHOPPERS - i) }, (_, j) =>
      json(`${mockUrl}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench${i + j}@example.com`,
          password: 'bench123',
          confirm_password: 'bench123',
        }),
      }),
    );
    for (const answer of await Promise.all(batch)) {
      tokens.push(String((answer.data.userinfo as { token: string }).token));
    }
  }
  const catalog: { id: number; stock: number }[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await json(`${mockUrl}/api/index/product?page=${page}&limit=100`);
    const list = answer.data.list as { id: number; stock: number }[];
    catalog.push(...list);
    if (list.length < 100) break;
  }
  const products = catalog
    .sort((a, b) => b.stock - a.stock || a.id - b.id)
    .slice(0, CART_LINES)
    .map((product) => product.id);
  const adds: CartAdd[] = tokens.flatMap((token) =>
    products.map((product) => ({
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ product_id: product, quantity: 1 }),
    })),
  );
  const add = (cartAdd: CartAdd) =>
    fetch(`${mockUrl}/api/cart/add`, { method: 'POST', ...cartAdd }).then((response) =>
      response.text(),
    );
  // Every shopper's cart gets its lines before the run; the bare route answers the cart as it is
  // then, the same JSON the mock-server answers during the run.
  await Promise.all(
    tokens.map(async (_, shopper) => {
      for (let line = 0; line < CART_LINES; line += 1) {
        await add(adds[shopper * CART_LINES + line] as CartAdd);
      }
    }),
  );
  const cartBody = await add(adds[0] as CartAdd);
  if (!cartBody.startsWith('{"code":1,')) throw new Error(`cart add answered ${cartBody}`);
  return { tokens, adds, cartBody };
}

/** One add after the other goes through every shopper's lines, so each line grows evenly.
 * (autocannon resets a request's context after each request, so it cannot carry a shopper.) */
export function cartAddRequests(adds: CartAdd[]): AutocannonRequest[] {
  let sent = 0;
  return [
    {
      method: 'POST',
      path: '/api/cart/add',
      setupRequest: (request) => {
        const cartAdd = adds[sent % adds.length] as CartAdd;
        sent += 1;
        return { ...request, headers: cartAdd.headers, body: cartAdd.body };
      },
    },
  ];
}

/**
 * Cart adds against the mock-server; every answered add must be in a cart: a refused add (out of
 * stock, a line at its limit) is a cheaper answer than an accepted one and would flatter it.
 */
export async function measureCartAdds(
  mockUrl: string,
  tokens: string[],
  adds: CartAdd[],
  options: HttpBenchOptions,
): Promise<Measure> {
  const countsBefore = await Promise.all(tokens.map((token) => cartCount(mockUrl, token)));
  const result = await autocannon({
    url: mockUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: cartAddRequests(adds),
  });
  const countsAfter = await Promise.all(tokens.map((token) => cartCount(mockUrl, token)));
  const added = countsAfter.reduce((sum, count, i) => sum + count - (countsBefore[i] ?? 0), 0);
  const measured = measure(result);
  measured.failures += Math.max(0, result.requests.total - added);
  return measured;
}

const fmt = (measure: Measure) =>
  `${measure.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(measure.p50).padStart(3)} ms  p99 ${String(measure.p99).padStart(3)} ms${measure.failures ? `  (${measure.failures} failed)` : ''}`;

/** Lines to print and whether the targets hold: at least 50 % of the bare route's throughput with
 * validation on, and a start under 2 s. */
export function describeHttpBench(result: HttpBenchResult): { lines: string[]; ok: boolean } {
  const lines = ['HTTP (autocannon, 10 connections x 10 s, mock-server state in memory)'];
  let ok = result.startupMs < 2000;
  for (const [name, pair] of [
    ['product list (page of 20)', result.productList],
    ['cart add (authenticated)', result.cartAdd],
  ] as const) {
    const ratio = pair.mock.requestsPerSecond / pair.bare.requestsPerSecond;
    ok &&= ratio >= 0.5 && pair.mock.failures === 0;
    lines.push(
      `  ${name}`,
      `    mock-server ${fmt(pair.mock)}`,
      `    bare route  ${fmt(pair.bare)}`,
      `    ratio       ${(ratio * 100).toFixed(0)} % of the bare route (target >= 50 %)`,
    );
  }
  lines.push(`  start to first answer: ${result.startupMs.toFixed(0)} ms (target < 2000 ms)`);
  return { lines, ok };
}
