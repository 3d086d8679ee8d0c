import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  test,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import {
  CONTROL_TOKEN_HEADER,
  type VariantChange,
  type VariantsState,
} from '@storefront/contracts/control-api';
import routeConfig from '../../../web/src/routes';
import { repoRoot } from '../../../tools/harness/mock-server';
import { reactFormats, reactWarning, reactWarnings } from './react-warnings';
import { inspectScreen, type CheckInput } from './screen-checks';
import { SERVER_STDERR } from './variants-setup';

/*
 * The variants walk (README "Variants walk"): every screen of the route table and the core journeys
 * under minimal, maximal and one random seed, the mode switched on one server through
 * /__mock/variants. A finding names the route, the operation and the JSON path of the answer that
 * caused it (found by replaying the screen with fewer changes), and the command that replays it.
 */

const SEED = process.env.VARIANTS_SEED
  ? Number(process.env.VARIANTS_SEED)
  : process.env.CI
    ? 20261127
    : Date.now() % 2 ** 31;
const MODES = (process.env.VARIANTS_MODES ?? `minimal,maximal,random:${SEED}`)
  .split(',')
  .map((mode) => mode.trim())
  .filter(Boolean);
/** Only the routes (patterns of web/src/routes.ts, or journeys' names) containing one of these. */
const ONLY = (process.env.VARIANTS_ROUTES ?? '').split(',').filter(Boolean);
const selected = (name: string) => ONLY.length === 0 || ONLY.some((part) => name.includes(part));

function screenPaths(routes: readonly RouteConfigEntry[]): string[] {
  return routes.flatMap((entry) => [
    ...(entry.path !== undefined && entry.file.endsWith('.tsx') ? [`/${entry.path}`] : []),
    ...screenPaths(entry.children ?? []),
  ]);
}
const routePatterns = screenPaths(routeConfig);

