import type { Page } from '@playwright/test';

/**
 * The /api writes (every method but GET) the page sends from now on, as `METHOD /path`; with
 * `path`, only those to that path. To assert that a local rule sent nothing, or what it sent.
 */
export function recordWrites(page: Page, path?: string): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/') || request.method() === 'GET') return;
    if (path === undefined || pathname === path) writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
}

/** Every /api call the page sends from now on (any method), as its path and query. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

/** Kept-alive screens stay in the page, hidden: look at the visible one only. */
export function visible(page: Page) {
  return {
    field: (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }),
    button: (name: string) =>
      page.getByRole('button', { name, exact: true }).filter({ visible: true }),
    text: (text: string | RegExp) => page.getByText(text).filter({ visible: true }),
  };
}

/**
 * What React 19 says when hydration goes wrong: the development build's words (console.error),
 * and the production build's error codes (reported through `reportError`, so a page error):
 * #418 the server's HTML or text did not match the client's render, #419 the server could not
 * finish a Suspense boundary, #422/#423 an error while hydrating, recovered by client rendering.
 */
const HYDRATION_TROUBLE = [
  /Hydration failed/i,
  /hydrated but some attributes of the server rendered HTML didn't match/i,
  /There was an error while hydrating/i,
  /server could not finish this Suspense boundary/i,
  /Minified React error #(?:418|419|422|423)\b/,
  /react\.dev\/errors\/(?:418|419|422|423)\b/,
];

export function isHydrationTrouble(text: string): boolean {
  return HYDRATION_TROUBLE.some((pattern) => pattern.test(text));
}

/**
 * Every hydration mismatch the page reports from now on (console errors and page errors): the
 * server rendered something the browser did not reproduce, so React threw the server's HTML away
 * (or, for attributes, left it wrong). Any one fails the journey (fixtures.ts).
 */
export function recordHydrationTrouble(page: Page, found: string[] = []): string[] {
  const keep = (text: string) => {
    if (isHydrationTrouble(text)) found.push(`${page.url()}: ${text.slice(0, 2000)}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  page.on('pageerror', (error) => keep(error.stack ?? error.message));
  return found;
}

/**
 * Waits until the page's app is hydrated (the root sets `<html data-hydrated>` once its effects
 * run): a server-rendered page shows its screen before its scripts run, and a tap or a key before
 * hydration goes to the bare HTML (a form would submit natively). Pages that are not the app's
 * (an /api answer, another origin's page) pass at once.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Makes the page's document loads (goto, reload, back, forward) resolve once the app has hydrated,
 * as a shopper's page is ready to use: every journey then starts on a working screen.
 */
export function loadsUntilHydrated(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const answer = await load(...args);
      await untilHydrated(page);
      return answer;
    };
  }
}
