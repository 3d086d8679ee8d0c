import { createServer, type Server } from 'node:http';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect, resetShop, test } from './harness/fixtures';
import { freePort } from '../../tools/harness/free-port';
import type { PendingAnswer as Pending } from '@storefront/contracts/control-api';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeConfig from '../../web/src/routes';

// The web app under its Content-Security-Policy, the headers of every kind of answer, and a page
// of another origin on loopback that tries the control API and a cookie-only call.

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

/**
 * Every screen path of the app's route config (web/src/routes.ts, imported as data, so a new
 * screen without a URL here fails), as `/path`. Screens are the route modules in .tsx; the .ts
 * ones are the index (`/` redirects to /home) and resource routes (robots.txt, sitemap.xml: text
 * for crawlers, no screen). The catch-all `*` (the not-found screen) is opened at the end.
 */
const routePaths = screenPaths(routeConfig).filter((path) => path !== '/*');

function screenPaths(routes: readonly RouteConfigEntry[]): string[] {
  return routes.flatMap((entry) => [
    ...(entry.path !== undefined && entry.file.endsWith('.tsx') ? [`/${entry.path}`] : []),
    ...screenPaths(entry.children ?? []),
  ]);
}

interface OrderFacts {
  id: number;
  sn: string;
  mer_id: number;
  total: string;
  items: { product_id: number }[];
}

interface ShopFacts {
  product: { id: number; mer_id: number };
  address: { id: number };
  toPay: OrderFacts;
  shipped: OrderFacts;
  received: OrderFacts;
}

async function dataOf<T>(answer: APIResponse): Promise<T> {
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  if (body.code !== 1) throw new Error(`${answer.url()}: ${body.msg}`);
  return body.data;
}

async function shopFacts(request: APIRequestContext, token: string): Promise<ShopFacts> {
  const headers = { token };
  const order = async (status: number) => {
    const { list } = await dataOf<{ list: OrderFacts[] }>(
      await request.get('/api/user/order_list', { params: { status }, headers }),
    );
    if (!list[0]) throw new Error(`the seed has no order in status ${status}`);
    return list[0];
  };
  const products = await dataOf<{ list: { id: number; mer_id: number }[] }>(
    await request.get('/api/index/product?page=1&limit=1'),
  );
  const addresses = await dataOf<{ id: number }[]>(
    await request.get('/api/user/address_list', { headers }),
  );
  if (!products.list[0] || !addresses[0]) throw new Error('the seed has products and addresses');
  return {
    product: products.list[0],
    address: addresses[0],
    toPay: await order(0),
    shipped: await order(2),
    received: await order(3),
  };
}

/** Addresses that hand over to another screen: /order opens the orders' status tabs. */
const landsOn: Record<string, RegExp> = { '/order': /\/myPurchases(\/|$)/ };

/** One address per path of the route table, with the records of the seed its screen shows. */
function screenUrls(facts: ShopFacts): Record<string, string> {
  const { product, address, toPay, shipped, received } = facts;
  const refund = `/refund/${shipped.id}/${shipped.sn}/${shipped.items.map((i) => i.product_id).join(',')}/${shipped.total}`;
  return {
    '/home': '/home',
    '/explore': '/explore',
    '/chatRoomDetail/:merId?': `/chatRoomDetail/${product.mer_id}`,
    '/chatRoom/:merId?': '/chatRoom',
    '/bag': '/bag',
    '/order': '/order',
    '/orderInfo/:id?': `/orderInfo/${shipped.id}`,
    '/comment': `/comment?order=${received.id}`,
    '/refund/:id?/:sn?/:product_ids?/:amount?': refund,
    '/checkout': '/checkout',
    '/myPurchases/:status?': '/myPurchases/0',
    '/language': '/language',
    '/notification': '/notification',
    '/profile': '/profile',
    '/forgotPassword': '/forgotPassword',
    '/changePassword': '/changePassword',
    '/changePayPwd': '/changePayPwd',
    '/passwords': '/passwords',
    '/helpAndSupport': '/helpAndSupport',
    '/withDraw': '/withDraw',
    '/depositRecord': '/depositRecord',
    '/topUp': '/topUp',
    '/walletTopUp': '/walletTopUp',
    '/cardTopUp': '/cardTopUp',
    '/topUpRecord': '/topUpRecord',
    '/capitalRecord': '/capitalRecord',
    '/myFavourite': '/myFavourite',
    '/payment': `/payment?orders=${toPay.id}`,
    '/security': '/security',
    '/heart': '/heart',
    '/filter': '/filter',
    '/setting': '/setting',
    '/search': '/search',
    '/popular': '/popular',
    '/detail/:product?/:mer?': `/detail/${product.id}/${product.mer_id}`,
    '/login': '/login',
    '/register': '/register',
    '/platform': '/platform',
    '/law': '/law',
    '/address': '/address',
    '/addressForm/:id?': `/addressForm/${address.id}`,
    '/shop/:id?': `/shop/${product.mer_id}`,
    '/products': '/products',
    '/service': '/service',
    '/complaint/:id?': `/complaint/${shipped.mer_id}`,
    '/platformComplaint': '/platformComplaint',
  };
}

