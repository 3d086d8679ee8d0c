import type { Page } from '@playwright/test';
import { loadAxe } from './harness/axe';
import { demoShopper, expect, resetShop, test } from './harness/fixtures';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

test.describe('finding products again', () => {
  test('in Thai, the popular searches are Thai words and each finds products', async ({
    page,
    journey,
  }) => {
    await journey.useLanguage('tai');
    await page.goto('/search');
    const popular = page.getByRole('region', { name: 'คำค้นหายอดนิยม' });
    const terms = await popular.getByRole('button').allTextContents();
    expect(terms).toEqual(['แล็ปท็อป', 'เต็นท์', 'รองเท้าผ้าใบ', 'กาต้มน้ำ', 'เป้']);
    for (const term of terms) {
      await page.goto(`/search?keyword=${encodeURIComponent(term)}`);
      const found = page.locator('.product-card-name').first();
      await expect(found, `the popular search "${term}" finds products`).toBeVisible();
    }
    await journey.shot('search-popular-thai');
  });

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

  test('search results narrowed to a category and a price range, then widened again', async ({
    page,
    journey,
  }) => {
    await page.goto('/search?keyword=Tent');
    const results = page.getByRole('list', { name: 'Results for “Tent”' });
    await expect(results.getByRole('link').first()).toBeVisible();

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const panel = page.getByRole('form', { name: 'Filter' });
    await panel.getByRole('button', { name: 'Outdoors' }).click();
    await panel.getByLabel('Lowest price').fill('20');
    await panel.getByLabel('Highest price').fill('300');
    await journey.shot('search-filter-open');
    await panel.getByRole('button', { name: 'Show products' }).click();
    await expect(page).toHaveURL(
      /\/search\?keyword=Tent&category_id=\d+&min_price=20&max_price=300$/,
    );
    await expect(panel).toHaveCount(0);
    const inUse = page.getByRole('list', { name: 'Filters in use' });
    await expect(inUse.getByRole('button', { name: 'Remove filter: Outdoors' })).toBeVisible();
    await expect(
      inUse.getByRole('button', { name: 'Remove filter: $20.00 to $300.00' }),
    ).toBeVisible();
    await expect(async () => {
      const prices = (await results.locator('.product-card-price').allTextContents()).map((text) =>
        Number(text.replace(/[^\d.]/g, '')),
      );
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price).toBeGreaterThanOrEqual(20);
      for (const price of prices) expect(price).toBeLessThanOrEqual(300);
    }).toPass({ timeout: 15_000 });
    const names = await results.locator('.product-card-name').allTextContents();
    for (const name of names) expect(name).toContain('Tent');
    await journey.shot('search-filtered');

    // Sorting keeps the filters; nothing in a range no product is in says what to do.
    await page
      .getByRole('group', { name: 'Sort by' })
      .getByRole('button', { name: 'Price: high to low' })
      .click();
    await expect(page).toHaveURL(/sort=price_desc&category_id=\d+&min_price=20&max_price=300$/);
    await page.getByRole('button', { name: 'Filter (2 active)' }).click();
    await panel.getByLabel('Lowest price').fill('99999');
    await panel.getByLabel('Highest price').fill('');
    await panel.getByRole('button', { name: 'Show products' }).click();
    await expect(page.getByText('Remove a filter or try other words.')).toBeVisible();

    await inUse.getByRole('button', { name: 'Remove filter: From $99,999.00' }).click();
    await inUse.getByRole('button', { name: 'Remove filter: Outdoors' }).click();
    await expect(page).toHaveURL(/\/search\?keyword=Tent&sort=price_desc$/);
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
    await expect(results.getByRole('link').first()).toBeVisible();
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

  test('a plural finds its singular, nothing found offers searches and categories, the field clears by keyboard', async ({
    page,
    journey,
  }) => {
    // "tents" finds the tents ("Tent" in their names), as "tent" does.
    await page.goto('/search?keyword=tents');
    const tents = page.getByRole('list', { name: 'Results for “tents”' });
    await expect(tents.getByRole('link').first()).toBeVisible();
    for (const name of await tents.locator('.product-card-name').allTextContents()) {
      expect(name.toLowerCase()).toContain('tent');
    }
    await journey.shot('search-plural');

    // Nothing found: popular searches to tap and the categories to open.
    await page.goto('/search?keyword=zzqx');
    await expect(page.getByText('No products match “zzqx”')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Popular searches' }).getByRole('button', { name: 'Tent' }),
    ).toBeVisible();
    const categories = page.getByRole('region', { name: 'Browse a category' });
    await expect(categories.getByRole('link', { name: 'Outdoors' })).toBeVisible();
    await journey.shot('search-nothing-found');
    expect(await accessibilityProblems(page)).toEqual([]);
    await categories.getByRole('link', { name: 'Outdoors' }).click();
    await expect(page).toHaveURL(/\/explore\?category=\d+$/);

    // The field's clear button is the app's (the browser's is hidden), next in Tab order.
    await page.goto('/search');
    const box = page.getByRole('searchbox', { name: 'Search words' });
    await box.fill('kite');
    // Chromium computes no style for the browser's clear button: a style rule of the page hides it.
    const browserClearHidden = await box.evaluate((input) =>
      Array.from(document.styleSheets).some((sheet) =>
        Array.from(sheet.cssRules).some(
          (rule) =>
            rule instanceof CSSStyleRule &&
            rule.style.display === 'none' &&
            rule.selectorText
              .split(',')
              .map((one) => one.trim())
              .some(
                (one) =>
                  one.endsWith('::-webkit-search-cancel-button') &&
                  input.matches(one.replace('::-webkit-search-cancel-button', '')),
              ),
        ),
      ),
    );
    expect(browserClearHidden).toBe(true);
    await box.press('Tab');
    const clear = page.getByRole('button', { name: 'Clear the search words' });
    await expect(clear).toBeFocused();
    await journey.shot('search-clear-button');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(clear).toHaveCount(0);
  });
});

/** The WCAG 2.2 A and AA problems axe finds on the screen (target sizes included). */
async function accessibilityProblems(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })) as { violations: { id: string; nodes: { target: unknown }[] }[] };
    return result.violations.map(
      (violation) =>
        `${violation.id} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join()}`,
    );
  });
}
