import type { APIRequestContext, Page } from '@playwright/test';
import { demoShopper, expect, resetShop, test } from './harness/fixtures';
import { expectToast } from './harness/toasts';

// Journeys for the flows of issue 32 (items 1 to 5): a first payment code set from the payment
// and back to it, a refund application with a choice left out, an address added from the
// checkout and back, a guest's Add to cart kept through the sign-in, and the confirmation of a
// payment.

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

/** A visible field by its exact label (kept-alive screens stay in the page, hidden). */
function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).filter({ visible: true });
}

interface Product {
  id: number;
  mer_id: number;
  name: string;
  price: string;
  stock: number;
}

/** A product in stock that is not in the demo shopper's seeded cart (5 and 40 are). */
async function aProduct(request: APIRequestContext): Promise<Product> {
  const answer = (await (await request.get('/api/index/product?page=1&limit=20')).json()) as {
    data: { list: Product[] };
  };
  const product = answer.data.list.find((one) => one.stock >= 3 && ![5, 40].includes(one.id));
  if (!product) throw new Error('the seed has no product in stock');
  return product;
}

/** A new shopper (no address, no payment code, no money), signed in in the browser. */
async function newShopper(
  request: APIRequestContext,
  signIn: (email: string, password: string) => Promise<string>,
  email: string,
): Promise<{ token: string; id: number }> {
  const registered = (await (
    await request.post('/api/user/register', {
      data: { email, password: 'secret1', confirm_password: 'secret1', nickname: 'New Shopper' },
    })
  ).json()) as { code: number; msg: string };
  expect(registered.code, registered.msg).toBe(1);
  const token = await signIn(email, 'secret1');
  const info = (await (
    await request.get('/api/user/getUserInfo', { headers: { token } })
  ).json()) as { data: { id: number } };
  return { token, id: info.data.id };
}

