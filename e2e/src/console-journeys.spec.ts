import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Download, Page } from '@playwright/test';
import { loadAxe } from './harness/axe';
import { journeysWithInjectedStatuses } from './harness/faulted-journeys';
import { controlHeaders, expect, resetShop } from './harness/fixtures';
import { expectToast } from './harness/toasts';
import type {
  ProductsAnswer,
  ScenarioFile,
  TrafficAnswer,
} from '@storefront/contracts/control-api';

// The developer console (/__console) beside the storefront: two pages at once, a shopper on a
// phone and a developer on a laptop, each seeing what the other does.

/** Statuses a journey here makes the mock answer on purpose (a fault armed from the console). */
const INJECTED_STATUSES = new Set([500]);

const test = journeysWithInjectedStatuses(INJECTED_STATUSES);

/** With CONSOLE_SCREENSHOTS=1 the journeys save the README's pictures of the console. */
const docsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../mock-server/docs',
);
async function readmeShot(page: Page, name: string): Promise<void> {
  if (process.env.CONSOLE_SCREENSHOTS === '1') {
    await page.screenshot({ path: path.join(docsDir, `console-${name}.png`) });
  }
}

/** Where the console is: the stack's own address (the upstream one behind a proxy). */
function consoleBase(baseURL: string | undefined): string {
  return process.env.E2E_CONTROL_URL ?? baseURL ?? '';
}

/** The console on a laptop-sized screen of its own, unlocked by the token in the fragment. */
async function openConsole(
  browser: Browser,
  baseURL: string | undefined,
  area: string,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
  });
  const desk = await context.newPage();
  const token = encodeURIComponent(controlHeaders()['x-mock-control-token'] ?? '');
  await desk.goto(`${consoleBase(baseURL)}/__console/?area=${area}#token=${token}`);
  await expect(desk.getByRole('navigation', { name: 'Areas' })).toBeVisible();
  // The token left the address bar once read.
  expect(new URL(desk.url()).hash).toBe('');
  return desk;
}

/** The shopper opens the chat with shop `shop` and waits for its greeting. */
async function openShopChat(page: Page, shop: number) {
  await page.goto(`/chatRoomDetail/${shop}`);
  await expect(page.getByText('Say hello', { exact: false })).toBeVisible();
}

