import type { APIRequestContext, Page, Request } from '@playwright/test';
import { journeysWithInjectedStatuses } from './harness/faulted-journeys';
import { expect, resetShop, type Language } from './harness/fixtures';
import { untilHydrated } from './harness/page-watch';
import { expectToast } from './harness/toasts';

// Journeys for the states a shopper meets around the screens (issue 32, items 7 to 10 and 20):
// offline and an unavailable server, a recharge under review and its approval on Me, a product
// address naming another shop, a session that ended, and a slow line.

/** The mock answers 503 on purpose here (an unavailable server): spared the contract check. */
const test = journeysWithInjectedStatuses(new Set([503]));

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

async function orderTotal(request: APIRequestContext, token: string): Promise<number> {
  const answer = (await (
    await request.get('/api/user/order_list?page=1&limit=1', { headers: { token } })
  ).json()) as { data: { total: number } };
  return answer.data.total;
}

/** A recharge declared through the API, waiting for the audit; its id in the mock. */
async function declareRecharge(
  request: APIRequestContext,
  token: string,
  amount: string,
): Promise<void> {
  const networks = (await (
    await request.get('/api/user/getBlockchain', { headers: { token } })
  ).json()) as { data: Array<{ method: string; network: string; address: string }> };
  const chain = networks.data.find((entry) => entry.method === 'chain');
  if (!chain) throw new Error('the seed has a deposit network');
  const answer = (await (
    await request.post('/api/user/recharge', {
      headers: { token },
      data: {
        method: 'chain',
        network: chain.network,
        address: chain.address,
        amount,
        evidence: '/uploads/catalog/product-1.svg',
      },
    })
  ).json()) as { code: number; msg: string };
  if (answer.code !== 1) throw new Error(`recharge refused: ${answer.msg}`);
}

/** The answers that end the session: a sign-out, a new login password. */
const SESSION_ENDING = /^\/api\/user\/(logout|resetpwd)$/;

/**
 * The /api calls the page sent after the session ended (after the sign-out's or the new
 * password's answer came) that answered 401. A call already on its way when the shopper tapped
 * (the chat's start, on a loaded machine) may meet the ended session: that is not the page asking
 * with a dead token, and the screens stay silent about it (the journey checks the screen too).
 */
function recordUnauthorized(page: Page): string[] {
  const seen: string[] = [];
  const sentAfterEnd = new WeakSet<Request>();
  let ended = false;
  page.on('request', (request) => {
    if (ended) sentAfterEnd.add(request);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (SESSION_ENDING.test(url.pathname)) ended = true;
    if (
      url.pathname.startsWith('/api/') &&
      response.status() === 401 &&
      sentAfterEnd.has(response.request())
    ) {
      seen.push(`${url.pathname}${url.search}`);
    }
  });
  return seen;
}

