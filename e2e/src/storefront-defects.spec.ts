import type { APIRequestContext } from '@playwright/test';
import { expect, resetShop, test, type Language } from './harness/fixtures';
import { expectToast } from './harness/toasts';

// Journeys for the storefront defects of issue 18: buy now, a double tap on Place order, the ways
// to a complaint and a chat from a shop and an order, the reset screen at 390 px.

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

interface CartLine {
  cart_id: number;
  product_id: number;
  quantity: number;
  selected: boolean;
  mer_id: number;
}

/** The shopper's cart as lines: what the cart screen lists, with the ticks. */
async function cartLines(request: APIRequestContext, token: string): Promise<CartLine[]> {
  const answer = (await (await request.get('/api/cart/list', { headers: { token } })).json()) as {
    data: {
      shops: Array<{
        mer_id: number;
        items: Array<{ cart_id: number; product_id: number; quantity: number; selected: boolean }>;
      }>;
    };
  };
  return answer.data.shops.flatMap((shop) =>
    shop.items.map(({ cart_id, product_id, quantity, selected }) => ({
      cart_id,
      product_id,
      quantity,
      selected,
      mer_id: shop.mer_id,
    })),
  );
}

async function orderCount(request: APIRequestContext, token: string): Promise<number> {
  const answer = (await (
    await request.get('/api/user/order_list?page=1&limit=1', { headers: { token } })
  ).json()) as { data: { total: number } };
  return answer.data.total;
}

test.describe('storefront defects', () => {
  test('buy now orders exactly what was chosen and leaves the cart as it was', async ({
    page,
    journey,
    request,
  }) => {
    const token = await journey.signInByApi();
    const before = await cartLines(request, token);
    const inCart = before[0];
    if (!inCart) throw new Error('the seed puts products in the demo cart');
    const count = before.reduce((sum, line) => sum + line.quantity, 0);

    // The product already in the cart, bought now at quantity 1.
    await page.goto(`/detail/${inCart.product_id}/${inCart.mer_id}`);
    await expect(page.getByRole('link', { name: `Cart, ${count} items` })).toBeVisible();
    await journey.shot('product with the cart count');
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?buy=${inCart.product_id}x1$`));
    const line = page.locator('.order-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('× 1');
    await journey.shot('checkout of the product bought now');

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/payment\?orders=\d+$/);
    const first = page.url();
    expect(await cartLines(request, token)).toEqual(before);

    // Back to the product (the spent checkout was replaced), and Buy now once more, two this time
    // (the same order again within 1 s would be refused as a double submit): the kept checkout is
    // ready again and makes a second order.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/detail/${inCart.product_id}/`));
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?buy=${inCart.product_id}x2$`));
    await expect(page.locator('.order-line')).toContainText('× 2');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/payment\?orders=\d+$/);
    expect(page.url()).not.toBe(first);
    expect(await cartLines(request, token)).toEqual(before);

    // The Cart tab still counts what the cart holds.
    await page.goto('/home');
    await expect(
      page.getByRole('link', { name: new RegExp(`${count} items in the cart`) }),
    ).toBeVisible();
  });

  test('a double tap on Place order makes one order and opens its payment', async ({
    page,
    journey,
    request,
  }) => {
    const token = await journey.signInByApi();
    const ordersBefore = await orderCount(request, token);
    await page.goto('/checkout');
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(place).toBeEnabled();
    await place.dblclick();
    await expect(page).toHaveURL(/\/payment\?orders=[\d,]+$/);
    await expectToast(page, 'Order created');
    const created = new URL(page.url()).searchParams.get('orders')?.split(',') ?? [];
    expect(await orderCount(request, token)).toBe(ordersBefore + created.length);
    const toasts = await page.evaluate(
      () => (window as unknown as { toastLog?: string[] }).toastLog ?? [],
    );
    expect(toasts.join(' ')).not.toContain('do not resubmit');
    expect(toasts.join(' ')).not.toContain('select');
    await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
  });

  test('a complaint and a chat start from the shop page and from the order details', async ({
    page,
    journey,
    request,
  }) => {
    const token = await journey.signInByApi();
    const [line] = await cartLines(request, token);
    if (!line) throw new Error('the seed puts products in the demo cart');

    await page.goto(`/shop/${line.mer_id}`);
    await journey.shot('shop with chat and complaint');
    await page.getByRole('link', { name: 'Complain about this shop' }).click();
    await expect(page).toHaveURL(new RegExp(`/complaint/${line.mer_id}$`));
    await expect(page.getByText(/About the shop/)).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Chat with the shop' }).click();
    await expect(page).toHaveURL(new RegExp(`/chatRoomDetail/${line.mer_id}$`));

    // An order of that product, then its details.
    const created = (await (
      await request.post('/api/order/create', {
        headers: { token },
        data: { address_id: 1, items: [{ product_id: line.product_id, quantity: 1 }] },
      })
    ).json()) as { data: { orders: Array<{ id: number; sn: string }> } };
    const order = created.data.orders[0];
    if (!order) throw new Error('no order was created');
    await page.goto('/myPurchases');
    const card = page.getByRole('article').filter({ hasText: order.sn });
    await expect(card).toContainText(`Order no. ${order.sn}`);
    await journey.shot('order cards with number and date');
    await page.goto(`/orderInfo/${order.id}`);
    await expect(page.getByRole('heading', { name: `Order no. ${order.sn}` })).toBeVisible();
    await journey.shot('order details');
    await page.getByRole('link', { name: 'Complain', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/complaint/${line.mer_id}\\?order=${order.id}$`));
    await expect(page.getByText(new RegExp(`About order ${order.sn}`))).toBeVisible();
  });

  test('the reset screen fits a 390 px screen', async ({ page }) => {
    await page.goto('/forgotPassword');
    const send = page.getByRole('button', { name: 'Send code' });
    await expect(send).toBeVisible();
    const box = await send.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  for (const language of ['zh-CN', 'tai'] as Language[]) {
    test(`the changed screens in ${language}`, async ({ page, journey, request }) => {
      await journey.useLanguage(language);
      const token = await journey.signInByApi();
      const [line] = await cartLines(request, token);
      if (!line) throw new Error('the seed puts products in the demo cart');
      const created = (await (
        await request.post('/api/order/create', {
          headers: { token },
          data: { address_id: 1, items: [{ product_id: line.product_id, quantity: 1 }] },
        })
      ).json()) as { data: { orders: Array<{ id: number }> } };
      for (const [step, path] of [
        ['order details', `/orderInfo/${created.data.orders[0]?.id}`],
        ['product', `/detail/${line.product_id}/${line.mer_id}`],
        ['shop', `/shop/${line.mer_id}`],
        ['my orders', '/myPurchases'],
        ['me', '/profile'],
        ['bag', '/bag'],
        ['forgot password', '/forgotPassword'],
      ] as const) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await journey.shot(step);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
      }
    });
  }
});
