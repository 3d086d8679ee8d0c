import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { journeysWithInjectedStatuses } from './harness/faulted-journeys';
import { controlHeaders, expect, resetShop } from './harness/fixtures';
import type { TrafficAnswer } from '@storefront/contracts/control-api';

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

    const desk = await openConsole(browser, baseURL, 'scenarios');
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
    await readmeShot(desk, 'scenarios');

    await page.reload();
    await expect(balance).toHaveText(/\$/);
    expect(Number((await balance.innerText()).replace(/[^0-9.]/g, ''))).toBeCloseTo(
      before + amount,
      2,
    );
    await desk.context().close();
  });

  test("a fault armed in the console shows the storefront's error, clearing it restores the screen", async ({
    page,
    browser,
    baseURL,
    journey,
  }) => {
    await journey.signInByApi();
    const desk = await openConsole(browser, baseURL, 'faults');
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
    await desk.context().close();
  });

  test('a contract violation shows in red in the traffic log, with its schema path', async ({
    browser,
    baseURL,
    playwright,
    mock,
  }) => {
    await mock.delete('/__mock/traffic');
    const desk = await openConsole(browser, baseURL, 'traffic');
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
    await readmeShot(desk, 'traffic');

    // CI reads the same log.
    const seen = (await mock.get('/__mock/traffic?violations=true')) as TrafficAnswer;
    expect(seen.violations).toBe(1);
    expect(seen.entries[0]?.operationId).toBe('userLogin');
    await desk.context().close();
  });

  test('the outbox shows the reset code the shopper was sent', async ({
    browser,
    baseURL,
    request,
  }) => {
    await request.post('/api/user/forgot_send_code', { data: { email: 'demo@example.com' } });
    const desk = await openConsole(browser, baseURL, 'outbox');
    const mail = desk.getByRole('listitem').filter({ hasText: 'demo@example.com' }).first();
    await expect(mail).toBeVisible();
    await expect(mail.locator('.code')).toHaveText(/^\d{4,8}$/);
    await readmeShot(desk, 'outbox');
    await desk.context().close();
  });
});
