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