async function shopperSays(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

async function deskSays(desk: Page, text: string) {
  await desk.getByRole('textbox', { name: 'Answer' }).fill(text);
  await desk.getByRole('button', { name: 'Send', exact: true }).click();
}

/** The demo shopper's conversation in the desk's list. */
const shopperConversation = (desk: Page) =>
  desk
    .getByRole('complementary', { name: 'Conversations' })
    .getByRole('button', { name: /Demo Shopper/ });

/**
 * The chat desk answering as `merchant`, connected, with the automatic agent off while `steps`
 * run; the agent is switched back on and the desk closed afterwards, whatever happened.
 */
async function atMerchantDesk(
  browser: Browser,
  baseURL: string | undefined,
  merchant: string,
  steps: (desk: Page) => Promise<void>,
) {
  const desk = await openConsole(browser, baseURL, 'chat');
  await desk.getByRole('combobox', { name: /^Answer as/ }).selectOption(merchant);
  await expect(desk.getByTestId('desk-status')).toHaveText('connected');
  const agentSwitch = desk.getByLabel('Automatic agent answers');
  // The switch follows the server's answer, so it is clicked, then waited for.
  await agentSwitch.click();
  await expect(agentSwitch).not.toBeChecked();
  try {
    await steps(desk);
  } finally {
    await agentSwitch.click();
    await expect(agentSwitch).toBeChecked();
    await desk.context().close();
  }
}

const shopperLog = (page: Page) => page.getByRole('list', { name: 'Conversation' });
const shopperBubble = (page: Page, text: string) =>
  shopperLog(page).getByRole('listitem').filter({ hasText: text });

// One console page serves most journeys (opened once, moved between areas by its navigation,
// each area started afresh), beside the journey's own storefront page.

/** The console's areas, as its navigation names them. */
const AREAS = {
  scenarios: 'Scenarios',
  faults: 'Faults',
  overrides: 'Overrides',
  tryit: 'Try it',
  traffic: 'Traffic',
  variants: 'Variants',
  outbox: 'Outbox',
  chat: 'Chat desk',
} as const;
type Area = keyof typeof AREAS;

let sharedDesk: Page | undefined;

/** The shared console page on `area` (opened on first use, at 1280x800). */
async function consoleAt(browser: Browser, baseURL: string | undefined, area: Area) {
  if (!sharedDesk || sharedDesk.isClosed()) {
    sharedDesk = await openConsole(browser, baseURL, area);
  } else {
    await sharedDesk
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('button', { name: AREAS[area], exact: true })
      .click();
  }
  await expect(sharedDesk.getByRole('heading', { level: 1, name: AREAS[area] })).toBeVisible();
  return sharedDesk;
}

test.afterAll(async () => {
  await sharedDesk?.context().close();
  sharedDesk = undefined;
});

/** The serious and critical WCAG 2.1 A/AA findings of axe on the page as it is. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  await loadAxe(page);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] };
    return result.violations;
  })) as { id: string; impact: string | null; nodes: { target: unknown }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join()}`);
}

/** Arms a fault from the console's form (on the Faults area). */
async function armFault(
  desk: Page,
  operation: string,
  kind: string,
  armedAs: string,
  fields: Record<string, string> = {},
) {
  const form = desk.getByRole('form', { name: 'Arm a fault' });
  await form.getByRole('combobox', { name: 'Operation' }).selectOption(operation);
  await form.getByRole('combobox', { name: 'Fault' }).selectOption(kind);
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Arm' }).click();
  // Armed once the list shows it (a one-shot fault stays there until a call takes it).
  await expect(
    desk
      .getByRole('table', { name: 'Armed faults' })
      .getByRole('row')
      .filter({ hasText: operation })
      .filter({ hasText: armedAs }),
  ).toBeVisible();
}

async function downloaded(download: Download): Promise<string> {
  return readFileSync(await download.path(), 'utf8');
}

/** The log's row of the newest exchange of `path`. */
const logRow = (desk: Page, urlPart: string) =>
  desk.getByRole('row').filter({ hasText: urlPart }).first();

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

test.describe('the console', () => {
  test('refuses to load without the token, and from another site', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const desk = await context.newPage();
    const base = consoleBase(baseURL);
    // No token: the page asks for it and shows nothing else.
    await desk.goto(`${base}/__console/?area=traffic`);
    await expect(desk.getByLabel('Control token')).toBeVisible();
    await expect(desk.getByRole('navigation', { name: 'Areas' })).toHaveCount(0);
    await desk.getByLabel('Control token').fill('not-the-token-of-this-server');
    await desk.getByRole('button', { name: 'Unlock' }).click();
    await expect(desk.getByRole('alert')).toContainText('wrong x-mock-control-token');
    await expect(desk.getByRole('navigation', { name: 'Areas' })).toHaveCount(0);

    // Another site (localhost is not 127.0.0.1 to a browser) sends a page to the console: refused.
    const port = new URL(base).port;
    await desk.goto(`http://localhost:${port}/__console/no-such-file`);
    const answer = await Promise.all([
      desk.waitForNavigation(),
      desk.evaluate((target) => {
        window.location.href = target;
      }, `http://127.0.0.1:${port}/__console/`),
    ]).then(([response]) => response);
    expect(answer?.status()).toBe(403);
    await expect(desk.locator('body')).toContainText(
      'refuses requests a browser sends for another site',
    );
    await context.close();
  });

  test('a shopper and the merchant desk talk live, both ways, agent off', async ({
    page,
    browser,
    baseURL,
    journey,
  }) => {
    await journey.signInByApi();
    await atMerchantDesk(browser, baseURL, 'm2', async (desk) => {
      await openShopChat(page, 2);
      await shopperSays(page, 'Do you ship to Lyon?');

      // The desk lists the conversation with one unread message.
      const conversation = shopperConversation(desk);
      await expect(conversation.getByLabel('1 unread')).toBeVisible();
      await expect(conversation).toContainText('Do you ship to Lyon?');
      await conversation.click();
      const thread = desk.getByRole('list', { name: 'Messages' });
      await expect(thread.getByRole('listitem')).toHaveText(['Do you ship to Lyon?']);
      await expect(conversation.getByLabel('1 unread')).toHaveCount(0);

      // The merchant answers; the shopper sees it without reloading.
      await deskSays(desk, 'Yes, within three days.');
      await expect(shopperBubble(page, 'Yes, within three days.')).toBeVisible();

      // And the other way: the shopper writes while the desk has the conversation open.
      await shopperSays(page, 'Great, thank you!');
      await expect(
        thread.getByRole('listitem').filter({ hasText: 'Great, thank you!' }),
      ).toBeVisible();

      // A picture from the desk.
      await desk.getByLabel('Send a picture').selectOption({ index: 1 });
      await expect(shopperLog(page).getByRole('img').last()).toHaveAttribute('src', /\/uploads\//);
      // Nobody but the two people spoke: the agent stayed silent.
      await expect(shopperBubble(page, 'customer service')).toHaveCount(0);
      await readmeShot(desk, 'chat-desk');
    });
  });

  test('the merchant writes first from the desk; the open chat shows it live and the answer comes back', async ({
    page,
    browser,
    baseURL,
    journey,
  }) => {
    await journey.signInByApi();
    await openShopChat(page, 3);

    await atMerchantDesk(browser, baseURL, 'm3', async (desk) => {
      await desk.getByRole('combobox', { name: /^Write first to/ }).selectOption('u1');
      await expect(desk.getByRole('heading', { name: 'Conversation with u1' })).toBeVisible();
      await deskSays(desk, 'Your parcel left today.');
      await expect(shopperBubble(page, 'Your parcel left today.')).toBeVisible();

      await shopperSays(page, 'Thanks, when will it arrive?');
      const thread = desk.getByRole('list', { name: 'Messages' });
      await expect(thread.getByRole('listitem')).toHaveText([
        'Your parcel left today.',
        'Thanks, when will it arrive?',
      ]);
      // Read at the desk as it arrived: no unread count left on the conversation.
      const conversation = shopperConversation(desk);
      await expect(conversation).toContainText('Thanks, when will it arrive?');
      await expect(conversation.getByLabel(/unread/)).toHaveCount(0);
    });
  });

  test("a recharge approved in the console shows on the shopper's wallet", async ({
    page,
    browser,
    baseURL,
    journey,
  }) => {
    await journey.signInByApi();
    await page.goto('/withDraw');
    const balance = page.getByTestId('withdraw-balance').filter({ visible: true });
    await expect(balance).toHaveText(/\$/);
    const before = Number((await balance.innerText()).replace(/[^0-9.]/g, ''));

    const desk = await consoleAt(browser, baseURL, 'scenarios');
    const recharges = desk.getByRole('article', { name: 'Recharges' });
    const waiting = recharges.getByRole('listitem').filter({ hasText: 'auditing' });
    await expect(waiting).toHaveCount(1);
    const amount = Number(
      /· ([0-9.]+)$/.exec((await waiting.locator('span').first().innerText()).trim())?.[1],
    );
    await desk.getByLabel('Audit note').fill('Transfer seen on chain');
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await expect(desk.getByRole('status')).toContainText('done');
    await expect(recharges.getByText('“Transfer seen on chain”')).toBeVisible();

    await page.reload();
    await expect(balance).toHaveText(/\$/);
    expect(Number((await balance.innerText()).replace(/[^0-9.]/g, ''))).toBeCloseTo(
      before + amount,
      2,
    );
  });

  test("a fault armed in the console shows the storefront's error, clearing it restores the screen", async ({
    page,
    browser,
    baseURL,
    journey,
  }) => {
    await journey.signInByApi();
    const desk = await consoleAt(browser, baseURL, 'faults');
    const form = desk.getByRole('form', { name: 'Arm a fault' });
    await form.getByRole('combobox', { name: 'Operation' }).selectOption('notificationList');
    await form.getByRole('combobox', { name: 'Fault' }).selectOption('status');
    await form.getByLabel('HTTP status').fill('500');
    await form.getByLabel('until cleared').check();
    await form.getByRole('button', { name: 'Arm' }).click();
    await expect(desk.getByRole('row').filter({ hasText: 'notificationList' })).toContainText(
      'until cleared',
    );
    await readmeShot(desk, 'faults');

    await page.goto('/notification');
    await expect(page.getByText('Notifications could not be loaded.')).toBeVisible();

    await desk.getByRole('button', { name: 'Clear all faults' }).click();
    await expect(desk.getByText('None: every call is answered.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Notifications could not be loaded.')).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: /Unread|read everything/ }),
    ).toBeVisible();
  });

  test('a contract violation shows in red in the traffic log, with its schema path', async ({
    browser,
    baseURL,
    playwright,
    mock,
  }) => {
    await mock.delete('/__mock/traffic');
    const desk = await consoleAt(browser, baseURL, 'traffic');
    // A client that breaks the contract: a field the login body does not allow.
    // Straight to the server the console watches (behind E2E_VIA_PROXY, not through the proxy).
    const client = await playwright.request.newContext({ baseURL: consoleBase(baseURL) });
    await client.post('/api/user/login', {
      data: { account: 'demo@example.com', password: 'demo123', coupon: 'FREE' },
    });
    await client.get('/api/user/language_list');
    await client.dispose();

    const row = desk.getByRole('row').filter({ hasText: '/api/user/login' });
    await expect(row).toHaveClass(/violation/);
    await expect(
      desk.getByRole('row').filter({ hasText: '/api/user/language_list' }),
    ).not.toHaveClass(/violation/);
    await row.click();
    const detail = desk.getByRole('complementary', { name: 'Exchange' });
    await expect(detail.getByRole('listitem')).toContainText(
      'body has a field the contract does not allow: "coupon"',
    );
    await expect(detail).toContainText('"coupon": "FREE"');
    // The password was checked, not kept.
    await expect(detail).toContainText('"password": "(hidden)"');
    await expect(detail).not.toContainText('demo123');
    await desk.getByLabel('violations only').check();
    await expect(desk.getByRole('row').filter({ hasText: '/api/' })).toHaveCount(1);

    // CI reads the same log.
    const seen = (await mock.get('/__mock/traffic?violations=true')) as TrafficAnswer;
    expect(seen.violations).toBe(1);
    expect(seen.entries[0]?.operationId).toBe('userLogin');
    await desk.getByLabel('violations only').uncheck();
  });

  test('the outbox shows the reset code the shopper was sent', async ({
    browser,
    baseURL,
    request,
  }) => {
    await request.post('/api/user/forgot_send_code', { data: { email: 'demo@example.com' } });
    const desk = await consoleAt(browser, baseURL, 'outbox');
    const mail = desk.getByRole('listitem').filter({ hasText: 'demo@example.com' }).first();
    await expect(mail).toBeVisible();
    await expect(mail.locator('.code')).toHaveText(/^\d{4,8}$/);
    await readmeShot(desk, 'outbox');
  });
});

