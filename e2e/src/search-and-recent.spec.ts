import { demoShopper, expect, resetShop, test } from './harness/fixtures';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

test.describe('finding products again', () => {
  test('a popular search, its results by price, then it is among the recent searches', async ({
    page,
    journey,
  }) => {
    await page.goto('/search');
    const popular = page.getByRole('region', { name: 'Popular searches' });
    await journey.shot('search-popular');
    await popular.getByRole('button', { name: 'Laptop', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?keyword=Laptop$/);
    const results = page.getByRole('list', { name: 'Results for “Laptop”' });
    await expect(results.getByRole('link').first()).toBeVisible();

    await page
      .getByRole('group', { name: 'Sort by' })
      .getByRole('button', { name: 'Price: low to high' })
      .click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(
      page.getByRole('button', { name: 'Price: low to high', pressed: true }),
    ).toBeVisible();
    await expect(async () => {
      const prices = (await results.locator('.product-card-price').allTextContents()).map((text) =>
        Number(text.replace(/[^\d.]/g, '')),
      );
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass({ timeout: 15_000 });
    await journey.shot('search-sorted');

    await page.goto('/search');
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await expect(recent.getByRole('button', { name: 'Laptop', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular searches' })).toHaveCount(0);
  });

  test('a product opened shows on Me under Recently viewed, and leads back to it', async ({
    page,
    journey,
  }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(demoShopper.email);
    await page.getByLabel('Password').fill(demoShopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Logged in')).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

    await page.goto('/search?keyword=Kite');
    const found = page.getByRole('list', { name: 'Results for “Kite”' }).getByRole('link').first();
    const name = (await found.locator('.product-card-name').textContent()) ?? '';
    expect(name).not.toBe('');
    await found.click();
    await expect(page).toHaveURL(/\/detail\/\d+\/\d+$/);
    const productUrl = page.url();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    await page.goto('/profile');
    const row = page.getByRole('region', { name: 'Recently viewed' });
    const item = row.getByRole('link', { name: new RegExp(name) });
    await expect(item).toBeVisible();
    await journey.shot('me-recently-viewed');
    await item.click();
    await expect(page).toHaveURL(productUrl);
  });
});
