import type { Page } from '@playwright/test';
import { journeysWithInjectedStatuses } from './harness/faulted-journeys';
import { expect, resetShop } from './harness/fixtures';
import { expectToast } from './harness/toasts';

/**
 * Statuses this file makes the mock answer on purpose: the contract does not list them (a real
 * backend would not answer them either), so those exchanges alone are spared the contract check.
 */
const INJECTED_STATUSES = new Set([500]);

const test = journeysWithInjectedStatuses(INJECTED_STATUSES);

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

/** The signed-in demo shopper on the cart, which answers every tick with a POST /api/cart/select. */
async function openCart(page: Page) {
  await page.goto('/bag');
  await expect(page.getByRole('checkbox', { name: 'All', exact: true })).toBeChecked();
}

/** The n-th line's tick; each step ticks another, so no two writes repeat within a second. */
function lineTick(page: Page, index = 0) {
  return page.getByRole('checkbox', { name: /^Select (?!everything)/ }).nth(index);
}

test.describe('error catalogue', () => {
  test('a dropped connection, a 500 and a timeout each say what happened', async ({
    page,
    journey,
    mock,
  }) => {
    // The client's 10 s timeout runs on the page's clock, which the journey moves on.
    await page.clock.install();
    await journey.signInByApi();
    await openCart(page);

    // Chromium sends a request again when a kept-alive connection closes unanswered, once per idle
    // connection it holds; the shopper's first touch also starts the chat, whose downloads leave
    // more idle connections behind. Every attempt is dropped until the toast has been seen.
    await mock.post('/__mock/faults', { route: '/api/cart/select', drop: true, times: 100 });
    await lineTick(page).click();
    await expectToast(page, 'Backend interface connection abnormal');
    await mock.delete('/__mock/faults');
    // The tick goes back to what the server has.
    await expect(lineTick(page)).toBeChecked();
    await journey.shot('network-error');

    await mock.post('/__mock/faults', { route: '/api/cart/select', status: 500 });
    await lineTick(page, 1).click();
    await expectToast(page, 'System interface 500 abnormal');
    await expect(lineTick(page, 1)).toBeChecked();
    await journey.shot('status-500');

    // The server holds the answer past the client's 10 s, then fails without changing anything.
    await mock.post('/__mock/faults', {
      route: '/api/cart/select',
      delayMs: 15_000,
      status: 503,
    });
    await page
      .getByRole('checkbox', { name: /^Select everything from/ })
      .first()
      .click();
    await page.clock.fastForward(10_100);
    await expectToast(page, 'System interface request timeout');
    await journey.shot('timeout');
  });

  test('a session that ends on the server sends the shopper to log in', async ({
    page,
    journey,
    request,
  }) => {
    const token = await journey.signInByApi();
    await openCart(page);
    // The session ends elsewhere (another device logs out): the token is no longer valid.
    const logout = await request.post('/api/user/logout?lang=zh-cn', { headers: { token } });
    expect(logout.ok()).toBe(true);

    // The next call the app makes is answered 401: opening Me makes one, unless a call already
    // under way (the chat's) got there first and the tab bar is gone with the session.
    await page
      .getByRole('link', { name: 'Me', exact: true })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    // The login screen says the session ended (once, in the screen, not a toast beside it) and
    // keeps where the shopper was.
    await expect(page).toHaveURL(/\/login\?redirect=%2F\w+&session=ended$/);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await journey.shot('session-ended');
  });

  test('the same write twice within a second is stopped in the client', async ({
    page,
    journey,
  }) => {
    await journey.signInByApi();
    await openCart(page);
    const calls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/cart/select')) calls.push(sent.postData() ?? '');
    });

    // Rapid taps on "All": off, on, off — the third repeats the first within the window.
    const all = page.getByRole('checkbox', { name: 'All', exact: true });
    await all.click();
    await all.click();
    await all.click();
    await expectToast(page, 'Data is being processed, do not resubmit');
    await journey.shot('duplicate-submit');
    expect(new Set(calls).size).toBe(calls.length);
  });
});
