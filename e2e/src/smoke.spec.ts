import { expect, resetShop, test } from './harness/fixtures';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

test('a guest opens the shop and lands on the home board', async ({ page, journey }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation')).toBeVisible();
  await journey.shot('home');
});