test.describe('the console as a developer tool', () => {
  test('every column of the traffic log shows at 1280x800 and 1024x768; every area is keyboard-usable and passes axe', async ({
    browser,
    baseURL,
    request,
    mock,
  }) => {
    await mock.delete('/__mock/traffic');
    await request.get('/api/index/index');
    await request.post('/api/user/login', { data: { account: 'demo@example.com', password: 'x' } });
    const desk = await consoleAt(browser, baseURL, 'traffic');
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
    ] as const) {
      await desk.setViewportSize({ width, height });
      // Nothing open: the log has the whole width, and every column is on the screen.
      await expect(desk.getByRole('complementary', { name: 'Exchange' })).toHaveCount(0);
      for (const name of [
        'Time',
        'Method',
        'Path',
        'Operation',
        'Status',
        'ms',
        'Shopper',
        'Injected',
      ]) {
        const header = desk.getByRole('columnheader', { name, exact: true });
        await expect(header).toBeInViewport({ ratio: 1 });
        const box = await header.boundingBox();
        expect(box && box.x + box.width, `${name} at ${width}px`).toBeLessThanOrEqual(width);
      }
    }
    // By keyboard: the path opens the exchange, Escape closes it and gives the focus back.
    const open = logRow(desk, '/api/index/index').getByRole('button');
    await open.focus();
    await desk.keyboard.press('Enter');
    const detail = desk.getByRole('complementary', { name: 'Exchange' });
    await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
    expect(await seriousAxeFindings(desk)).toEqual([]);
    await desk.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
    await expect(open).toBeFocused();
    await desk.setViewportSize({ width: 1280, height: 800 });

    for (const area of Object.keys(AREAS) as Area[]) {
      await consoleAt(browser, baseURL, area);
      expect(await seriousAxeFindings(desk), AREAS[area]).toEqual([]);
    }
    // The skip link (the page's first stop) shows when focused and leads past the navigation.
    const skip = desk.getByRole('link', { name: 'Skip to content' });
    await skip.focus();
    await expect(skip).toBeInViewport();
    await desk.keyboard.press('Enter');
    await expect(desk.getByRole('main')).toBeFocused();
  });

  test("a dropped connection takes the storefront's network-error path; faults are marked injected and never counted as violations", async ({
    page,
    browser,
    baseURL,
    journey,
    mock,
    playwright,
  }) => {
    await mock.delete('/__mock/traffic');
    await journey.signInByApi();
    const { products } = (await mock.get('/__mock/products?q=')) as ProductsAnswer;
    // Two products: the client stops the same write sent twice within a second.
    const [product, other] = products.filter((p) => p.stock > 0);
    if (!product || !other) throw new Error('the seed has fewer than two products in stock');
    await page.goto(`/detail/${product.id}/${product.merchantId}`);

    const desk = await consoleAt(browser, baseURL, 'faults');
    await armFault(desk, 'cartAdd', 'drop', 'dropped connection');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Backend interface connection abnormal');
    // A refusal with the envelope's code and message, as a backend would send it.
    await armFault(desk, 'cartAdd', 'status', 'Cart closed for maintenance', {
      'HTTP status': '500',
      'Envelope code': '4001',
      Message: 'Cart closed for maintenance',
    });
    await page.goto(`/detail/${other.id}/${other.merchantId}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'System interface 500 abnormal');

    // One real violation besides, from a client that breaks the contract.
    const client = await playwright.request.newContext({ baseURL: consoleBase(baseURL) });
    await client.post('/api/user/login', {
      data: { account: 'demo@example.com', password: 'demo123', coupon: 'FREE' },
    });
    await client.dispose();

    await consoleAt(browser, baseURL, 'traffic');
    const injected = desk.getByRole('row').filter({ hasText: '/api/cart/add' });
    await expect(injected).toHaveCount(2);
    for (const row of await injected.all()) {
      await expect(row.getByRole('cell').last()).toHaveText('fault');
      await expect(row).not.toHaveClass(/violation/);
    }
    await expect(desk.getByTestId('violation-count')).toContainText('1 with contract violations');
    await injected.first().getByRole('button').click();
    const detail = desk.getByRole('complementary', { name: 'Exchange' });
    await expect(detail).toContainText('Cart closed for maintenance');
    await expect(detail).toContainText('Injected by the console');
    await desk.keyboard.press('Escape');
    await readmeShot(desk, 'traffic');
    await desk.getByLabel('violations only').check();
    await expect(desk.getByRole('row').filter({ hasText: '/api/' })).toHaveCount(1);
    await expect(desk.getByRole('row').filter({ hasText: '/api/' })).toContainText('userLogin');
    await desk.getByLabel('violations only').uncheck();
    // The shopper's cart did not change: the dropped add was not sent again by the browser.
    const seen = (await mock.get('/__mock/traffic?operationId=cartAdd')) as TrafficAnswer;
    expect(seen.entries).toHaveLength(2);
  });

  test('a payment applied whose answer was lost: the order screen shows it paid', async ({
    page,
    browser,
    baseURL,
    journey,
  }) => {
    // The client's 10 s timeout runs on the page's clock, which the journey moves on.
    await page.clock.install();
    const token = await journey.signInByApi();
    // Order 1 of the seed waits for its payment.
    await page.goto('/payment?orders=1');
    const desk = await consoleAt(browser, baseURL, 'faults');
    await armFault(desk, 'orderPay', 'timeout-applied', 'timeout, applied');

    // What the screen says on the way: "could not confirm" shows until the orders are read
    // again (then the screen says they are paid), so it is watched as it comes, not polled for.
    await page.evaluate(() => {
      const seen = { unknownOutcome: false, failed: false };
      (window as unknown as { paymentSaid: typeof seen }).paymentSaid = seen;
      new MutationObserver(() => {
        const text = document.body.innerText;
        if (/could not confirm the payment/.test(text)) seen.unknownOutcome = true;
        if (/Payment failed/.test(text)) seen.failed = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByLabel('Payment code').fill('123456');
    const sent = page.waitForRequest(/\/api\/order\/pay/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await sent;
    // The server applies the payment (its answer withheld) before the client gives up, as it
    // would in the 10 s the page's clock skips: wait until the order reads paid.
    await expect
      .poll(async () => {
        const answer = await page.request.get('/api/order/detail?id=1', { headers: { token } });
        return ((await answer.json()) as { data?: { status?: number } }).data?.status;
      })
      .toBe(1);
    await page.clock.fastForward(10_100);
    // The storefront knows a lost answer is not a failed payment: it says it could not confirm,
    // reads the orders again and finds them paid. (The browser may run the request's own 10 s
    // timeout on its real clock: the wait covers it.)
    await expect(page.getByText('These orders are already paid')).toBeVisible({ timeout: 25_000 });
    expect(
      await page.evaluate(
        () => (window as unknown as { paymentSaid: Record<string, boolean> }).paymentSaid,
      ),
    ).toEqual({ unknownOutcome: true, failed: false });

    await page.goto('/orderInfo/1');
    await expect(
      page.getByText('Awaiting shipment').filter({ visible: true }).first(),
    ).toBeVisible();
  });

  test('an override written in the console, checked as typed, is what the storefront shows until cleared', async ({
    page,
    browser,
    baseURL,
    journey,
  }) => {
    await journey.signInByApi();
    const desk = await consoleAt(browser, baseURL, 'overrides');
    const form = desk.getByRole('form', { name: 'Override a response' });
    await form.getByRole('combobox', { name: 'Operation' }).selectOption('notificationList');
    const body = form.getByRole('textbox', { name: /Answer body/ });
    // The contract's example is the start.
    await expect(body).toHaveValue(/Order shipped/);
    const check = form.getByRole('status');
    await expect(check).toContainText('Conforms to the contract.');
    const example = await body.inputValue();
    // A violation is shown as typed (and would be allowed).
    await body.fill(example.replace('"is_read": false', '"is_read": "no"'));
    await expect(check).toContainText('is_read');
    await body.fill(example.replace('Order shipped', 'Your parcel is at the door'));
    await expect(check).toContainText('Conforms to the contract.');
    await form.getByRole('button', { name: 'Set override' }).click();
    const row = desk.getByRole('row').filter({ hasText: 'notificationList' });
    await expect(row).toContainText('until cleared');
    await readmeShot(desk, 'overrides');

    await page.goto('/notification');
    await expect(page.getByText('Your parcel is at the door')).toBeVisible();
    await consoleAt(browser, baseURL, 'traffic');
    await expect(logRow(desk, '/api/notification/list').getByRole('cell').last()).toHaveText(
      'override',
    );

    await consoleAt(browser, baseURL, 'overrides');
    await desk.getByRole('button', { name: 'Clear all overrides' }).click();
    await expect(desk.getByText('None: every operation answers as the mock does.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Your parcel is at the door')).toHaveCount(0);
  });

  test('a scenario saved, reset and loaded again is what the storefront sees; exported and imported as a file', async ({
    page,
    browser,
    baseURL,
    journey,
  }) => {
    await journey.signInByApi();
    const desk = await consoleAt(browser, baseURL, 'scenarios');
    const balance = desk.getByTestId('balance');
    await expect(balance).toContainText('.');
    const seed = (await balance.innerText()).replace(/[^0-9.]/g, '');
    await desk.getByLabel('Top-up amount').fill('1000.00');
    await desk.getByRole('button', { name: 'Top up' }).click();
    await expect(balance).not.toContainText(seed);
    const richer = (await balance.innerText()).replace(/[^0-9.]/g, '');

    const saved = desk.getByRole('region', { name: 'Saved scenarios' });
    await saved.getByLabel('Name', { exact: true }).fill('rich-demo');
    await saved.getByLabel('Description').fill('The demo shopper with 1000.00 more');
    await saved.getByRole('button', { name: 'Save current state' }).click();
    const row = saved.getByRole('row').filter({ hasText: 'rich-demo' });
    await expect(row).toBeVisible();
    await readmeShot(desk, 'scenarios');

    desk.once('dialog', (dialog) => void dialog.accept());
    await desk.getByRole('button', { name: 'Reset to the seed' }).click();
    await expect(balance).toContainText(seed);
    await journey.signInByApi();
    await page.goto('/withDraw');
    const wallet = page.getByTestId('withdraw-balance').filter({ visible: true });
    await expect(wallet).toContainText(
      Number(seed).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );

    desk.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Load rich-demo' }).click();
    await expect(balance).toContainText(richer);
    // Loading ends every session, as a reset does: the shopper signs in again.
    await journey.signInByApi();
    await page.reload();
    await expect(wallet).toContainText(
      Number(richer).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );

    // Handed to a colleague: exported, deleted here, imported again.
    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      row.getByRole('button', { name: 'Export rich-demo' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rich-demo.scenario.json');
    const file = JSON.parse(await downloaded(download)) as ScenarioFile;
    expect(file).toMatchObject({
      format: 'storefront-mock-scenario',
      version: 1,
      name: 'rich-demo',
    });
    desk.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Delete rich-demo' }).click();
    await expect(row).toHaveCount(0);
    await saved.getByLabel('Import a scenario file').setInputFiles(await download.path());
    await expect(row).toBeVisible();
    desk.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Delete rich-demo' }).click();
    await expect(row).toHaveCount(0);
  });

  test('the traffic exported as HAR lists the exchanges; an exchange copied as curl hides the token unless asked', async ({
    page,
    browser,
    baseURL,
    journey,
    mock,
  }) => {
    await mock.delete('/__mock/traffic');
    const token = await journey.signInByApi();
    await page.goto('/notification');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const desk = await consoleAt(browser, baseURL, 'traffic');
    const row = logRow(desk, '/api/notification/list');
    await expect(row).toBeVisible();

    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByRole('button', { name: 'Export HAR' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.har$/);
    const har = JSON.parse(await downloaded(download)) as {
      log: { version: string; entries: { request: { method: string; url: string } }[] };
    };
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.map((e) => new URL(e.request.url).pathname)).toContain(
      '/api/notification/list',
    );
    expect(JSON.stringify(har)).not.toContain(token);

    await row.getByRole('button').click();
    const curl = desk.getByRole('complementary', { name: 'Exchange' }).getByLabel('curl command');
    await expect(curl).toContainText('curl');
    await expect(curl).toContainText('/api/notification/list');
    await expect(curl).not.toContainText(token);
    await desk.getByLabel(/with secrets/).check();
    await expect(curl).toContainText(token);
    await desk.keyboard.press('Escape');
  });

  test('try-it sends an operation of the contract as a shopper and checks the answer', async ({
    browser,
    baseURL,
  }) => {
    const desk = await consoleAt(browser, baseURL, 'tryit');
    const form = desk.getByRole('form', { name: 'Try an operation' });
    await form.getByRole('combobox', { name: 'Operation' }).selectOption('userGetUserInfo');
    await form.getByRole('combobox', { name: 'As' }).selectOption({ label: '#1 demo@example.com' });
    await form.getByRole('button', { name: 'Send' }).click();
    const answer = desk.getByRole('region', { name: 'Answer', exact: true });
    await expect(answer.getByTestId('try-status')).toHaveText('200');
    await expect(answer).toContainText('Conforms to the contract.');
    await expect(answer).toContainText('demo@example.com');

    // Parameters from the contract, filled from its example.
    await form.getByRole('combobox', { name: 'Operation' }).selectOption('productDetail');
    await expect(form.getByRole('group', { name: 'Parameters' })).toBeVisible();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(answer.getByTestId('try-status')).toHaveText('200');
    await readmeShot(desk, 'try-it');
  });
});
