import { demoShopper, expect, resetShop, test, type Language, type Page } from './harness/fixtures';
import { expectToast } from './harness/toasts';

/*
 * What the server's HTML gives shoppers without scripts, crawlers and link previews: the pages'
 * content and pictures, their head tags (title, description, canonical, Open Graph, Twitter card,
 * JSON-LD), robots.txt and sitemap.xml, the HTTP status of what does not exist, and the login
 * guard's redirect.
 */

/** The seed's camping lantern (Trailhead Supply): no reviews yet. Its name in English and Thai. */
const LANTERN = {
  id: 32,
  merId: 3,
  name: 'Rechargeable Camping Lantern, 400 lm',
  thaiName: 'ตะเกียงแคมป์ปิ้งชาร์จไฟได้ 400 ลูเมน',
  price: '$24.00',
};
const LANTERN_PATH = `/detail/${LANTERN.id}/${LANTERN.merId}`;
/** The seed's one product with a review (Pro Sneakers, Tailor Street, rated 5). */
const REVIEWED_PATH = '/detail/71/6';
const SHOP = { id: 3, name: 'Trailhead Supply', thaiName: 'เทรลเฮด ซัพพลาย' };

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

/** Whether every picture `locator` names has loaded (complete, with a size). */
async function picturesLoaded(page: Page, selector: string): Promise<boolean[]> {
  return page
    .locator(selector)
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => image.complete && image.naturalWidth > 0),
    );
}

/** The `content` of the head's meta tag named `key` (`name=` or `property=`). */
function metaContent(page: Page, key: string) {
  return page.locator(`head meta[name="${key}"], head meta[property="${key}"]`);
}

