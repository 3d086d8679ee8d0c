import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoShopper, expect, languages, resetShop, test, type Language } from './harness/fixtures';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/src/i18n/locales',
);

type Strings = { [key: string]: string | Strings };

/** The app's own strings of one language, so the journey finds what that shopper reads. */
function stringsOf(language: Language): (key: string, values?: Record<string, string>) => string {
  const strings = JSON.parse(
    readFileSync(path.join(localesDir, `${language}.json`), 'utf8'),
  ) as Strings;
  return (key, values = {}) => {
    let entry: string | Strings | undefined = strings;
    for (const part of key.split('.')) entry = typeof entry === 'object' ? entry[part] : undefined;
    if (typeof entry !== 'string') throw new Error(`no string ${key} in ${language}`);
    return entry.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
  };
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A text with one placeholder left open, as a pattern (e.g. "Pay {{amount}}"). */
function patternOf(template: string): RegExp {
  return new RegExp(`^${escaped(template).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);
}

/** A raw translation key on screen: `cart.checkout`, `orderStatus.waitingPay`. */
const RAW_KEY = /^[a-z]+(\.[a-zA-Z_]+)+$/;

async function expectNoRawKeys(page: Page) {
  const raw = await page.evaluate((source) => {
    const pattern = new RegExp(source);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || element.closest('[hidden], [aria-hidden="true"]')) continue;
      if (element.checkVisibility() && pattern.test(text)) found.push(text);
    }
    return found;
  }, RAW_KEY.source);
  expect(raw, 'no raw translation key is on screen').toEqual([]);
}

interface Product {
  id: number;
  mer_id: number;
  name: string;
  stock: number;
}

/**
 * Two products of two shops, not in the seed cart, put in the cart through the API; their names
 * as the server writes them in `language` (the names the pages show).
 */
async function twoProductsInTheCart(request: APIRequestContext, token: string, language: Language) {
  const products = await request.get('/api/index/product?page=1&limit=40', {
    headers: { lang: language },
  });
  const answer = (await products.json()) as {
    data: { list: Product[] };
  };
  const candidates = answer.data.list.filter((p) => p.stock >= 2 && ![5, 40].includes(p.id));
  const first = candidates[0];
  const second = candidates.find((p) => p.mer_id !== first?.mer_id);
  if (!first || !second) throw new Error('the seed has no two products of two shops');
  for (const product of [first, second]) {
    const added = await request.post('/api/cart/add', {
      headers: { token },
      data: { product_id: product.id, quantity: 1 },
    });
    expect(((await added.json()) as { code: number }).code).toBe(1);
  }
  return [first, second] as const;
}

for (const language of languages) {
  test(`the shopping journey in ${language}`, async ({ page, journey, request }) => {
    const t = stringsOf(language);
    await journey.useLanguage(language);
    const token = await journey.signInByApi();
    const products = await twoProductsInTheCart(request, token, language);

    // Cart: only the two new lines go to the checkout.
    await page.goto('/bag');
    const all = page.getByRole('checkbox', { name: t('cart.selectAll'), exact: true });
    await expect(all).toBeChecked();
    // The cart's ticks are controlled by the server's cart: the tick follows a moment after the tap.
    await all.click();
    await expect(all).not.toBeChecked();
    for (const product of products) {
      const line = page.getByRole('checkbox', {
        name: t('cart.selectLine', { name: product.name }),
      });
      await line.click();
      await expect(line).toBeChecked();
    }
    const checkout = page.getByRole('button', { name: t('cart.checkout', { number: '2' }) });
    await expect(checkout).toBeVisible();
    await expectNoRawKeys(page);
    await journey.shot(`${language}-cart`);
    await checkout.click();

    // Checkout.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: t('checkout.summary') })).toBeVisible();
    await expectNoRawKeys(page);
    await journey.shot(`${language}-checkout`);
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await expect(page.getByText(t('success.createOrder'))).toBeVisible();

    // Payment.
    await expect(page).toHaveURL(/\/payment\?orders=\d+,\d+$/);
    await page.getByLabel(t('payment.code')).fill(demoShopper.paymentCode);
    await expectNoRawKeys(page);
    await journey.shot(`${language}-payment`);
    await page.getByRole('button', { name: patternOf(t('payment.pay')) }).click();
    // Paid: the confirmation, then on to the orders.
    await expect(page.getByRole('heading', { name: t('payment.done.title') })).toBeVisible();
    await expectNoRawKeys(page);
    await journey.shot(`${language}-payment-confirmed`);
    await page.getByRole('link', { name: t('payment.done.viewOrders') }).click();

    // Orders, waiting for the shops.
    await expect(page).toHaveURL(/\/myPurchases\/1$/);
    await expect(
      page.getByRole('link', { name: t('orderStatus.waitingDeliver'), exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    for (const product of products) {
      await expect(page.getByRole('article').filter({ hasText: product.name })).toBeVisible();
    }
    await expectNoRawKeys(page);
    await journey.shot(`${language}-orders`);

    // One order's detail.
    await page
      .getByRole('article')
      .filter({ hasText: products[0].name })
      .getByRole('link', { name: patternOf(t('orders.openNamed')) })
      .click();
    await expect(page).toHaveURL(/\/orderInfo\/\d+$/);
    await expect(page.getByRole('region', { name: t('orders.logistics') })).toBeVisible();
    await expectNoRawKeys(page);
    await journey.shot(`${language}-order-detail`);
  });
}