const messages = JSON.parse(
  readFileSync(path.join(repoRoot, 'web/src/i18n/locales/en.json'), 'utf8'),
) as Record<string, unknown>;
function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    flatKeys(inner, prefix ? `${prefix}.${key}` : key),
  );
}
const lookup = (key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
const checkInput: CheckInput = {
  keys: flatKeys(messages).filter((key) => key.includes('.')),
  errorTexts: [lookup('error.screenLoad'), lookup('loadError.title')].filter(
    (text): text is string => typeof text === 'string',
  ),
};

const control = () => ({ [CONTROL_TOKEN_HEADER]: process.env.E2E_CONTROL_TOKEN ?? '' });
const baseUrl = () => process.env.E2E_BASE_URL ?? '';

async function setVariants(
  request: APIRequestContext,
  body: { mode: string; operationId?: string; paths?: string[] },
): Promise<VariantsState> {
  const answer = await request.put(`${baseUrl()}/__mock/variants`, {
    data: body,
    headers: control(),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as VariantsState;
}

async function variantsAfter(request: APIRequestContext, after: number): Promise<VariantsState> {
  const answer = await request.get(`${baseUrl()}/__mock/variants?after=${after}`, {
    headers: control(),
  });
  return (await answer.json()) as VariantsState;
}

async function dataOf<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  if (body.code !== 1) throw new Error(`${answer.url()}: ${body.msg}`);
  return body.data;
}

interface Facts {
  token: string;
  urls: Record<string, string>;
}

/** Signs in and reads the seed's records (variants off), and puts a selected line in the cart. */
async function shopFacts(request: APIRequestContext): Promise<Facts> {
  await request.post(`${baseUrl()}/__mock/reset`, { data: {}, headers: control() });
  const login = await dataOf<{ userinfo: { token: string } }>(
    await request.post(`${baseUrl()}/api/user/login`, {
      data: { account: 'demo@example.com', password: 'demo123' },
    }),
  );
  const token = login.userinfo.token;
  const headers = { token };
  type Order = {
    id: number;
    sn: string;
    mer_id: number;
    total: string;
    items: { product_id: number }[];
  };
  const order = async (status: number) =>
    (
      await dataOf<{ list: Order[] }>(
        await request.get(`${baseUrl()}/api/user/order_list`, { params: { status }, headers }),
      )
    ).list[0]!;
  const product = (
    await dataOf<{ list: { id: number; mer_id: number }[] }>(
      await request.get(`${baseUrl()}/api/index/product?page=1&limit=1`),
    )
  ).list[0]!;
  const address = (
    await dataOf<{ id: number }[]>(
      await request.get(`${baseUrl()}/api/user/address_list`, { headers }),
    )
  )[0]!;
  const [toPay, shipped, received] = [await order(0), await order(2), await order(3)];
  const refund = `/refund/${shipped.id}/${shipped.sn}/${shipped.items.map((i) => i.product_id).join(',')}/${shipped.total}`;
  const byPattern: Record<string, string> = {
    '/chatRoomDetail/:merId?': `/chatRoomDetail/${product.mer_id}`,
    '/orderInfo/:id?': `/orderInfo/${shipped.id}`,
    '/comment': `/comment?order=${received.id}`,
    '/refund/:id?/:sn?/:product_ids?/:amount?': refund,
    '/myPurchases/:status?': '/myPurchases/0',
    '/payment': `/payment?orders=${toPay.id}`,
    '/detail/:product?/:mer?': `/detail/${product.id}/${product.mer_id}`,
    '/addressForm/:id?': `/addressForm/${address.id}`,
    '/shop/:id?': `/shop/${product.mer_id}`,
    '/complaint/:id?': `/complaint/${shipped.mer_id}`,
    '/*': '/no-such-screen',
  };
  const urls: Record<string, string> = {};
  for (const pattern of routePatterns) {
    urls[pattern] = byPattern[pattern] ?? pattern.replace(/\/:[^/]+\?/g, '');
  }
  // A selected line, so that the bag, the checkout and the payment have something to show.
  await request.post(`${baseUrl()}/api/cart/add`, {
    data: { product_id: product.id, quantity: 1 },
    headers,
  });
  return { token, urls };
}

const formats = reactFormats();

/** A problem the page or the server reports while a step runs. */
interface Reported {
  kind: string;
  detail: string;
  /** A React warning's format: a replay must meet the same one. */
  where?: string;
}

/**
 * Errors the page reports while a step runs: uncaught errors, rejections, React's warnings (its
 * development build's console.error/warn), other console errors and warnings.
 */
function watchPage(page: Page, sink: { events: Reported[] }) {
  page.on('pageerror', (error) => {
    sink.events.push({
      kind: 'uncaught-error',
      detail: (error.stack ?? error.message).split('\n').slice(0, 3).join(' | '),
    });
  });
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const text = message.text();
    // A picture or a socket that did not load is the network's business, not the screen's.
    if (/^Failed to load resource|WebSocket connection to/.test(text)) return;
    const warning = reactWarning(formats, text);
    if (warning) {
      sink.events.push({ kind: 'react-warning', ...warning });
      return;
    }
    sink.events.push({
      kind: type === 'error' ? 'console-error' : 'console-warning',
      detail: text.split('\n').slice(0, 2).join(' | ').slice(0, 300),
    });
  });
}

/** How much the mock-server has printed on its standard error (the walk's server, a file). */
const serverPrintedSize = () => (existsSync(SERVER_STDERR) ? statSync(SERVER_STDERR).size : 0);

/**
 * What the mock-server printed on its standard error since `from` (a size of the file): written
 * as it prints, so a page's server render has put its warnings there once the page arrived.
 */
function serverPrintedSince(from: number): string {
  const end = serverPrintedSize();
  if (end <= from) return '';
  const bytes = Buffer.alloc(end - from);
  const file = openSync(SERVER_STDERR, 'r');
  try {
    readSync(file, bytes, 0, bytes.length, from);
  } finally {
    closeSync(file);
  }
  return bytes.toString('utf8');
}

/**
 * What the server printed while a step ran: React's warnings of its render; failing those,
 * anything else but Node's own process warnings (React Router's warnings, a render's error), named
 * by its first line.
 */
