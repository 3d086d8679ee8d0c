import type { APIRequestContext, Page } from '@playwright/test';
import { demoShopper, expect, resetShop, test } from './harness/fixtures';
import { expectToast } from './harness/toasts';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

interface Product {
  id: number;
  mer_id: number;
  name: string;
  stock: number;
}

/**
 * Two products of two different shops, neither already in the demo shopper's cart (the seed
 * puts products 5 and 40 there). Picked through the API; the shopper adds them on their pages.
 */
async function twoProductsOfTwoShops(request: APIRequestContext): Promise<[Product, Product]> {
  const answer = (await (await request.get('/api/index/product?page=1&limit=40')).json()) as {
    data: { list: Product[] };
  };
  const candidates = answer.data.list.filter(
    (product) => product.stock >= 2 && ![5, 40].includes(product.id),
  );
  const first = candidates[0];
  const second = candidates.find((product) => product.mer_id !== first?.mer_id);
  if (!first || !second) throw new Error('the seed has no two products of two shops');
  return [first, second];
}

async function logInOnTheLoginScreen(page: Page) {
  // A page load of a protected address is sent to /login by the server, which names the address
  // to return to (`?redirect=`); a navigation inside the app goes to /login itself.
  await expect(page).toHaveURL(/\/login(\?redirect=[^&]+)?$/);
  await page.getByLabel('E-mail', { exact: true }).fill(demoShopper.email);
  await page.getByLabel('Password').fill(demoShopper.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

function orderCard(page: Page, productName: string) {
  return page.getByRole('article').filter({ hasText: productName });
}

test.describe('shopping', () => {
  test('two shops in one cart, checkout, payment, shipping and receipt', async ({
    page,
    journey,
    mock,
    request,
  }) => {
    const [tent, lamp] = await twoProductsOfTwoShops(request);

    // The cart asks a guest to log in, and the login screen brings the shopper back to it.
    await page.goto('/bag');
    await logInOnTheLoginScreen(page);
    await expect(page).toHaveURL(/\/bag$/);

    // Two products from two shops, each through its product page.
    for (const product of [tent, lamp]) {
      await page.goto(`/detail/${product.id}/${product.mer_id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expectToast(page, 'Added to cart');
    }

    // The cart groups them by shop; only these two go to the checkout.
    await page.goto('/home');
    await page.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/\/bag$/);
    await expect(page.getByRole('link', { name: tent.name })).toBeVisible();
    await expect(page.getByRole('link', { name: lamp.name })).toBeVisible();
    const all = page.getByRole('checkbox', { name: 'All', exact: true });
    await expect(all).toBeChecked();
    // The cart's ticks are controlled by the server's cart: the tick follows a moment after the tap.
    await all.click();
    await expect(all).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Check out (0)' })).toBeVisible();
    await page.getByRole('button', { name: 'Check out (0)' }).click();
    await expect(page.getByText('Please select items first')).toBeVisible();
    const tentTick = page.getByRole('checkbox', { name: `Select ${tent.name}` });
    await tentTick.click();
    await expect(tentTick).toBeChecked();
    const lampTick = page.getByRole('checkbox', { name: `Select ${lamp.name}` });
    await lampTick.click();
    await expect(lampTick).toBeChecked();
    await expect(page.getByRole('button', { name: 'Check out (2)' })).toBeVisible();
    await journey.shot('cart');
    await page.getByRole('button', { name: 'Check out (2)' }).click();

    // Checkout: the default address, one block per shop, the server's totals.
    await expect(page).toHaveURL(/\/checkout$/);
    const address = page.getByRole('region', { name: 'Shipping address' });
    await expect(address.getByText('1 Market Street, Apt 5')).toBeVisible();
    // Kept screens stay in the page, hidden: only what is on show counts.
    await expect(page.getByText(tent.name).filter({ visible: true })).toBeVisible();
    await expect(page.getByText(lamp.name).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Total');
    // The other address can be chosen instead.
    await address.getByRole('button', { name: 'Change' }).click();
    await address.getByRole('radio', { name: /200 Broadway/ }).click();
    await expect(address.getByText('200 Broadway, Floor 3')).toBeVisible();
    // An unknown promo code is reported by the preview and not used.
    await page.getByLabel('Promo code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
    await page.getByLabel('Promo code').fill('');
    await page.getByRole('button', { name: 'Apply' }).click();
    await journey.shot('checkout');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expectToast(page, 'Order created');

    // Payment: one payment for both orders; a wrong code fails, the right one pays.
    await expect(page).toHaveURL(/\/payment\?orders=\d+,\d+$/);
    const orderIds = new URL(page.url()).searchParams.get('orders')?.split(',').map(Number) ?? [];
    expect(orderIds).toHaveLength(2);
    await expect(page.getByRole('heading', { name: 'Orders to pay (2)' })).toBeVisible();
    const payButton = page.getByRole('button', { name: /^Pay / });
    await payButton.click();
    await expect(page.getByText('Please enter the payment code')).toBeVisible();
    await page.getByLabel('Payment code').fill('000000');
    await payButton.click();
    // Said once, at the field (no toast repeats it), which is focused to be typed again.
    await expect(page.getByLabel('Payment code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/The payment code is wrong/)).toHaveCount(1);
    await expect(page.getByLabel('Payment code')).toBeFocused();
    await journey.shot('payment-failed');
    await page.getByLabel('Payment code').fill(demoShopper.paymentCode);
    await payButton.click();
    // Paid: the screen confirms it (amount, both orders, what comes next), and leads on.
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Orders paid (2)' })).toBeVisible();
    await journey.shot('payment-confirmed');
    await page.getByRole('link', { name: 'View my orders' }).click();

    // Both orders wait for their shops to ship.
    await expect(page).toHaveURL(/\/myPurchases\/1$/);
    await expect(page.getByRole('link', { name: 'Awaiting shipment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(orderCard(page, tent.name)).toBeVisible();
    await expect(orderCard(page, lamp.name)).toBeVisible();
    await expect(
      orderCard(page, tent.name).getByRole('link', { name: 'Request a refund' }),
    ).toHaveAttribute('href', /^\/refund\/\d+\/\d{12,20}\/\d+\/\d+\.\d{2}$/);
    await journey.shot('waiting-deliver');

    // The tent's shop ships it (mock control); the shopper sees it shipped, with its timeline.
    const tentOrderId = await orderIdOf(page, tent.name);
    await mock.post(`/__mock/orders/${tentOrderId}/ship`);
    await page.getByRole('link', { name: 'Shipped' }).click();
    await expect(page).toHaveURL(/\/myPurchases\/2$/);
    await expect(orderCard(page, tent.name)).toBeVisible();
    await orderCard(page, tent.name)
      .getByRole('link', { name: /^Details of order/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${tentOrderId}$`));
    await expect(
      page.getByRole('region', { name: 'Shipping progress' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(page.getByText(/^TRK\d+$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat with the shop' })).toHaveAttribute(
      'href',
      `/chatRoomDetail/${tent.mer_id}`,
    );
    await journey.shot('order-detail-shipped');
    await page.goBack();
    await expect(page).toHaveURL(/\/myPurchases\/2$/);

    // Confirm received, after the question.
    await orderCard(page, tent.name).getByRole('button', { name: 'Confirm received' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm you received this order?' });
    await dialog.getByRole('button', { name: 'Confirm received' }).click();
    await expectToast(page, 'Marked as received');
    await expect(orderCard(page, tent.name)).toHaveCount(0);
    await page.getByRole('link', { name: 'Received', exact: true }).click();
    await expect(page).toHaveURL(/\/myPurchases\/3$/);
    await expect(
      orderCard(page, tent.name).getByRole('link', { name: 'Write a review' }),
    ).toHaveAttribute('href', `/comment?order=${tentOrderId}`);
    await journey.shot('received');

    // Back walks back through the tabs.
    await page.goBack();
    await expect(page).toHaveURL(/\/myPurchases\/2$/);
  });

  test('an unpaid order is cancelled after the question', async ({ page, journey }) => {
    await journey.signInByApi();
    await page.goto('/myPurchases/0');
    const unpaid = page.getByRole('article').first();
    await expect(unpaid).toBeVisible();
    const detailName =
      (await unpaid.getByRole('link', { name: /^Details of order/ }).getAttribute('aria-label')) ??
      '';
    expect(detailName).toMatch(/^Details of order \d{12,20}$/);
    const orders = page.getByRole('list', { name: 'Orders' }).getByRole('article');
    const before = await orders.count();

    await unpaid.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toBeVisible();
    await journey.shot('cancel-question');
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(orders).toHaveCount(before);

    await unpaid.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(page, 'Order cancelled');
    await expect(orders).toHaveCount(before - 1);
    await page.getByRole('link', { name: 'Cancelled' }).click();
    await expect(page).toHaveURL(/\/myPurchases\/-1$/);
    await expect(page.getByRole('link', { name: detailName })).toBeVisible();
    await journey.shot('cancelled');
  });
});

/** The id of the order holding this product, from its detail link. */
async function orderIdOf(page: Page, productName: string): Promise<number> {
  const href = await orderCard(page, productName)
    .getByRole('link', { name: /^Details of order/ })
    .getAttribute('href');
  const id = Number(/\/orderInfo\/(\d+)$/.exec(href ?? '')?.[1]);
  if (!id) throw new Error(`no order link for ${productName}`);
  return id;
}
