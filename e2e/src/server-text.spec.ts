import type { APIRequestContext, Page } from '@playwright/test';
import { expect, resetShop, test, type Language } from './harness/fixtures';

/*
 * The server's words in the shopper's language (contracts/openapi.yaml, "Language"): a shopper who
 * reads Thai or Chinese sees the home board, a product and a shop with no English the server wrote
 * (product names and descriptions, shop names and slogans, banners, notices), and the words in
 * their own language instead. What the server wrote in English is asked of the API (no `lang`),
 * and none of it may be on the page.
 */

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

const PRODUCT = { id: 27, merId: 3 };
const SHOP = 3;

interface Named {
  name: string;
  description?: string;
}

async function data<T>(request: APIRequestContext, path: string, language?: Language) {
  const answer = await request.get(path, language ? { headers: { lang: language } } : {});
  return ((await answer.json()) as { data: T }).data;
}

/** The server's shopper-visible words on the home board, the product and the shop, in `language`. */
async function serverWords(request: APIRequestContext, language?: Language) {
  const board = await data<{
    banners: { title: string; text: string; action: string }[];
    notices: string[];
    recommended: Named[];
  }>(request, '/api/index/index', language);
  const hot = await data<{ list: Named[] }>(request, '/api/index/hot_product', language);
  const shops = await data<{ list: Named[] }>(request, '/api/index/hot_merchant', language);
  const product = await data<Named & { shop: Named }>(
    request,
    `/api/product/detail?id=${PRODUCT.id}`,
    language,
  );
  const shop = await data<Named>(request, `/api/shop/detail?id=${SHOP}`, language);
  const shopProducts = await data<{ list: Named[] }>(
    request,
    `/api/shop/products?mer_id=${SHOP}&limit=20`,
    language,
  );
  const texts = (items: Named[]) => items.flatMap((item) => [item.name, item.description ?? '']);
  return {
    home: [
      ...board.banners.flatMap((banner) => [banner.title, banner.text, banner.action]),
      ...board.notices,
      ...texts(board.recommended),
      ...texts(hot.list),
      ...texts(shops.list),
    ].filter(Boolean),
    product: [...texts([product, product.shop])].filter(Boolean),
    shop: [...texts([shop]), ...texts(shopProducts.list)].filter(Boolean),
    bannerTitle: board.banners[0]?.title ?? '',
    productName: product.name,
    productDescription: product.description ?? '',
    shopName: shop.name,
    shopSlogan: shop.description ?? '',
  };
}

/** The page's visible text, once the screen has what it waits for. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

function expectNone(text: string, english: string[], where: string) {
  const shown = english.filter((words) => text.includes(words));
  expect(shown, `English server text on ${where}`).toEqual([]);
}

for (const language of ['tai', 'zh-CN'] as const) {
  test(`home, a product and a shop show the server's words in ${language}, none in English`, async ({
    page,
    request,
    journey,
  }) => {
    const english = await serverWords(request);
    const own = await serverWords(request, language);
    await journey.useLanguage(language);

    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 2, name: own.bannerTitle })).toBeVisible();
    await expect(page.locator('#home-products')).toBeVisible();
    await expect(page.locator('.home-shop-name').first()).toBeVisible();
    await expect(page.locator('.product-card-name').first()).toBeVisible();
    expectNone(await visibleText(page), english.home, 'home');
    await journey.shot(`${language}-home`);

    await page.goto(`/detail/${PRODUCT.id}/${PRODUCT.merId}`);
    await expect(page.getByRole('heading', { level: 2, name: own.productName })).toBeVisible();
    await expect(page.getByText(own.productDescription)).toBeVisible();
    await expect(page.locator('.detail-shop-name')).toHaveText(own.shopName);
    expectNone(await visibleText(page), english.product, 'the product');
    await journey.shot(`${language}-product`);

    await page.goto(`/shop/${SHOP}`);
    await expect(page.locator('#shop-name')).toHaveText(own.shopName);
    await expect(page.getByText(own.shopSlogan)).toBeVisible();
    await expect(page.locator('.product-card-name').first()).toBeVisible();
    expectNone(await visibleText(page), english.shop, 'the shop');
    await journey.shot(`${language}-shop`);
  });
}