/** Opens a path inside the running app (no reload), as a link would. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectScreenShown(page: Page): Promise<void> {
  await expect(page.locator('h1:visible').first()).not.toBeEmpty();
  // Kept-alive screens stay in the page, hidden: only the one on show counts.
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
}

/** A 1x1 PNG, valid to every decoder. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), values);
  }
  return policy;
}

function expectCommonHeaders(what: string, headers: Record<string, string>): void {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
}

test.describe('content security policy', () => {
  test('every screen of the route table opens under the policy with no violation', async ({
    page,
    journey,
    request,
    cspViolations,
  }) => {
    test.setTimeout(240_000);
    // The login screen is a guest's (a signed-in shopper is sent home): walked before signing in.
    await page.goto('/login');
    await expectScreenShown(page);
    expect(cspViolations, 'no violation on /login').toEqual([]);

    const token = await journey.signInByApi();
    const urls = screenUrls(await shopFacts(request, token));
    expect(Object.keys(urls).sort(), 'a URL for every path of web/src/routes.ts').toEqual(
      [...routePaths].sort(),
    );
    // Loaded as a shopper arrives (a full page load of a deep link), then walked inside the app.
    await page.goto(urls['/detail/:product?/:mer?'] ?? '/');
    await expectScreenShown(page);
    for (const [path, url] of Object.entries(urls)) {
      if (path === '/login') continue;
      await openInApp(page, url);
      await expect(page).toHaveURL(landsOn[url] ?? url);
      await expectScreenShown(page);
      expect(cspViolations, `no violation on ${path} (${url})`).toEqual([]);
    }
    await journey.shot('last-screen');
    // And the screen a wrong address shows.
    await page.goto('/no-such-screen');
    await expectScreenShown(page);
  });

  test('the policy stands in the browser: an injected inline script does not run and is reported', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/home');
    await expectScreenShown(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.head.append(script);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => cspViolations.map((violation) => violation.directive))
      .toContain('script-src-elem');
    // Seen, so the journey's own check of no violation does not count this deliberate one.
    cspViolations.splice(0);
  });
});

test.describe('security headers', () => {
  test('stand on the app, a route, /api, an uploaded picture and a catalog SVG', async ({
    request,
    baseURL,
  }) => {
    const app = new URL(baseURL ?? '');
    const nonces: string[] = [];
    // `/` redirects to /home: the headers checked are the page's.
    for (const path of ['/', '/home', '/home']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      const headers = answer.headers();
      expectCommonHeaders(path, headers);
      const policy = directives(headers['content-security-policy']);
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      // Scripts from the shop, or inline ones carrying this response's nonce: never any inline
      // script, never eval.
      const scripts = policy.get('script-src') ?? [];
      expect(scripts, path).toHaveLength(2);
      expect(scripts[0], path).toBe("'self'");
      const nonce = /^'nonce-([A-Za-z0-9+/_-]{16,}={0,2})'$/.exec(scripts[1] ?? '')?.[1];
      expect(nonce, `${path}: script-src ${scripts.join(' ')}`).toBeDefined();
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      nonces.push(nonce ?? '');
      // Every script of the page carries it (React Router's hydration data is inline).
      const html = await answer.text();
      const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(tags.length, path).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
      // Style sheets from the shop only; `style` attributes (a picture's aspect ratio) allowed.
      expect(policy.get('style-src'), path).toEqual(["'self'"]);
      expect(policy.get('style-src-attr'), path).toEqual(["'unsafe-inline'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      // The app's own origin and the chat's socket origin, nothing else.
      expect(policy.get('connect-src'), path).toEqual(["'self'", `ws://${app.host}`]);
    }
    // A fresh nonce for every response: one read from a page is no key to the next.
    expect(new Set(nonces).size, `nonces ${nonces.join(', ')}`).toBe(nonces.length);

    const api = await request.get('/api/index/category');
    expectCommonHeaders('/api', api.headers());
    expect(directives(api.headers()['content-security-policy']).get('default-src')).toEqual([
      "'none'",
    ]);

    const login = await dataOf<{ userinfo: { token: string } }>(
      await request.post('/api/user/login', {
        data: { account: 'demo@example.com', password: 'demo123' },
      }),
    );
    const token = login.userinfo.token;
    const uploaded = await dataOf<{ url: string }>(
      await request.post('/api/upload/image', {
        headers: { token },
        multipart: { file: { name: 'dot.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
      }),
    );
    const picture = await request.get(uploaded.url, { headers: { token } });
    expect(picture.status()).toBe(200);
    expectCommonHeaders('an uploaded picture', picture.headers());
    const picturePolicy = directives(picture.headers()['content-security-policy']);
    expect(picturePolicy.get('default-src')).toEqual(["'none'"]);
    expect(picturePolicy.has('sandbox')).toBe(true);

    const products = await dataOf<{ list: { image: string }[] }>(
      await request.get('/api/index/product?page=1&limit=1'),
    );
    const svgUrl = products.list[0]?.image ?? '';
    expect(svgUrl).toMatch(/\/uploads\/catalog\/.+\.svg$/);
    const svg = await request.get(svgUrl);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expectCommonHeaders('a catalog SVG', svg.headers());
    const svgPolicy = directives(svg.headers()['content-security-policy']);
    expect(svgPolicy.get('default-src')).toEqual(["'none'"]);
    expect(svgPolicy.has('script-src')).toBe(false);
    expect(svgPolicy.has('sandbox')).toBe(true);
  });
});

/** A second origin on loopback (another port of 127.0.0.1) serving one page of the attacker's. */
async function attackerSite(page: string): Promise<{ origin: string; server: Server }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html' });
    response.end(request.url === '/' ? page : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, server };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

