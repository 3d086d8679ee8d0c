import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONTROL_TOKEN_HEADER,
  type TrafficAnswer,
  type TrafficEntry,
} from '@storefront/contracts/control-api';
import { startMockServer } from '../../../tools/harness/mock-server';
import { artifactsDir } from './artifacts';
import { ContractRecorder } from './contract-recorder';
import { CSP_VIOLATION_BINDING, recordCspViolations, type CspViolation } from './csp-violations';
import { loadsUntilHydrated, recordHydrationTrouble } from './page-watch';
import { recordToasts } from './toasts';

export { expect };

/** The five UI languages, as the Local_Lang cookie spells them. */
export const languages = ['en', 'zh-CN', 'ri', 'han', 'tai'] as const;
export type Language = (typeof languages)[number];

export const demoShopper = {
  email: 'demo@example.com',
  password: 'demo123',
  paymentCode: '123456',
} as const;

/** The control token of this run's mock-server (the global setup chose it), as a header. */
export function controlHeaders(): Record<string, string> {
  const token = process.env.E2E_CONTROL_TOKEN;
  if (!token) throw new Error('E2E_CONTROL_TOKEN is not set: the global setup did not run');
  return { [CONTROL_TOKEN_HEADER]: token };
}

/**
 * Where the control API is: the stack's own address, or with E2E_VIA_PROXY=1 the upstream
 * mock-server behind the proxy (the proxy's own state is not the one the journeys use).
 */
export function controlUrl(pathname: string): string {
  return `${process.env.E2E_CONTROL_URL ?? ''}${pathname}`;
}

export interface MockControl {
  /**
   * POST to the mock-server's /__mock control API, with the control token; fails the test on an
   * error answer.
   */
  post(pathname: string, body?: Record<string, unknown>): Promise<unknown>;
  get(pathname: string): Promise<unknown>;
  delete(pathname: string): Promise<unknown>;
}

export interface Journey {
  /** Saves a screenshot of the page as artifacts/screens/<journey>/<NN>-<step>.png. */
  shot(step: string): Promise<void>;
  /** Signs in through the API and stores the token cookie, as the login screen would. */
  signInByApi(email?: string, password?: string): Promise<string>;
  /** Sets the Local_Lang cookie before the app loads. */
  useLanguage(language: Language): Promise<void>;
}

/** The stack of this worker: its own mock-server (fresh in-memory state) serving web/build. */
export interface Stack {
  /** Where the browser goes: the mock-server, or with E2E_VIA_PROXY=1 the proxy in front of it. */
  url: string;
}

export interface WorkerFixtures {
  stack: Stack;
}

