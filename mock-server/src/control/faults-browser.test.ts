// A dropped connection as a browser sees it (Chromium, a real socket): a network error the page
// can handle, and no silent retry. Chromium resends a request whose reused keep-alive connection
// closes before any byte of the answer; the drop's refused response head (fault-injection.ts,
// DROP_HEAD) is what keeps it from doing so. Skipped where Chromium is not installed.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrafficAnswer } from '@storefront/contracts/control-api';
import { TestApi } from '../testing/test-api';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What the test uses of the page's XMLHttpRequest. */
interface PageXhr {
  status: number;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: string): void;
}

describe.skipIf(!existsSync(CHROMIUM))('a dropped connection in Chromium', () => {
  let api: TestApi;
  let base: string;
  let browser: { close(): Promise<void>; newPage(): Promise<unknown> };
  let dist: string;
  beforeAll(async () => {
    // A page of this origin under the console's policy (connect-src 'self'), so its requests are
    // same-origin and go over one keep-alive connection.
    dist = await mkdtemp(join(tmpdir(), 'console-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Console</title>');
    api = await TestApi.start({ consoleDist: dist });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM });
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('rejects fetch and fails XHR, and the server sees each request once', async () => {
    const token = await api.login();
    const page = (await browser.newPage()) as import('playwright-core').Page;
    await page.goto(`${base}/__console/`);
    for (const route of ['cartAdd', 'cartAdd', 'cartList']) {
      await api.control('POST', '/faults', { route, kind: 'drop' });
    }
    const seen = await page.evaluate(async (shopToken) => {
      // The connection is warmed and reused: the case where Chromium resent an empty close.
      await fetch('/api/index/category');
      const outcomes: string[] = [];
      const add = () =>
        fetch('/api/cart/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: shopToken },
          body: JSON.stringify({ product_id: 31, quantity: 1 }),
        });
      try {
        const answer = await add();
        outcomes.push(`fetch answered ${answer.status}`);
      } catch (error) {
        outcomes.push(`fetch rejected ${(error as Error).name}`);
      }
      outcomes.push(
        await new Promise<string>((resolve) => {
          // The page's XMLHttpRequest (this file is typed for Node, without the DOM's types).
          const Xhr = (globalThis as unknown as { XMLHttpRequest: new () => PageXhr })
            .XMLHttpRequest;
          const xhr = new Xhr();
          xhr.open('POST', '/api/cart/add');
          xhr.setRequestHeader('content-type', 'application/json');
          xhr.setRequestHeader('token', shopToken);
          xhr.onload = () => resolve(`xhr answered ${xhr.status}`);
          xhr.onerror = () => resolve('xhr error');
          xhr.send(JSON.stringify({ product_id: 31, quantity: 1 }));
        }),
      );
      try {
        await fetch('/api/cart/list', { headers: { token: shopToken } });
        outcomes.push('get answered');
      } catch {
        outcomes.push('get rejected');
      }
      return outcomes;
    }, token);
    expect(seen).toEqual(['fetch rejected TypeError', 'xhr error', 'get rejected']);
    const log = (await api.control<TrafficAnswer>('GET', '/traffic')).body.entries;
    // Each request reached the server once, and each was dropped: none was resent.
    const adds = log.filter((entry) => entry.operationId === 'cartAdd');
    expect(adds.map((entry) => [entry.status, entry.injected?.effect])).toEqual([
      [0, 'drop'],
      [0, 'drop'],
    ]);
    expect(log.filter((entry) => entry.operationId === 'cartList')).toHaveLength(1);
    expect((await api.control('GET', '/faults')).body).toMatchObject({ faults: [] });
    await page.close();
  });
});