test.describe('a page of another origin', () => {
  test('cannot reach the control API: no approval, no reset, no fault, no outbox', async ({
    page,
    journey,
    request,
    mock,
    baseURL,
  }) => {
    const app = baseURL ?? '';
    const token = await journey.signInByApi();
    const pending = (await mock.get('/__mock/pending')) as Pending;
    const recharge = pending.recharges[0];
    if (!recharge) throw new Error('the seed has a pending recharge');
    const balanceOf = async () =>
      (
        await dataOf<{ money: string }>(
          await request.get('/api/user/getUserInfo', { headers: { token } }),
        )
      ).money;
    const balance = await balanceOf();
    // A change of this test's own that a reset would undo.
    await mock.post(`/__mock/orders/${pending.ordersToShip[0]?.id}/ship`);
    const shipped = (await mock.get('/__mock/pending')) as Pending;

    const approve = `${app}/__mock/recharges/${recharge.id}/approve`;
    const attacker = await attackerSite(`<!doctype html>
<title>Win a prize</title>
<form method="POST" action="${approve}"><button>Claim the prize</button></form>
<script>
  (async () => {
    const tries = [
      ['${approve}', { method: 'POST', mode: 'no-cors' }],
      ['${app}/__mock/reset', { method: 'POST', mode: 'no-cors' }],
      ['${app}/__mock/faults', { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ route: '*', status: 500, times: 100 }) }],
      ['${app}/__mock/outbox', { mode: 'no-cors' }],
    ];
    for (const [url, init] of tries) {
      try { await fetch(url, init); } catch (error) { /* refused either way */ }
    }
    let read = 'nothing';
    try {
      const answer = await fetch('${app}/__mock/outbox', { headers: { 'x-mock-control-token': 'guess' } });
      read = await answer.text();
    } catch (error) { read = 'blocked'; }
    document.body.dataset.read = read;
    document.body.dataset.done = 'yes';
  })();
</script>`);
    try {
      const tried: string[] = [];
      page.on('request', (sent) => {
        const url = new URL(sent.url());
        if (url.pathname.startsWith('/__mock')) tried.push(`${sent.method()} ${url.pathname}`);
      });
      await page.goto(attacker.origin);
      await expect(page.locator('body[data-done="yes"]')).toBeAttached();
      // The browser would not even let the page read an answer that needs the token header.
      await expect(page.locator('body')).toHaveAttribute('data-read', 'blocked');
      // The browser did send them (the server's Cross-Origin-Resource-Policy then withholds a
      // no-cors answer from the page; the server refused them before that, as the form shows).
      expect(tried).toEqual(
        expect.arrayContaining([
          `POST /__mock/recharges/${recharge.id}/approve`,
          'POST /__mock/reset',
          'POST /__mock/faults',
          'GET /__mock/outbox',
        ]),
      );

      // A form posted across sites: the browser navigates to the server's refusal.
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url() === approve),
        page.getByRole('button', { name: 'Claim the prize' }).click(),
      ]);
      expect(answer.status()).toBe(403);
      expect(((await answer.json()) as { ok: boolean }).ok).toBe(false);
    } finally {
      await closeServer(attacker.server);
    }

    // Nothing changed: the recharge waits, the balance is the same, no reset, no fault.
    const after = (await mock.get('/__mock/pending')) as Pending;
    expect(after.recharges.map((r) => r.id)).toContain(recharge.id);
    expect(after.ordersToShip).toEqual(shipped.ordersToShip);
    expect(await balanceOf()).toBe(balance);
    expect(((await mock.get('/__mock/faults')) as { faults: unknown[] }).faults).toEqual([]);
  });

  // The API authenticates by the token header alone: the Admin-Token cookie a browser attaches
  // to a cross-site link or picture is no credential.
  test('cannot use the shopper’s cookie: a cross-site link and picture to a cookie-only call change nothing', async ({
    page,
    journey,
    request,
    baseURL,
  }) => {
    const app = baseURL ?? '';
    const token = await journey.signInByApi();
    const listed = async () =>
      (
        await dataOf<{ id: number }[]>(
          await request.get('/api/user/address_list', { headers: { token } }),
        )
      ).map((address) => address.id);
    const [first, second] = await listed();
    if (!first || !second) throw new Error('the seed gives the demo shopper two addresses');
    const attacker = await attackerSite(`<!doctype html>
<title>Cute cats</title>
<img src="${app}/api/user/address_del?id=${first}" onload="this.dataset.done='yes'" onerror="this.dataset.done='yes'" alt="">
<a href="${app}/api/user/address_del?id=${second}">See the cats</a>`);
    try {
      await page.goto(attacker.origin);
      await expect(page.locator('img[data-done="yes"]')).toBeAttached();
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().includes(`address_del?id=${second}`)),
        page.getByRole('link', { name: 'See the cats' }).click(),
      ]);
      // Refused as a call without a token.
      expect(answer.status()).toBe(401);
    } finally {
      await closeServer(attacker.server);
    }
    expect(await listed()).toEqual(expect.arrayContaining([first, second]));
  });
});