export interface Fixtures {
  mock: MockControl;
  /** Every Content-Security-Policy violation the page reported; must stay empty. */
  cspViolations: CspViolation[];
  journey: Journey;
  contractRecorder: ContractRecorder;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

async function answerOf(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<unknown> {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * The stack's traffic log (every /api exchange it answered, checked against the contract as it
 * passed): the entries after `after`, or without it the last one; undefined when the stack keeps
 * no log (MOCK_TRAFFIC=off).
 */
async function stackTraffic(after?: number): Promise<TrafficEntry[] | undefined> {
  const base = process.env.E2E_CONTROL_URL ?? process.env.E2E_BASE_URL;
  const query = after === undefined ? 'limit=1' : `after=${after}`;
  const answer = await fetch(`${base}/__mock/traffic?${query}`, { headers: controlHeaders() });
  if (!answer.ok) return undefined;
  return ((await answer.json()) as TrafficAnswer).entries;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  /*
   * Each worker starts its own stack: the mock-server with in-memory state on a free loopback
   * port, serving the pages of web/build. Journeys reset the shop and arm faults and limits, so
   * two workers never share one. With E2E_VIA_PROXY=1, a second mock-server in proxy mode
   * (UPSTREAM) stands in front of it: the browser talks to the proxy, the control API to the
   * upstream. The addresses go into this worker's environment, where the helpers below read them.
   * A worker whose journey failed is replaced by Playwright, and its stack with it.
   */
  stack: [
    async ({}, use) => {
      const token = process.env.E2E_CONTROL_TOKEN;
      if (!token) throw new Error('E2E_CONTROL_TOKEN is not set: the global setup did not run');
      const stack = await startMockServer({ MOCK_CONTROL_TOKEN: token });
      const proxy =
        process.env.E2E_VIA_PROXY === '1'
          ? await startMockServer({
              MOCK_CONTROL_TOKEN: token,
              UPSTREAM: stack.url,
              // The chat is the upstream's (its getWebSocketUrl names its socket): the CSP admits it.
              CHAT_WS_URL: `${stack.url.replace(/^http/, 'ws')}/ws`,
            })
          : undefined;
      process.env.E2E_BASE_URL = proxy?.url ?? stack.url;
      if (proxy) {
        process.env.E2E_CONTROL_URL = stack.url;
        process.env.E2E_PROXY_URL = proxy.url;
      }
      await use({ url: proxy?.url ?? stack.url });
      await proxy?.stop();
      await stack.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],

  baseURL: async ({ stack }, use) => {
    await use(stack.url);
  },

  mock: async ({ request }, use) => {
    await use({
      post: async (pathname, body) =>
        answerOf(
          await request.post(controlUrl(pathname), { data: body ?? {}, headers: controlHeaders() }),
        ),
      get: async (pathname) =>
        answerOf(await request.get(controlUrl(pathname), { headers: controlHeaders() })),
      delete: async (pathname) =>
        answerOf(await request.delete(controlUrl(pathname), { headers: controlHeaders() })),
    });
  },

  cspViolations: async ({}, use) => {
    await use([]);
  },

  page: async ({ page, cspViolations }, use) => {
    await page.exposeFunction(CSP_VIOLATION_BINDING, (violation: CspViolation) => {
      cspViolations.push(violation);
    });
    await page.addInitScript(recordCspViolations, CSP_VIOLATION_BINDING);
    await page.addInitScript(recordToasts);
    // The journey's page, and any other page of its browser context (a link opened in a tab).
    const hydration = recordHydrationTrouble(page);
    page.context().on('page', (other) => recordHydrationTrouble(other, hydration));
    loadsUntilHydrated(page);
    await use(page);
    expect(cspViolations, 'no Content-Security-Policy violation during the journey').toEqual([]);
    expect(hydration, 'no React hydration mismatch during the journey').toEqual([]);
  },

  contractRecorder: [
    async ({ page }, use) => {
      const recorder = new ContractRecorder();
      recorder.attach(page);
      const before = await stackTraffic();
      await use(recorder);
      await recorder.settle();
      if (before) {
        // The calls the browser never saw (the server renders'), from the stack's own log.
        const mark = before[before.length - 1]?.id ?? 0;
        recorder.checkServerTraffic((await stackTraffic(mark)) ?? []);
      }
      expect(
        recorder.violations,
        'every /api exchange of the journey conforms to contracts/openapi.yaml',
      ).toEqual([]);
      const proxy = process.env.E2E_PROXY_URL;
      if (proxy) {
        // E2E_VIA_PROXY=1: the proxy checked the same traffic on its way to the upstream.
        const seen = (await (
          await fetch(`${proxy}/__mock/traffic/violations`, { headers: controlHeaders() })
        ).json()) as { violations: unknown[] };
        await fetch(`${proxy}/__mock/traffic/violations`, {
          method: 'DELETE',
          headers: controlHeaders(),
        });
        expect(seen.violations, 'the proxy saw no contract violation').toEqual([]);
      }
    },
    { auto: true },
  ],

  journey: async ({ page, context, baseURL, request }, use, testInfo) => {
    const folder = path.join(artifactsDir, 'screens', slug(testInfo.titlePath.slice(1).join('-')));
    mkdirSync(folder, { recursive: true });
    let step = 0;
    const host = new URL(baseURL ?? 'http://127.0.0.1').hostname;
    await use({
      shot: async (name: string) => {
        step += 1;
        await page.screenshot({
          path: path.join(folder, `${String(step).padStart(2, '0')}-${slug(name)}.png`),
        });
      },
      signInByApi: async (email = demoShopper.email, password = demoShopper.password) => {
        const answer = (await answerOf(
          await request.post('/api/user/login', { data: { account: email, password } }),
        )) as { code: number; msg: string; data?: { userinfo?: { token?: string } } };
        const token = answer.data?.userinfo?.token;
        if (answer.code !== 1 || !token) throw new Error(`login failed: ${answer.msg}`);
        await context.addCookies([{ name: 'Admin-Token', value: token, domain: host, path: '/' }]);
        return token;
      },
      useLanguage: async (language: Language) => {
        await context.addCookies([
          { name: 'Local_Lang', value: language, domain: host, path: '/' },
        ]);
      },
    });
  },
});

/** Resets the mock-server to its seed, so each journey starts from the same shop. */
export async function resetShop(request: APIRequestContext): Promise<void> {
  await answerOf(
    await request.post(controlUrl('/__mock/reset'), { data: {}, headers: controlHeaders() }),
  );
}

export type { Page };
