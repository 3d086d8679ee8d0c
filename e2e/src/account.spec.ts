import { demoShopper, expect, resetShop, test } from './harness/fixtures';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

test.describe('account', () => {
  test('the login form checks its fields locally, then signs in and returns', async ({
    page,
    journey,
  }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/login')) loginCalls.push(request.url());
    });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your account')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter a correct e-mail address')).toBeVisible();
    expect(loginCalls).toEqual([]);
    await journey.shot('login-errors');

    await page.getByLabel('E-mail').fill(demoShopper.email);
    await page.getByLabel('Password').fill(demoShopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Logged in')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'Admin-Token')?.value).toBeTruthy();
  });
});