test.describe('shopper states', () => {
  test('Place order offline says so at once and goes, once, when the line is back', async ({
    page,
    journey,
    request,
    context,
  }) => {
    const token = await journey.signInByApi();
    const before = await orderTotal(request, token);
    await page.goto('/checkout');
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(place).toBeEnabled();

    await context.setOffline(true);
    await expect(page.getByText('You are offline', { exact: true })).toBeVisible();
    await place.click();
    await expect(
      page.getByText('You are offline. It will be sent as soon as you are back online.'),
    ).toBeVisible();
    await journey.shot('place order offline');
    // A second tap while it waits sends nothing more (the button is busy).
    await place.click({ force: true });
    expect(await orderTotal(request, token)).toBe(before);

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/payment\?orders=[\d,]+$/);
    const created = new URL(page.url()).searchParams.get('orders')?.split(',') ?? [];
    expect(await orderTotal(request, token)).toBe(before + created.length);
    await expectToast(page, 'Back online');
    await expect(page.getByText(/You are offline/)).toHaveCount(0);
  });

  test('a 503 says the shop is unavailable, never to check the connection', async ({
    page,
    mock,
  }) => {
    await page.goto('/home');
    await untilHydrated(page);
    await mock.post('/__mock/faults', { route: '/api/index/product', status: 503, times: 100 });
    await page.getByRole('link', { name: 'Explore', exact: true }).click();
    await expect(
      page.getByText('The shop is not available right now. Try again in a moment.'),
    ).toBeVisible();
    await expectToast(page, 'The shop is unavailable right now. Try again in a moment.');
    await expect(page.getByText(/Check your connection/).filter({ visible: true })).toHaveCount(0);
    await mock.delete('/__mock/faults');
    await page.getByRole('button', { name: 'Try again' }).filter({ visible: true }).click();
    await expect(page.locator('.product-card').filter({ visible: true }).first()).toBeVisible();
  });

  test('Me shows a recharge under review, and the credit once approved, without a reload', async ({
    page,
    journey,
    request,
    mock,
  }) => {
    const token = await journey.signInByApi();
    await declareRecharge(request, token, '40.00');
    const waiting = (await mock.get('/__mock/pending')) as {
      recharges: Array<{ id: number; amount: string; userId: number }>;
    };
    const mine = waiting.recharges.filter((recharge) => recharge.userId === 1);
    const sum = mine.reduce((total, recharge) => total + Number(recharge.amount), 0);
    const info = (await (
      await request.get('/api/user/getUserInfo', { headers: { token } })
    ).json()) as { data: { money: string } };
    const money = (amount: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

    await page.goto('/profile');
    await untilHydrated(page);
    const pendingLine = page.getByRole('link', {
      name:
        mine.length === 1
          ? `${money(sum)} recharge under review`
          : `${money(sum)} in ${mine.length} recharges under review`,
    });
    await expect(pendingLine).toBeVisible();
    await expect(page.getByText(money(Number(info.data.money)), { exact: true })).toBeVisible();
    await journey.shot('me with a recharge under review');

    // Approved elsewhere (the console's audit), while Me stays open: the shopper comes back to the
    // tab, and Me reads the balance and the waiting recharges again.
    for (const recharge of mine) await mock.post(`/__mock/recharges/${recharge.id}/approve`);
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await expect(
      page.getByText(money(Number(info.data.money) + sum), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/under review/)).toHaveCount(0);
    await journey.shot('me after the approval');
  });

  test('a product address naming another shop moves to its own; an unknown product is 404', async ({
    page,
    request,
  }) => {
    const detail = (await (await request.get('/api/product/detail?id=30')).json()) as {
      data: { id: number; mer_id: number; name: string };
    };
    const own = detail.data.mer_id;
    const other = own === 6 ? 5 : 6;

    // The server: 301 to the canonical address.
    const answer = await request.get(`/detail/30/${other}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(`/detail/30/${own}`);
    await page.goto(`/detail/30/${other}`);
    await expect(page).toHaveURL(new RegExp(`/detail/30/${own}$`));

    // The browser: the same address reached inside the app is replaced by the product's own.
    await page.goto('/home');
    await untilHydrated(page);
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/detail/30/${other}`);
    await expect(page.getByRole('heading', { name: detail.data.name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/detail/30/${own}$`));

    const missing = await page.goto(`/detail/99999/${own}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('This product is not available')).toBeVisible();
  });

  test('a session ended by a reset of the shop says so, and brings the shopper back', async ({
    page,
    journey,
    request,
  }) => {
    await journey.signInByApi();
    await page.goto('/profile');
    await untilHydrated(page);
    // The shop forgets every session (the mock's reset): the next call answers 401.
    await resetShop(request);
    await page.getByRole('link', { name: 'Recharge records' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2F\w+.*&session=ended$/);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await expect(page.getByText('Please log in first')).toHaveCount(0);
    // Said once, in the screen: no toast beside it, not even from the calls that were in flight.
    const toasts = await page.evaluate(
      () => (window as unknown as { toastLog?: string[] }).toastLog ?? [],
    );
    expect(toasts).toEqual([]);
    await journey.shot('login after the session ended');

    // A reload with the dead token: the server says it too, on a protected page...
    await journey.signInByApi();
    await resetShop(request);
    await page.goto('/bag');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbag&session=ended$/);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    // ...and on a guest page, which stays and says it once.
    await journey.signInByApi();
    await resetShop(request);
    await page.goto('/home');
    await expectToast(page, 'Your session has ended. Please sign in again.');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('after sign-out or a new password, the kept Me asks nothing that answers 401', async ({
    page,
    journey,
  }) => {
    await journey.signInByApi();
    await page.goto('/profile');
    await untilHydrated(page);
    await expect(page.getByRole('link', { name: /Awaiting payment/ })).toBeVisible();
    const unauthorized = recordUnauthorized(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    expect(unauthorized).toEqual([]);

    // A new password, with Me kept alive behind the security screens.
    await journey.signInByApi();
    await page.goto('/profile');
    await untilHydrated(page);
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('link', { name: /Login password/ }).click();
    const form = page.getByRole('form', { name: 'Login password' });
    await form.getByLabel('Old password').fill('demo123');
    await form.getByLabel('New password').fill('demo1234');
    await form.getByLabel('Repeat the password').fill('demo1234');
    const afterNewPassword = recordUnauthorized(page);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    expect(afterNewPassword).toEqual([]);
  });

  test('on a slow line each screen shows its own outline, and pictures come in sizes', async ({
    page,
    journey,
    context,
  }) => {
    await journey.signInByApi();
    await page.goto('/explore');
    await untilHydrated(page);
    // The first cards' pictures: sized, and the first row asked for first.
    const first = page.locator('.product-card img').first();
    await expect(first).toHaveAttribute('srcset', /\?w=160 160w, .*\?w=320 320w, .* 400w$/);
    await expect(first).toHaveAttribute('sizes', '(max-width: 480px) 50vw, 240px');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // 390 px wide at density 1: a card is 195 px, the 320 px picture covers it.
    await expect
      .poll(() => first.evaluate((image) => (image as HTMLImageElement).currentSrc))
      .toMatch(/\?w=320$/);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 2000,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
    // Me's code is not loaded yet: its outline shows while it comes, not Explore's screen.
    await page.getByRole('link', { name: 'Me', exact: true }).click();
    const outline = page.locator('.pending-screen[data-shape="profile"]');
    // Faded in (after 300 ms), over Explore's bars, the tab bar still there.
    await expect(outline).toHaveCSS('opacity', '1');
    await expect(page.getByRole('link', { name: 'Me', exact: true })).toBeVisible();
    await journey.shot('me on a slow line');
    await expect(page).toHaveURL(/\/profile$/, { timeout: 60_000 });
    await expect(outline).toHaveCount(0);
    // A list screen gets a list, under its title.
    await page.getByRole('link', { name: 'Fund records' }).click();
    await expect(page.locator('.pending-screen[data-shape="list"]')).toHaveCSS('opacity', '1');
    await expect(page.locator('.pending-screen-bar')).toHaveText('Fund records');
    await expect(page).toHaveURL(/\/capitalRecord/, { timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  });

  for (const language of ['tai', 'zh-CN'] as Language[]) {
    test(`the states in ${language}`, async ({ page, journey, request, context }) => {
      await journey.useLanguage(language);
      const token = await journey.signInByApi();
      await declareRecharge(request, token, '40.00');
      await page.goto('/profile');
      await untilHydrated(page);
      await expect(page.locator('.profile-pending a')).toBeVisible();
      await journey.shot('me with a recharge under review');
      await page.goto('/checkout');
      await untilHydrated(page);
      await context.setOffline(true);
      await expect(page.locator('.offline-notice-text')).toBeVisible();
      await journey.shot('offline');
      await context.setOffline(false);
      await expect(page.locator('.offline-notice-text')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }
});