function serverReported(printed: string): Reported[] {
  const warnings = reactWarnings(formats, printed);
  if (warnings.length > 0) {
    return warnings.map((warning) => ({ kind: 'server-react-warning', ...warning }));
  }
  const lines = printed
    .split('\n')
    .filter((line) => line.trim() && !/^\(node:\d+\) |^\(Use `node --trace-/.test(line));
  if (lines.length === 0) return [];
  const where = lines[0]!.trim().slice(0, 100);
  return [{ kind: 'server-output', where, detail: lines.slice(0, 3).join(' | ').slice(0, 400) }];
}

/**
 * Waits for the screen to settle: hydrated, nothing busy, fonts in, two frames painted, then the
 * page's main thread idle once: React warns about two children with one key when it renders a list
 * again after hydrating (not while hydrating), and such a render runs before the page idles.
 */
async function settle(page: Page, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-hydrated') &&
        !Array.from(document.querySelectorAll('[aria-busy="true"]')).some(
          (element) => (element as HTMLElement).offsetParent !== null,
        ) &&
        // A screen that hands over to another (/order) has shown it: main is not empty.
        Boolean(
          document.querySelector('main')?.innerText.trim() ||
          document.querySelector('main img, main svg, main input, main button'),
        ),
      undefined,
      { timeout },
    )
    .catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        void document.fonts.ready.then(() =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => requestIdleCallback(() => resolve())),
          ),
        );
      }),
  );
}

interface Walker {
  page: Page;
  sink: { events: Reported[] };
}

/** Opens `url`, lets it settle, answers the page's errors and the screen's issues. */
async function look(
  walker: Walker,
  url: string,
  act?: (page: Page) => Promise<void>,
  /** How long a screen may stay busy or empty: shorter in replays, which only compare. */
  patience = 15_000,
) {
  walker.sink.events = [];
  const serverFrom = serverPrintedSize();
  // Pictures are not waited for: the checks read text and boxes, and sizes do not wait for them.
  if (url) await walker.page.goto(url, { waitUntil: 'domcontentloaded' });
  await settle(walker.page, patience);
  if (act) {
    await act(walker.page);
    await settle(walker.page, patience);
  }
  const screen = await walker.page.evaluate(inspectScreen, checkInput);
  return [...walker.sink.events, ...serverReported(serverPrintedSince(serverFrom)), ...screen];
}

/** Delta debugging (ddmin, complements only): a smallest set of `items` for which `fails` holds. */
async function smallestFailing(
  items: string[],
  fails: (subset: string[]) => Promise<boolean>,
  budget = { runs: 24 },
): Promise<string[]> {
  let current = items;
  let parts = 2;
  while (current.length > 1 && budget.runs > 0) {
    const size = Math.ceil(current.length / parts);
    let reduced = false;
    for (let start = 0; start < current.length && budget.runs > 0; start += size) {
      const subset = current.slice(start, start + size);
      budget.runs -= 1;
      if (await fails(subset)) {
        current = subset;
        parts = 2;
        reduced = true;
        break;
      }
      const rest = [...current.slice(0, start), ...current.slice(start + size)];
      if (parts > 2 && rest.length > 0) {
        budget.runs -= 1;
        if (await fails(rest)) {
          current = rest;
          parts = Math.max(parts - 1, 2);
          reduced = true;
          break;
        }
      }
    }
    if (!reduced) {
      if (parts >= current.length) break;
      parts = Math.min(current.length, parts * 2);
    }
  }
  return current;
}

/**
 * Which operation and which paths of its answer cause `kind` on the screen at `url`: the screen is
 * opened again with one operation's changes at a time, then with fewer and fewer of its paths.
 */
async function findCause(
  request: APIRequestContext,
  walker: Walker,
  mode: string,
  url: string,
  changes: VariantChange[],
  issue: { kind: string; where?: string },
  act?: (page: Page) => Promise<void>,
): Promise<{ operationId: string; paths: string[] }> {
  // The same kind of problem at the same place (an overflow of the same element).
  const reproduces = async () =>
    (await look(walker, url, act, 5_000)).some(
      (seen) =>
        seen.kind === issue.kind && (issue.where === undefined || seen.where === issue.where),
    );
  const operations = [...new Set(changes.map((change) => change.operationId))];
  // Replays stop here: a finding is reported with what was narrowed by then.
  const deadline = Date.now() + 75_000;
  try {
    // Not the answers' doing when the screen shows it with the handlers' own answers too.
    await setVariants(request, { mode: 'off' });
    if (await reproduces()) {
      return { operationId: '(none: the screen shows it with variants off too)', paths: [] };
    }
    for (const operationId of operations) {
      if (Date.now() > deadline) break;
      const { lastChange } = await setVariants(request, { mode, operationId });
      if (!(await reproduces())) continue;
      const seen = (await variantsAfter(request, lastChange)).changes.filter(
        (change) => change.operationId === operationId,
      );
      const paths = [...new Set(seen.flatMap((change) => change.paths))];
      const smallest = await smallestFailing(paths, async (subset) => {
        if (Date.now() > deadline) return false;
        await setVariants(request, { mode, operationId, paths: subset });
        return reproduces();
      });
      return { operationId, paths: smallest };
    }
    return {
      operationId: `one of ${operations.join(', ') || '(no transformed answer)'}`,
      paths: [],
    };
  } finally {
    await setVariants(request, { mode });
  }
}

function replayCommand(mode: string, step: string): string {
  return `VARIANTS_MODES=${mode} VARIANTS_ROUTES='${step}' npm run test:variants -w e2e`;
}

/** The core journeys: a screen reached by a shopper's taps, after the route walk. */
interface JourneyStep {
  name: string;
  url: string;
  act?: (page: Page) => Promise<void>;
}

const tryClick = async (locator: ReturnType<Page['locator']>) => {
  const target = locator.first();
  if (!(await target.isVisible().catch(() => false))) return false;
  if (!(await target.isEnabled().catch(() => false))) return false;
  await target.click({ timeout: 5_000 }).catch(() => undefined);
  return true;
};

function journeySteps(facts: Facts): JourneyStep[] {
  return [
    {
      name: 'journey:browse',
      url: '/home',
      act: async (page) => {
        if (await tryClick(page.locator('main a[href^="/detail/"]:visible'))) {
          await page.waitForURL(/\/detail\//, { timeout: 5_000 }).catch(() => undefined);
        }
      },
    },
    {
      name: 'journey:product',
      url: facts.urls['/detail/:product?/:mer?']!,
      act: async (page) => {
        await tryClick(page.getByRole('button', { name: 'Add to cart' }));
      },
    },
    {
      name: 'journey:cart-checkout',
      url: '/bag',
      act: async (page) => {
        if (await tryClick(page.getByRole('button', { name: /^Check out \([1-9]/ }))) {
          await page.waitForURL(/\/checkout/, { timeout: 5_000 }).catch(() => undefined);
        }
      },
    },
    {
      name: 'journey:checkout-pay',
      url: '',
      act: async (page) => {
        if (!/\/checkout/.test(page.url())) return;
        await settle(page);
        if (await tryClick(page.getByRole('button', { name: 'Place order' }))) {
          await page.waitForURL(/\/payment/, { timeout: 8_000 }).catch(() => undefined);
        }
        if (!/\/payment/.test(page.url())) return;
        await settle(page);
        const code = page.getByLabel('Payment code');
        if (await code.isVisible().catch(() => false)) {
          await code.fill('123456');
          if (await tryClick(page.getByRole('button', { name: /^Pay / }))) {
            await page.waitForURL(/\/myPurchases/, { timeout: 8_000 }).catch(() => undefined);
          }
        }
      },
    },
    {
      name: 'journey:orders',
      url: '/myPurchases/1',
      act: async (page) => {
        if (await tryClick(page.getByRole('link', { name: /^Details of order/ }))) {
          await page.waitForURL(/\/orderInfo\//, { timeout: 5_000 }).catch(() => undefined);
        }
      },
    },
    {
      name: 'journey:wallet',
      url: '/setting',
      act: async (page) => {
        if (await tryClick(page.locator('main a[href="/capitalRecord"]:visible'))) {
          await page.waitForURL(/\/capitalRecord/, { timeout: 5_000 }).catch(() => undefined);
        }
      },
    },
    { name: 'journey:chat-list', url: '/chatRoom' },
  ];
}

async function openWalker(
  browser: Browser,
  token: string,
): Promise<{ context: BrowserContext; walker: Walker }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const host = new URL(baseUrl()).hostname;
  await context.addCookies([
    { name: 'Admin-Token', value: token, domain: host, path: '/' },
    { name: 'Local_Lang', value: 'en', domain: host, path: '/' },
  ]);
  const page = await context.newPage();
  const walker: Walker = { page, sink: { events: [] } };
  watchPage(page, walker.sink);
  return { context, walker };
}

for (const mode of MODES) {
  test.describe(`variants ${mode}`, () => {
    let context: BrowserContext | undefined;
    let walker: Walker;
    let facts: Facts;

    test.beforeAll(async ({ browser, request }) => {
      await setVariants(request, { mode: 'off' });
      facts = await shopFacts(request);
      ({ context, walker } = await openWalker(browser, facts.token));
      await setVariants(request, { mode });
    });
    test.afterAll(async ({ request }) => {
      await context?.close();
      await setVariants(request, { mode: 'off' });
    });

    const steps = (): JourneyStep[] => [
      ...routePatterns.map((pattern) => ({ name: pattern, url: facts.urls[pattern]! })),
      ...journeySteps(facts),
    ];
    // One test per route and per journey (a JUnit case each); the names are known before facts.
    const names = [
      ...routePatterns,
      ...journeySteps({ token: '', urls: {} }).map((step) => step.name),
    ].filter(selected);
    for (const name of names) {
      test(`${name}`, async ({ request }) => {
        const step = steps().find((candidate) => candidate.name === name)!;
        const { lastChange } = await variantsAfter(request, 0);
        const issues = await look(walker, step.url, step.act);
        if (issues.length === 0) return;
        // Naming the cause replays the screen (up to 75 s a cause, three causes at most).
        test.setTimeout(300_000);
        const url = walker.page.url().replace(baseUrl(), '');
        const changes = (await variantsAfter(request, lastChange)).changes;
        const findings: string[] = [];
        const distinct = new Map<string, (typeof issues)[number]>();
        for (const issue of issues) {
          const key = `${issue.kind} ${issue.where ?? ''}`;
          if (!distinct.has(key)) distinct.set(key, issue);
        }
        // A server render's React warning the browser also printed is looked for once, there.
        for (const [key, issue] of distinct) {
          const twin = distinct.get(`react-warning ${issue.where ?? ''}`);
          if (issue.kind !== 'server-react-warning' || !twin) continue;
          distinct.delete(key);
          twin.detail += ' (the server render printed it too)';
        }
        // At most three causes per screen are looked for (each takes replays); all are listed.
        for (const [index, first] of [...distinct.values()].entries()) {
          const kind = first.kind;
          if (index >= 3) {
            findings.push(`${kind} on ${url} (${name}): ${first.detail}`);
            continue;
          }
          // A journey's replay opens the screen where it was found (its taps are not repeated).
          const cause = await findCause(
            request,
            walker,
            mode,
            step.url || url,
            changes,
            first,
            step.url ? step.act : undefined,
          );
          findings.push(
            `${kind} on ${url} (${name}): ${first.detail}\n` +
              `    operation ${cause.operationId}, answer path ${cause.paths.join(', ') || '(several)'}\n` +
              `    mode ${mode}; replay: ${replayCommand(mode, name)}`,
          );
        }
        expect(findings, `the screen holds under ${mode}`).toEqual([]);
      });
    }
  });
}
