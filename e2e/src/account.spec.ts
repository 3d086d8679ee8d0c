import type { APIRequestContext, Page } from '@playwright/test';
import { loadAxe } from './harness/axe';
import { demoShopper, expect, resetShop, test, type Journey } from './harness/fixtures';
import { ONE_PIXEL_PNG } from './harness/pictures';
import { expectToast } from './harness/toasts';
import type { OutboxAnswer } from '@storefront/contracts/control-api';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

/** Paths of the /api calls the page makes, to assert that a local rule sent nothing. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

async function registerByApi(request: APIRequestContext, email: string, password = 'secret1') {
  const answer = await request.post('/api/user/register', {
    data: { email, password, confirm_password: password, nickname: 'New Shopper' },
  });
  const body = (await answer.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(1);
}

/** A visible form field by its exact label (kept-alive screens stay in the page, hidden). */
function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).filter({ visible: true });
}

/** The messages a raw i18n key would show: `account.login.submit` and the like. */
const RAW_KEY =
  /\b(account|settings|info|favourites|notifications|route|common|success)\.[a-zA-Z]+/;

async function expectNoRawKeys(page: Page) {
  await expect(page.locator('body')).not.toHaveText(RAW_KEY);
}

test.describe('account', () => {
  test('the login form checks its fields locally, then signs in and returns', async ({
    page,
    journey,
  }) => {
    const calls = recordCalls(page);
    await page.goto('/profile');
    // The server sends a guest's page load to /login, naming the address to return to.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter the e-mail address of your account')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await field(page, 'E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter a correct e-mail address')).toBeVisible();
    expect(calls.filter((call) => call.endsWith('/api/user/login'))).toEqual([]);
    await journey.shot('login-errors');

    await field(page, 'E-mail').fill(demoShopper.email);
    await field(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    // The server's refusal is its own message, shown as a toast; the shopper stays here.
    await expectToast(page, 'Wrong e-mail or password');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);

    await field(page, 'Password').fill(demoShopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Logged in');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Demo Shopper' })).toBeVisible();
    // The order shortcuts carry the server's counts (the demo has one order in each state).
    const waitingPay = page.getByRole('link', { name: 'Awaiting payment Orders: 1' });
    await expect(waitingPay).toHaveAttribute('href', '/myPurchases/0');
    await expect(page.getByRole('link', { name: 'After-sales Orders: 1' })).toHaveAttribute(
      'href',
      '/myPurchases/-4',
    );
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'Admin-Token')?.value).toBeTruthy();
    await journey.shot('profile');
  });

  test('a new shopper registers, signs out and signs in again', async ({ page, journey }) => {
    const calls = recordCalls(page);
    await page.goto('/register');
    await field(page, 'E-mail').fill('fresh@example.com');
    await field(page, 'Password').fill('abc');
    await field(page, 'Repeat the password').fill('abd');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('The password must have at least 6 characters')).toBeVisible();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    expect(calls.filter((call) => call.endsWith('/api/user/register'))).toEqual([]);
    await journey.shot('register-errors');

    await field(page, 'Nickname').fill('Fresh');
    await field(page, 'Password').fill('secret1');
    await field(page, 'Repeat the password').fill('secret1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectToast(page, 'Account created');
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Fresh' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of this device?' });
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(calls).toContain('POST /api/user/logout');
    expect((await page.context().cookies()).some((c) => c.name === 'Admin-Token')).toBe(false);

    await field(page, 'E-mail').fill('fresh@example.com');
    await field(page, 'Password').fill('secret1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Logged in');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a forgotten password is reset with the e-mailed code and the old session ends', async ({
    page,
    request,
    mock,
    journey,
  }) => {
    const email = 'forgetful@example.com';
    await registerByApi(request, email);
    const oldToken = await journey.signInByApi(email, 'secret1');
    const calls = recordCalls(page);

    await page.goto('/forgotPassword');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please enter your e-mail address')).toBeVisible();
    expect(calls.filter((call) => call.includes('/api/user/forgot'))).toEqual([]);

    await field(page, 'E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectToast(page, 'Code sent');
    await expect(page.getByRole('button', { name: /Again in \d+ s/ })).toBeDisabled();
    const outbox = (await mock.get(
      `/__mock/outbox?to=${encodeURIComponent(email)}`,
    )) as OutboxAnswer;
    const code = outbox.mails[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await field(page, 'Code from the e-mail').fill(code);
    await field(page, 'New password').fill('better1');
    await field(page, 'Repeat the password').fill('better2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    expect(calls.filter((call) => call.endsWith('/api/user/forgot_reset'))).toEqual([]);
    await journey.shot('forgot-password');

    await field(page, 'Repeat the password').fill('better1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, 'Password changed. Please sign in again.');
    await expect(page).toHaveURL(/\/login$/);

    // The session signed in before the reset is gone on the server too.
    const stale = await request.get('/api/user/getUserInfo', { headers: { token: oldToken } });
    expect(stale.status()).toBe(401);

    await field(page, 'E-mail').fill(email);
    await field(page, 'Password').fill('better1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Logged in');
  });

  test('a new shopper sets a first payment code, changes it, then the login password', async ({
    page,
    request,
    journey,
  }) => {
    const email = 'payer@example.com';
    await registerByApi(request, email);
    await journey.signInByApi(email, 'secret1');
    const calls = recordCalls(page);

    await page.goto('/changePayPwd');
    await expect(page.getByText('You have no payment code yet')).toBeVisible();
    await expect(field(page, 'Current payment code')).toHaveCount(0);
    await field(page, 'New payment code').fill('12ab56');
    await field(page, 'Repeat the payment code').fill('12ab56');
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await expect(page.getByText('The payment code must contain digits only')).toBeVisible();
    await field(page, 'New payment code').fill('1234');
    await expect(page.getByText('The payment code must have at least 6 digits')).toBeVisible();
    await field(page, 'New payment code').fill('123456');
    await field(page, 'Repeat the payment code').fill('123457');
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await expect(page.getByText('The two payment codes do not match')).toBeVisible();
    expect(calls.filter((call) => call.endsWith('/api/user/resetPay'))).toEqual([]);
    await journey.shot('pay-code-errors');

    await field(page, 'Repeat the payment code').fill('123456');
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await expectToast(page, 'Payment code set');

    // Now one is set: the old code is asked for.
    await expect(field(page, 'Current payment code')).toBeVisible();
    await field(page, 'Current payment code').fill('123456');
    await field(page, 'New payment code').fill('123456');
    await field(page, 'Repeat the payment code').fill('123456');
    await page.getByRole('button', { name: 'Change payment code' }).click();
    await expect(page.getByText('The new payment code must differ from the old one')).toBeVisible();
    await field(page, 'New payment code').fill('654321');
    await field(page, 'Repeat the payment code').fill('654321');
    await page.getByRole('button', { name: 'Change payment code' }).click();
    await expectToast(page, 'Payment code changed');
    expect(calls.filter((call) => call.endsWith('/api/user/resetPay'))).toHaveLength(2);

    await page.goto('/passwords');
    await expect(page.getByRole('tab', { name: 'Login password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await field(page, 'Old password').fill('secret1');
    await field(page, 'New password').fill('secret1');
    await field(page, 'Repeat the password').fill('secret2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The new password must differ from the old one')).toBeVisible();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    expect(calls.filter((call) => call.endsWith('/api/user/resetpwd'))).toEqual([]);
    await journey.shot('passwords-errors');
    await field(page, 'New password').fill('secret2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed. Please sign in again.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('favourites', () => {
  test('a favourite product and a followed shop show up, and are removed', async ({
    page,
    request,
    journey,
  }) => {
    const email = 'collector@example.com';
    await registerByApi(request, email);
    const token = await journey.signInByApi(email, 'secret1');
    const products = (await (
      await request.get('/api/index/product', { params: { page: 1, limit: 1 } })
    ).json()) as { data: { list: { id: number; name: string }[] } };
    const product = products.data.list[0];
    if (!product) throw new Error('the seed has no product');
    const shops = (await (await request.get('/api/index/hot_merchant?page=1&limit=8')).json()) as {
      data: { list: { id: number; name: string }[] };
    };
    const shop = shops.data.list[0];
    if (!shop) throw new Error('the seed has no hot shop');
    const headers = { token };
    await request.post('/api/favourite/add', { data: { product_id: product.id }, headers });
    await request.post('/api/shop/follow', { data: { mer_id: shop.id }, headers });

    await page.goto('/myFavourite');
    // The row links to the product; its Add to cart button names the product too.
    await expect(page.locator('.saved-row-name', { hasText: product.name })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Add to cart ${product.name}`, exact: true }),
    ).toBeVisible();
    await journey.shot('favourites');
    await page.getByRole('button', { name: `Remove ${product.name} from favourites` }).click();
    await expectToast(page, 'Deleted');
    await expect(page.getByText('No favourites yet')).toBeVisible();

    await page.goto('/heart');
    await expect(page.getByText(shop.name)).toBeVisible();
    await journey.shot('followed-shops');
    await page.getByRole('button', { name: `Unfollow ${shop.name}` }).click();
    await expectToast(page, 'Shop unfollowed');
    await expect(page.getByText('You follow no shop yet')).toBeVisible();
  });
});

test.describe('settings', () => {
  test('the language applies at once and stays; the screens read in it', async ({
    page,
    journey,
  }) => {
    await journey.signInByApi();
    await page.goto('/language');
    await expect(page.getByRole('radio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('radio', { name: 'ภาษาไทย' }).click();
    await expectToast(page, 'เปลี่ยนภาษาแล้ว');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { name: 'ภาษา' })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'Local_Lang')?.value).toBe(
      'tai',
    );

    // Kept after a reload, and every screen of the journeys reads in Thai.
    for (const path of ['/profile', '/setting', '/security', '/changePayPwd', '/notification']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      await expect(page.locator('h1:visible').first()).not.toBeEmpty();
      await expectNoRawKeys(page);
    }
    await expect(
      page.getByText('ยังไม่ได้อ่าน', { exact: false }).or(page.getByText('คุณอ่านครบทุกข้อความแล้ว')),
    ).toBeVisible();
  });

  test('notifications are listed newest first and marked read', async ({ page, journey }) => {
    await journey.signInByApi();
    await page.goto('/notification');
    const readAll = page.getByRole('button', { name: 'Read all' });
    await expect(page.getByText(/^Unread: \d+$/)).toBeVisible();
    await journey.shot('notifications');
    await readAll.click();
    await expect(page.getByText('You have read everything.')).toBeVisible();
    await expect(readAll).toHaveCount(0);
  });

  test('the profile form checks the mobile number before saving', async ({ page, journey }) => {
    await journey.signInByApi();
    const calls = recordCalls(page);
    await page.goto('/setting');
    await field(page, 'Mobile number').fill('12-34');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a correct mobile number')).toBeVisible();
    expect(calls.filter((call) => call.endsWith('/api/user/profile'))).toEqual([]);
    await field(page, 'Mobile number').fill('+14155550199');
    await field(page, 'Nickname').fill('Demo Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Settings saved');

    // A new picture: uploaded, then set on the profile.
    await field(page, 'Change picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    });
    await expectToast(page, 'Upload complete');
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Demo Renamed' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  });
});

const GUEST_SCREENS = ['/login', '/register', '/forgotPassword', '/changePassword'];
const SHOPPER_SCREENS = [
  '/profile',
  '/changePassword',
  '/changePayPwd',
  '/passwords',
  '/setting',
  '/security',
  '/language',
  '/notification',
  '/helpAndSupport',
  '/law',
  '/platform',
  '/myFavourite',
  '/heart',
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The WCAG 2 A and AA problems axe (the engine of Lighthouse's audit) finds on the screen. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  await loadAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: unknown[] };
    return result.violations;
  });
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => JSON.stringify(node.target))
        .join(', ')}`,
  );
}

/** Opens a path inside the running app (no reload), as a link would. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function shootAll(page: Page, journey: Journey, screens: string[], label: string) {
  await page.goto(screens[0] ?? '/');
  for (const path of screens) {
    await openInApp(page, path);
    await expect(page.locator('h1:visible').first()).not.toBeEmpty();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoRawKeys(page);
    // Structure and colours are the same in every language: checked once, in English.
    if (label.startsWith('en')) expect(await accessibilityProblems(page), path).toEqual([]);
    await journey.shot(`${label}${path.replace(/\//g, '-')}`);
  }
}

test.describe('screens', () => {
  for (const language of ['en', 'tai'] as const) {
    test(`every account screen in ${language}`, async ({ page, journey }) => {
      await journey.useLanguage(language);
      await shootAll(page, journey, GUEST_SCREENS, `${language}-guest`);
      await journey.signInByApi();
      await shootAll(page, journey, SHOPPER_SCREENS, language);
    });
  }
});
