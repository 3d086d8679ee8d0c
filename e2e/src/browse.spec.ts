import { demoShopper, expect, resetShop, test } from './harness/fixtures';
import { expectToast } from './harness/toasts';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

test.describe('browse', () => {
  test('a guest browses to a product and its shop, signs in to buy, favourites, follows and searches', async ({
    page,
    journey,
  }) => {
    // Home board: categories, hot shops and hot products from the API.
    await page.goto('/home');
    const categories = page.getByRole('region', { name: 'Categories' });
    await expect(categories.getByRole('list').getByRole('link')).toHaveCount(10);
    await expect(
      page.getByRole('region', { name: 'Hot shops' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Hot products' }).getByRole('link').first(),
    ).toBeVisible();
    await journey.shot('home');

    // A category opens Explore on it.
    await categories.getByRole('link', { name: 'Outdoors' }).click();
    await expect(page).toHaveURL(/\/explore\?category=\d+$/);
    await expect(page.getByRole('button', { name: 'Outdoors', pressed: true })).toBeVisible();
    const products = page.getByRole('list', { name: 'Products' });
    const firstProduct = products.getByRole('link').first();
    await expect(firstProduct).toBeVisible();
    await journey.shot('explore-category');

    // A product: its page shows its name, price and shop.
    const productName = (await firstProduct.locator('.product-card-name').textContent()) ?? '';
    expect(productName).not.toBe('');
    await firstProduct.click();
    await expect(page).toHaveURL(/\/detail\/\d+\/\d+$/);
    const productUrl = page.url();
    await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();
    const shopLink = page.getByRole('link', { name: /Visit shop/ });
    await expect(shopLink).toBeVisible();
    await journey.shot('product');

    // Its shop, then back to the product.
    await shopLink.click();
    await expect(page).toHaveURL(/\/shop\/\d+$/);
    const shopName = (await page.locator('#shop-name').textContent()) ?? '';
    expect(shopName).not.toBe('');
    await expect(page.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: `Products of ${shopName}` })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await journey.shot('shop');
    await page.goBack();
    await expect(page).toHaveURL(productUrl);

    // A guest who adds to the cart is asked to log in first.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please log in first')).toBeVisible();
    await journey.shot('login-first');

    // Signing in on the login screen returns to the product.
    await page.getByLabel('E-mail').fill(demoShopper.email);
    await page.getByLabel('Password').fill(demoShopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Logged in')).toBeVisible();
    await expect(page).toHaveURL(productUrl);
    await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();
    await journey.shot('back-on-product');

    // Now the cart takes it, and the favourite sticks.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Added to cart');
    await journey.shot('added-to-cart');
    const favourite = page.getByRole('button', { name: 'Favourite' });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(page.getByText('Added to favourites')).toBeVisible();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await journey.shot('favourited');

    // Follow the shop.
    await page.getByRole('link', { name: /Visit shop/ }).click();
    await page.getByRole('button', { name: 'Follow' }).click();
    await expectToast(page, 'Shop followed');
    await expect(page.getByRole('button', { name: 'Following', pressed: true })).toBeVisible();
    await journey.shot('followed');

    // Search by the product's name, then by the shop's name.
    await page.goto('/search');
    const searchBox = page.getByRole('searchbox', { name: 'Search words' });
    await searchBox.fill(productName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page
        .getByRole('list', { name: `Results for “${productName}”` })
        .getByRole('link', { name: new RegExp(productName) })
        .first(),
    ).toBeVisible();
    await journey.shot('search-product');

    await page.getByRole('tab', { name: 'Shops' }).click();
    await searchBox.fill(shopName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/kind=shops/);
    await expect(page.getByRole('link', { name: new RegExp(shopName) })).toBeVisible();
    await journey.shot('search-shop');

    // Both searches are remembered, and can be cleared.
    await page.goto('/search');
    const history = page.getByRole('region', { name: 'Recent searches' });
    await expect(history.getByRole('button', { name: shopName, exact: true })).toBeVisible();
    await expect(history.getByRole('button', { name: productName, exact: true })).toBeVisible();
    await journey.shot('search-history');
    await history.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('Find products and shops')).toBeVisible();
  });

  test('the browsing screens read in Thai, prices in Thai number format', async ({
    page,
    journey,
  }) => {
    await journey.useLanguage('tai');
    await page.goto('/home');
    const categories = page.getByRole('region', { name: 'หมวดหมู่' });
    await expect(categories.getByRole('list').getByRole('link')).toHaveCount(10);
    await journey.shot('home-tai');

    await categories.getByRole('link', { name: 'กิจกรรมกลางแจ้ง' }).click();
    await expect(page.getByRole('button', { name: 'กิจกรรมกลางแจ้ง', pressed: true })).toBeVisible();
    await journey.shot('explore-tai');

    await page.getByRole('list', { name: 'สินค้า' }).getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'ใส่รถเข็น' })).toBeVisible();
    await expect(page.locator('.detail-price')).toHaveText(/^US\$[\d,]+\.\d{2}$/);
    await journey.shot('product-tai');

    await page.getByRole('link', { name: /ไปที่ร้าน/ }).click();
    await expect(page.getByRole('button', { name: 'ติดตาม' })).toBeVisible();
    await journey.shot('shop-tai');
  });
});
