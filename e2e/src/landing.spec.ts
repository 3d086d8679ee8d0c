import { expect, test, type Page } from './harness/fixtures';
import { recordApiCalls, untilHydrated } from './harness/page-watch';

/**
 * Landing: the first page a shopper opens is rendered on the server with its screen's data, which
 * travels in the page (dehydrated queries) to the browser's first render. The browser asks the
 * /api for none of it again: a guest's landing makes no /api call at all, a signed-in shopper's
 * exactly the chat's, listed here with why the server's render cannot serve them.
 */
const CHAT_CALLS: { call: string; why: string }[] = [
  {
    call: '/api/chat/login',
    why: 'the chat account of this token (asked once per token): the chat starts in the browser, on the first touch or 3 s after the landing',
  },
  {
    call: '/api/chat/getWebSocketUrl',
    why: "the socket's address and a chat token for this connection: the browser's own, never in a page",
  },
  {
    call: '/api/chat/getRecentConversation?version=0&msg_count=5',
    why: "the chat's first sync as its socket connects (version 0: a fresh chat): the unread counts and conversations from then on follow the socket, not the page",
  },
];

/** The app's work after a landing that starts late: the chat starts 3 s after it (chat-start.ts). */
const LATE_START_MS = 3_000;

/**
 * Waits until the page is hydrated, past the chat's late start, and then until the network stays
 * quiet: whatever the browser asks after its landing has been asked.
 */
async function settle(page: Page): Promise<void> {
  await untilHydrated(page);
  await page.waitForTimeout(LATE_START_MS + 500);
  await page.waitForLoadState('networkidle');
}

test.describe('landing', () => {
  test('a landing screen asks the /api for nothing the server already rendered', async ({
    page,
    journey,
  }) => {
    const asked = recordApiCalls(page);

    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Hot products' })).toBeVisible();
    await expect(page.locator('.home-banner-slide img').first()).toBeVisible();
    await settle(page);
    expect(asked, '/home asked the /api from the browser').toEqual([]);
    await journey.shot('home');

    asked.length = 0;
    await page.goto('/detail/32/3');
    await expect(page.locator('.detail-description')).toBeVisible();
    await settle(page);
    expect(asked, '/detail/32/3 asked the /api from the browser').toEqual([]);
    await journey.shot('detail');

    await journey.signInByApi();
    asked.length = 0;
    await page.goto('/bag');
    await expect(page.locator('.bag-line, .empty-state').first()).toBeVisible();
    await settle(page);
    // Signed in: the chat's calls, each once, and nothing else.
    expect([...asked].sort(), '/bag asked the /api from the browser').toEqual(
      CHAT_CALLS.map(({ call }) => call).sort(),
    );
    await journey.shot('bag');
  });

  test('after the landing, a screen reached in the app asks for its own calls, once each', async ({
    page,
  }) => {
    const asked = recordApiCalls(page);
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Hot products' })).toBeVisible();
    await settle(page);
    asked.length = 0;
    // A product of the hot list, opened as a shopper taps it: its data comes from the browser now.
    await page
      .getByRole('region', { name: 'Hot products' })
      .locator('a[href^="/detail/"]')
      .first()
      .click();
    await expect(page).toHaveURL(/\/detail\/\d+/);
    await expect(page.locator('.detail-description')).toBeVisible();
    const id = /\/detail\/(\d+)/.exec(page.url())?.[1];
    expect(asked).toContain(`/api/product/detail?id=${id}`);
    const repeated = asked.filter((url, index) => asked.indexOf(url) !== index);
    expect(repeated, `asked twice: ${repeated.join(', ')}`).toEqual([]);
  });
});

test.describe('a shopper in another time zone', () => {
  test.use({ timezoneId: 'Asia/Bangkok' });

  test('sees times in their own zone, the same on the server’s page and after hydration', async ({
    page,
    journey,
  }) => {
    await journey.signInByApi();
    // The first page: the server does not know the zone yet and renders in the shop's (UTC); the
    // browser hydrates in that, then shows the device's (no mismatch: the fixture fails on any).
    await page.goto('/capitalRecord');
    const time = page.locator('.wallet-record time').filter({ visible: true }).first();
    await expect(time).toBeVisible();
    const at = (await time.getAttribute('datetime')) ?? '';
    const inBangkok = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Asia/Bangkok',
        }).format(new Date(iso)),
      at,
    );
    await expect(time).toHaveText(inBangkok);
    // The browser told the server its zone: the next page comes rendered in it already.
    const cookies = await page.context().cookies();
    const zone = cookies.find((cookie) => cookie.name === 'Local_TimeZone')?.value ?? '';
    expect(decodeURIComponent(zone)).toBe('Asia/Bangkok');
    const html = await (await page.request.get('/capitalRecord')).text();
    expect(html).toContain(`>${inBangkok}</time>`);
    await page.reload();
    await expect(time).toHaveText(inBangkok);
    await journey.shot('times-in-bangkok');
  });
});