/** The page's JSON-LD, parsed. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>> {
  const scripts = page.locator('head script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? '') as Record<string, unknown>;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'tai'] as Language[]) {
    test(`a shopper reads a product page and the home board from the HTML alone (${language})`, async ({
      page,
      journey,
    }) => {
      await journey.useLanguage(language);
      await page.goto(LANTERN_PATH);
      // Name, price, the picture (loaded), the shop: the server's words in the page's language.
      const name = language === 'en' ? LANTERN.name : LANTERN.thaiName;
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      if (language === 'en') await expect(page.locator('.detail-price')).toHaveText(LANTERN.price);
      else await expect(page.locator('.detail-price')).toContainText('24.00');
      const picture = page.getByRole('img', { name });
      await expect(picture).toBeVisible();
      await expect.poll(() => picturesLoaded(page, '.gallery img')).not.toContain(false);
      const box = await picture.boundingBox();
      expect(box?.width).toBeGreaterThan(300);
      await expect(page.locator('.detail-shop-name')).toHaveText(
        language === 'en' ? SHOP.name : SHOP.thaiName,
      );
      await expect(page.locator(`a[href="/shop/${SHOP.id}"]`)).toBeVisible();
      await journey.shot(`product-without-javascript-${language}`);

      await page.goto('/home');
      // The banners, the categories, the hot products, each with its picture.
      await expect(page.locator('.home-banner-slide img').first()).toBeVisible();
      const categories = page.locator('#home-categories').locator('xpath=../..');
      await expect(categories.getByRole('listitem')).toHaveCount(10);
      const hot = page.locator('section[aria-labelledby="home-products"]');
      await expect(hot.locator('img').first()).toBeVisible();
      expect(await hot.locator('img').count()).toBeGreaterThan(0);
      await expect
        .poll(() =>
          picturesLoaded(
            page,
            '.home-banner-slide img, section[aria-labelledby="home-products"] img',
          ),
        )
        .not.toContain(false);
      await journey.shot(`home-without-javascript-${language}`);
      await hot.scrollIntoViewIfNeeded();
      await journey.shot(`home-hot-products-without-javascript-${language}`);
    });
  }
});

test.describe('pictures of the server HTML, once the app has hydrated', () => {
  test('a picture that loaded before hydration shows as loaded (the home banner), the others load as they near the view', async ({
    page,
    journey,
  }) => {
    // The app's scripts arrive late: the pictures of the HTML finish first.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/home');
    const banner = page.locator('.home-banner-slide .lazy-image').first();
    await expect(banner).toHaveAttribute('data-state', 'loaded');
    await expect(banner.locator('img')).toHaveCSS('opacity', '1');
    await journey.shot('home-hydrated');
    // Below the fold: native lazy loading, then loaded and shown once scrolled to.
    const hot = page.locator('section[aria-labelledby="home-products"]');
    await hot.scrollIntoViewIfNeeded();
    const card = hot.locator('.lazy-image').first();
    await expect(card).toHaveAttribute('data-state', 'loaded');
    await expect(card.locator('img')).toHaveCSS('opacity', '1');
    await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
    await journey.shot('home-hydrated-hot-products');

    await page.goto(LANTERN_PATH);
    const main = page.locator('.gallery .lazy-image').first();
    await expect(main).toHaveAttribute('data-state', 'loaded');
    await expect(main.locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('.detail-shop .lazy-image')).toHaveAttribute('data-state', 'loaded');
  });
});

test.describe('a product page for crawlers and link previews', () => {
  const url = (baseURL: string | undefined, path: string) => `${baseURL}${path}`;

  test('<title>: the product and its shop', async ({ page }) => {
    await page.goto(LANTERN_PATH);
    await expect(page).toHaveTitle(
      'Rechargeable Camping Lantern, 400 lm from Trailhead Supply · Storefront',
    );
  });

  test('<meta name="description">: the product, its price and shop', async ({ page }) => {
    await page.goto(LANTERN_PATH);
    await expect(metaContent(page, 'description')).toHaveAttribute(
      'content',
      /^Buy Rechargeable Camping Lantern, 400 lm for \$24\.00 from Trailhead Supply on Storefront\. A warm 400-lumen light/,
    );
  });

  test('<link rel="canonical">: the absolute product address', async ({
    page,
    request,
    baseURL,
  }) => {
    // Another shop's id in the address: moved for good to the product's own address.
    const moved = await request.get(`/detail/${LANTERN.id}/999`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(LANTERN_PATH);
    await page.goto(`/detail/${LANTERN.id}/999`);
    await expect(page).toHaveURL(url(baseURL, LANTERN_PATH));
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      url(baseURL, LANTERN_PATH),
    );
  });

  const openGraph: Array<[string, (base: string) => string | RegExp]> = [
    ['og:type', () => 'product'],
    ['og:title', () => 'Rechargeable Camping Lantern, 400 lm from Trailhead Supply · Storefront'],
    ['og:description', () => /^Buy Rechargeable Camping Lantern, 400 lm for \$24\.00/],
    ['og:image', (base) => `${base}/uploads/catalog/product-32.svg`],
    ['og:url', (base) => `${base}${LANTERN_PATH}`],
    ['og:site_name', () => 'Storefront'],
    ['twitter:card', () => 'summary_large_image'],
    [
      'twitter:title',
      () => 'Rechargeable Camping Lantern, 400 lm from Trailhead Supply · Storefront',
    ],
    ['twitter:description', () => /^Buy Rechargeable Camping Lantern, 400 lm for \$24\.00/],
    ['twitter:image', (base) => `${base}/uploads/catalog/product-32.svg`],
  ];
  for (const [key, expected] of openGraph) {
    test(`${key}`, async ({ page, baseURL }) => {
      await page.goto(LANTERN_PATH);
      const tag = metaContent(page, key);
      await expect(tag).toHaveCount(1);
      await expect(tag).toHaveAttribute('content', expected(baseURL ?? ''));
    });
  }

  test('og:image is a picture the shop serves', async ({ page, request }) => {
    await page.goto(LANTERN_PATH);
    const image = await metaContent(page, 'og:image').getAttribute('content');
    const answer = await request.get(image ?? '');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^image\//);
  });

  test('JSON-LD Product: name, description, pictures, address', async ({ page, baseURL }) => {
    await page.goto(LANTERN_PATH);
    const product = await jsonLdOf(page);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: LANTERN.name,
      sku: String(LANTERN.id),
      url: url(baseURL, LANTERN_PATH),
    });
    expect(product.description).toMatch(/^A warm 400-lumen light/);
    expect(product.image).toContain(`${baseURL}/uploads/catalog/product-32.svg`);
  });

  test('JSON-LD Offer: price, currency, availability from the stock, address', async ({
    page,
    baseURL,
  }) => {
    await page.goto(LANTERN_PATH);
    expect((await jsonLdOf(page)).offers).toMatchObject({
      '@type': 'Offer',
      price: '24.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: url(baseURL, LANTERN_PATH),
      seller: { '@type': 'Organization', name: SHOP.name, url: url(baseURL, `/shop/${SHOP.id}`) },
    });
  });

  test('JSON-LD AggregateRating: only once the product has reviews', async ({ page }) => {
    await page.goto(LANTERN_PATH);
    expect((await jsonLdOf(page)).aggregateRating).toBeUndefined();
    await page.goto(REVIEWED_PATH);
    expect((await jsonLdOf(page)).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '5.00',
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
  });

  test('JSON-LD goes by the CSP: no violation while the page loads and hydrates', async ({
    page,
    cspViolations,
  }) => {
    await page.goto(REVIEWED_PATH);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
    // The fixture fails the journey on any violation; none has come by now either.
    expect(cspViolations).toEqual([]);
  });

  test("the title and description are in the page's language", async ({ page, journey }) => {
    await journey.useLanguage('tai');
    await page.goto(LANTERN_PATH);
    await expect(page).toHaveTitle(`${LANTERN.thaiName} จาก ${SHOP.thaiName} · Storefront`);
    await expect(metaContent(page, 'description')).toHaveAttribute(
      'content',
      new RegExp(`^ซื้อ ${LANTERN.thaiName} ในราคา`),
    );
    await expect(metaContent(page, 'og:locale')).toHaveAttribute('content', 'th_TH');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await journey.shot('product-thai');
  });
});

test.describe('other public pages', () => {
  test("a shop's page: title, description, canonical, preview picture", async ({
    page,
    baseURL,
    journey,
  }) => {
    await page.goto(`/shop/${SHOP.id}`);
    await expect(page).toHaveTitle('Trailhead Supply – all products · Storefront');
    await expect(metaContent(page, 'description')).toHaveAttribute(
      'content',
      /^Browse the products of Trailhead Supply on Storefront, rated \d\.\d\d out of 5\./,
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/shop/${SHOP.id}`,
    );
    await expect(metaContent(page, 'og:type')).toHaveAttribute('content', 'website');
    await expect(metaContent(page, 'og:title')).toHaveAttribute(
      'content',
      'Trailhead Supply – all products · Storefront',
    );
    await expect(metaContent(page, 'og:url')).toHaveAttribute(
      'content',
      `${baseURL}/shop/${SHOP.id}`,
    );
    await expect(metaContent(page, 'og:image')).toHaveAttribute(
      'content',
      new RegExp(`^${baseURL}/uploads/`),
    );
    await expect(metaContent(page, 'twitter:card')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(metaContent(page, 'twitter:image')).toHaveAttribute(
      'content',
      new RegExp(`^${baseURL}/uploads/`),
    );
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
    await journey.shot('shop');
  });

  test('home, explore and search: a translated title and description, and canonical', async ({
    page,
    baseURL,
    journey,
  }) => {
    for (const [path, title] of [
      ['/home', 'Home · Storefront'],
      ['/explore', 'Explore · Storefront'],
      ['/search', 'Search · Storefront'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(metaContent(page, 'description')).toHaveAttribute('content', /Storefront/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      );
      await expect(metaContent(page, 'robots')).toHaveCount(0);
    }
    await journey.useLanguage('tai');
    await page.goto('/home');
    await expect(page).toHaveTitle('หน้าแรก · Storefront');
    await expect(metaContent(page, 'description')).toHaveAttribute('content', /ทุกวันบน Storefront/);
    await expect(page.locator('title')).toHaveCount(1);
  });

  test('one <title> per page, also where the shell titles the screen', async ({ page }) => {
    for (const path of [LANTERN_PATH, '/home', '/login']) {
      await page.goto(path);
      await expect(page.locator('title')).toHaveCount(1);
    }
    await expect(page).toHaveTitle('Log in · Storefront');
  });
});

test.describe('signed-in pages', () => {
  test('are not indexed: <meta name="robots" content="noindex">', async ({ page, journey }) => {
    await journey.signInByApi();
    for (const path of ['/bag', '/myPurchases', '/profile']) {
      await page.goto(path);
      await expect(metaContent(page, 'robots')).toHaveAttribute('content', 'noindex');
    }
    // A public page stays indexable for the same shopper.
    await page.goto(LANTERN_PATH);
    await expect(metaContent(page, 'robots')).toHaveCount(0);
  });
});

test.describe('files for crawlers', () => {
  test('robots.txt allows the guest paths, disallows the rest, names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await answer.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/home', '/explore', '/search', '/detail', '/shop', '/login'])
      expect(lines).toContain(`Allow: ${path}`);
    expect(lines).toContain('Disallow: /');
    expect(lines).not.toContain('Allow: /bag');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml lists home, explore, every product and every shop', async ({
    request,
    baseURL,
  }) => {
    const answer = await request.get('/sitemap.xml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await answer.text();
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls.slice(0, 2)).toEqual([`${baseURL}/home`, `${baseURL}/explore`]);
    expect(urls).toContain(`${baseURL}${LANTERN_PATH}`);
    expect(urls).toContain(`${baseURL}/shop/${SHOP.id}`);
    // As many products and shops as the catalog has.
    const catalog = (await (await request.get('/api/index/product?page=1&limit=1')).json()) as {
      data: { total: number };
    };
    const shops = (await (await request.get('/api/index/hot_merchant?page=1&limit=1')).json()) as {
      data: { total: number };
    };
    expect(urls.filter((loc) => loc?.includes('/detail/'))).toHaveLength(catalog.data.total);
    expect(urls.filter((loc) => loc?.includes('/shop/'))).toHaveLength(shops.data.total);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

test.describe('what does not exist answers 404 with the not-found screen', () => {
  for (const [what, path, heading] of [
    ['an unknown product', '/detail/999999/3', 'This product is not available'],
    ['an unknown shop', '/shop/999999', 'This shop is not available'],
    ['an unknown path, signed in', '/unknown-path', 'Page not found'],
  ] as const) {
    test(what, async ({ page, request, journey }) => {
      let headers: Record<string, string> = {};
      if (path === '/unknown-path') {
        // A guest is sent to log in first there (spec section 6): only a shopper sees the 404.
        const guest = await request.get(path, { maxRedirects: 0 });
        expect(guest.status()).toBe(302);
        expect(guest.headers().location).toBe('/login?redirect=%2Funknown-path');
        headers = { cookie: `Admin-Token=${await journey.signInByApi()}` };
      }
      const answer = await request.get(path, { headers });
      expect(answer.status()).toBe(404);
      expect(await answer.text()).toContain(heading);

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page not found · Storefront');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText(heading, { exact: true }).last()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
      await expect(metaContent(page, 'robots')).toHaveAttribute('content', 'noindex');
      await journey.shot(what);
    });
  }

  test('in the page language', async ({ page, journey }) => {
    await journey.useLanguage('tai');
    const response = await page.goto('/detail/999999/3');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'กลับหน้าแรก' })).toBeVisible();
    await journey.shot('unknown-product-thai');
  });
});

test.describe('a guest on a signed-in page', () => {
  test('is sent to log in first by the server, and back after signing in', async ({
    page,
    request,
    journey,
  }) => {
    const answer = await request.get('/bag', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/login?redirect=%2Fbag');
    // The reason is in the login page's HTML.
    expect(await (await request.get('/login?redirect=%2Fbag')).text()).toContain(
      'Please log in first',
    );

    await page.goto('/bag');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbag$/);
    await expect(page.getByRole('status').filter({ hasText: 'Please log in first' })).toBeVisible();
    await journey.shot('login-first');
    await page.getByLabel('E-mail', { exact: true }).fill(demoShopper.email);
    await page.getByLabel('Password', { exact: true }).fill(demoShopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/bag$/);
    await expect(page.locator('.bag-line, .empty-state').first()).toBeVisible();
  });

  test('a path off the app is not followed after signing in', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example%2F');
    await expect(page.getByRole('status').filter({ hasText: 'Please log in first' })).toHaveCount(
      0,
    );
    await page.getByLabel('E-mail', { exact: true }).fill(demoShopper.email);
    await page.getByLabel('Password', { exact: true }).fill(demoShopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('stopped by the browser guard, still gets the toast', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Please log in first');
  });
});