test.describe('shopper flows', () => {
  test('a new shopper adds an address from the checkout, sets a first payment code from the payment, and sees the payment confirmed', async ({
    page,
    journey,
    mock,
    request,
  }) => {
    const product = await aProduct(request);
    const shopper = await newShopper(request, journey.signInByApi, 'first.buyer@example.com');
    await mock.post(`/__mock/shoppers/${shopper.id}/top-up`, { amount: '5000' });

    // Item 3: no address at the checkout; "Add an address" opens the form itself.
    await page.goto(`/detail/${product.id}/${product.mer_id}`);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?buy=${product.id}x1$`));
    const address = page.getByRole('region', { name: 'Shipping address' });
    await expect(address.getByText('You have no shipping address yet.')).toBeVisible();
    await journey.shot('checkout without an address');
    await address.getByRole('link', { name: 'Add an address' }).click();
    await expect(page).toHaveURL(/\/addressForm\?redirect=%2Fcheckout%3Fbuy%3D\d+x1$/);
    await expect(
      page.getByText('Once it is saved, you go back to the checkout with this address chosen.'),
    ).toBeVisible();
    await field(page, 'Addressee').fill('Mia Park');
    await field(page, 'Mobile phone').fill('+14155550123');
    await field(page, 'Area').fill('San Francisco, CA, USA');
    await field(page, 'Detailed address').fill('500 Howard Street');
    await page.getByRole('button', { name: 'Home', exact: true }).click();
    await journey.shot('address form from the checkout');
    await page.getByRole('button', { name: 'Save address' }).click();

    // Back on the same checkout (Back in the history, not a new entry), the address chosen.
    await expect(page).toHaveURL(new RegExp(`/checkout\\?buy=${product.id}x1$`));
    await expect(address.getByText('500 Howard Street')).toBeVisible();
    await journey.shot('checkout with the new address');
    await page.getByRole('button', { name: 'Place order' }).click();

    // Item 1: the payment asks for a code first; setting it reads as setting, and comes back.
    await expect(page).toHaveURL(/\/payment\?orders=\d+$/);
    const payment = page.url();
    await expect(page.getByText('Set a payment code before paying.')).toBeVisible();
    await page.getByRole('link', { name: 'Set payment code' }).click();
    await expect(page).toHaveURL(/\/changePayPwd\?redirect=%2Fpayment%3Forders%3D\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set payment code' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change payment code' })).toHaveCount(0);
    await expect(field(page, 'Current payment code')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Payment code · /);
    await journey.shot('first payment code from the payment');
    await field(page, 'New payment code').fill('246810');
    await field(page, 'Repeat the payment code').fill('246810');
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await expectToast(page, 'Payment code set');
    await expect(page).toHaveURL(payment);
    await expect(page.getByText('Set a payment code before paying.')).toHaveCount(0);

    // Item 5: paid, the screen confirms it: amount, orders, what next, and the ways on.
    await field(page, 'Payment code').fill('246810');
    await page.getByRole('button', { name: /^Pay / }).click();
    const done = page.getByRole('heading', { name: 'Payment received' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(page).toHaveURL(payment);
    const confirmation = page.getByRole('region', { name: 'Payment received' });
    await expect(confirmation).toContainText('Amount paid');
    await expect(confirmation).toContainText(/\$\d/);
    const orders = page.getByRole('region', { name: 'Orders paid (1)' });
    await expect(orders).toContainText(/Order no\. \d{12,20}|Order \d{12,20}/);
    await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(
      'The shop now packs and ships your order.',
    );
    await journey.shot('payment confirmed');
    const orderId = new URL(payment).searchParams.get('orders');
    await page.getByRole('link', { name: 'View order' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${orderId}$`));
    await expect(
      page.getByText('Awaiting shipment').filter({ visible: true }).first(),
    ).toBeVisible();
    // Back shows the confirmation again, not the form.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  test('a refund application with a choice left out takes the shopper to it', async ({
    page,
    journey,
    mock,
    request,
  }) => {
    const token = await journey.signInByApi();
    const product = await aProduct(request);
    const created = (await (
      await request.post('/api/order/create', {
        headers: { token },
        data: { address_id: 1, items: [{ product_id: product.id, quantity: 1 }] },
      })
    ).json()) as { data: { orders: Array<{ id: number; sn: string; total: string }> } };
    const order = created.data.orders[0];
    if (!order) throw new Error('no order was created');
    const paid = (await (
      await request.post('/api/order/pay', {
        headers: { token },
        data: { order_ids: [order.id], pay_password: demoShopper.paymentCode },
      })
    ).json()) as { code: number; msg: string };
    expect(paid.code, paid.msg).toBe(1);
    // Shipped: whether the goods arrived is for the shopper to say.
    await mock.post(`/__mock/orders/${order.id}/ship`);

    await page.goto(`/refund/${order.id}/${order.sn}/${product.id}/${order.total}`);
    await page.getByRole('radio', { name: 'Refund only, no return' }).check();
    await page.getByRole('button', { name: 'Apply for a refund' }).click();

    const goods = page.getByRole('group', { name: 'Goods status' });
    await expect(goods).toHaveAttribute('aria-invalid', 'true');
    await expect(goods.getByText('Please say whether you received the goods')).toBeVisible();
    await expect(goods).toBeInViewport();
    await expect(page.getByRole('radio', { name: 'Not received' })).toBeFocused();
    await journey.shot('refund with the goods status left out');

    // Answered, the error goes and the next one left out is where the shopper is taken.
    await page.getByRole('radio', { name: 'Received', exact: true }).check();
    await expect(goods).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Apply for a refund' }).click();
    await expect(field(page, 'Reason')).toBeFocused();
    await expect(field(page, 'Reason')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a guest’s Add to cart is done once they have signed in', async ({ page, request }) => {
    const product = await aProduct(request);
    await page.goto(`/detail/${product.id}/${product.mer_id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await field(page, 'E-mail').fill(demoShopper.email);
    await field(page, 'Password').fill(demoShopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(new RegExp(`/detail/${product.id}/${product.mer_id}$`));
    await expectToast(page, `Added to cart: ${product.name} × 2`);
    const token = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'Admin-Token',
    )?.value;
    const cart = (await (
      await request.get('/api/cart/list', { headers: { token: token ?? '' } })
    ).json()) as {
      data: { shops: Array<{ items: Array<{ product_id: number; quantity: number }> }> };
    };
    const line = cart.data.shops
      .flatMap((shop) => shop.items)
      .find((item) => item.product_id === product.id);
    expect(line?.quantity).toBe(2);

    // Done once: the product page opened again adds nothing more.
    await page.reload();
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
    const again = (await (
      await request.get('/api/cart/list', { headers: { token: token ?? '' } })
    ).json()) as typeof cart;
    expect(
      again.data.shops.flatMap((shop) => shop.items).find((item) => item.product_id === product.id)
        ?.quantity,
    ).toBe(2);
  });
});
