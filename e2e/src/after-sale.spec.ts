import type { APIRequestContext } from '@playwright/test';
import { expect, resetShop, test } from './harness/fixtures';
import { recordWrites, visible } from './harness/page-watch';
import { pngFile } from './harness/pictures';
import { expectToast } from './harness/toasts';

test.beforeEach(async ({ request }) => {
  await resetShop(request);
});

const picture = pngFile('proof.png');

interface OrderFacts {
  id: number;
  sn: string;
  total: string;
  mer_id: number;
  mer_name: string;
  items: { product_id: number }[];
}

/** The demo shopper's first order in a status of the seed (2 delivered, 3 received). */
async function seedOrder(
  request: APIRequestContext,
  token: string,
  status: number,
): Promise<OrderFacts> {
  const answer = await request.get('/api/user/order_list', {
    params: { status },
    headers: { token },
  });
  const body = (await answer.json()) as { data: { list: OrderFacts[] } };
  const order = body.data.list[0];
  if (!order) throw new Error(`the seed has no order in status ${status}`);
  return order;
}

test.describe('after-sale', () => {
  test('a refund of a delivered order draws back, and a second application is refused', async ({
    page,
    context,
    journey,
    request,
  }) => {
    const token = await journey.signInByApi();
    const order = await seedOrder(request, token, 2);
    const path = `/refund/${order.id}/${order.sn}/${order.items.map((i) => i.product_id).join(',')}/${order.total}`;

    // A second tab holds the same form, as a shopper who opened it twice would.
    const other = await context.newPage();
    await other.goto(path);
    await expect(visible(other).button('Apply for a refund')).toBeVisible();

    const writes = recordWrites(page, '/api/refund/apply');
    const on = visible(page);
    await page.goto(path);
    await expect(on.text(`Order ${order.sn}`)).toBeVisible();
    await expect(on.field('Refund amount (USD)')).toHaveValue(order.total);
    await on.button('Apply for a refund').click();
    await expect(on.text('Please choose the refund type')).toBeVisible();
    await expect(on.text('Please say whether you received the goods')).toBeVisible();
    await expect(on.text('Please choose a reason')).toBeVisible();
    await expect(on.text('Please write an explanation')).toBeVisible();
    await expect(on.text('Please upload a proof')).toBeVisible();
    await on.field('Refund amount (USD)').fill(String(Number(order.total) + 1));
    await expect(on.text('The refund cannot be larger than the amount paid')).toBeVisible();
    await on.field('Refund amount (USD)').fill('-1');
    await expect(on.text('The amount cannot be negative')).toBeVisible();
    expect(writes).toEqual([]);
    await journey.shot('refund-errors');

    await page.getByRole('radio', { name: 'Refund only, no return' }).check();
    await page.getByRole('radio', { name: 'Received', exact: true }).check();
    await on.field('Refund amount (USD)').fill(order.total);
    await on.button('Arrived damaged').click();
    await expect(on.field('Reason')).toHaveValue('Arrived damaged');
    await on.field('Explanation').fill('The box was crushed and the product is broken.');
    await page.getByLabel('Add picture: Proof').setInputFiles(picture);
    await expect(page.getByText('Upload complete')).toBeVisible();
    await journey.shot('refund-filled');
    await on.button('Apply for a refund').click();
    await expectToast(page, 'Application submitted');
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
    await expect(on.text('Refund in progress').first()).toBeVisible();
    await journey.shot('order-drawing-back');

    // The refund screen of this order now tells what was applied for.
    await page.goto(path);
    await expect(on.text('Refund in progress')).toBeVisible();
    await expect(on.text('Arrived damaged')).toBeVisible();
    await journey.shot('refund-applied');

    // The other tab's form was loaded before: the server refuses the second application.
    const second = visible(other);
    await other.getByRole('radio', { name: 'Return and refund' }).check();
    await other.getByRole('radio', { name: 'Not received' }).check();
    await second.field('Reason').fill('Changed my mind');
    await second.field('Explanation').fill('A second try.');
    await other.getByLabel('Add picture: Proof').setInputFiles(picture);
    await expect(other.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await second.button('Apply for a refund').click();
    await expect(other.getByText('A refund was already requested for this order')).toBeVisible();
    await expect(other).toHaveURL(new RegExp(`/refund/${order.id}/`));
    await other.close();
  });

  test('a received order is reviewed once', async ({ page, journey, request }) => {
    const token = await journey.signInByApi();
    const order = await seedOrder(request, token, 3);
    const writes = recordWrites(page, '/api/review/add');
    const on = visible(page);

    await page.goto(`/comment?order=${order.id}`);
    await expect(on.text(`${order.mer_name} · Order ${order.sn}`)).toBeVisible();
    await on.button('Publish review').click();
    await expect(on.text('The review cannot be empty')).toBeVisible();
    expect(writes).toEqual([]);

    await page.getByRole('group', { name: 'Service' }).getByLabel('3 of 5 stars').check();
    await page.getByRole('group', { name: 'Shipping' }).getByLabel('4 of 5 stars').check();
    await on.field('Your review').fill('Solid build, a little slow to arrive.');
    await page.getByLabel('Add picture: Pictures (optional)').setInputFiles(picture);
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await journey.shot('review-filled');
    await on.button('Publish review').click();
    await expectToast(page, 'Saved');
    await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));

    await page.goto(`/comment?order=${order.id}`);
    await expect(on.text('You have already reviewed this order. Thank you!')).toBeVisible();
  });

  test('a shop complaint and a platform complaint are filed with proof', async ({
    page,
    journey,
    request,
  }) => {
    const token = await journey.signInByApi();
    const order = await seedOrder(request, token, 2);
    const complaints = recordWrites(page, '/api/user/complain');
    const on = visible(page);

    await page.goto(`/complaint/${order.mer_id}`);
    await expect(on.text(`About the shop ${order.mer_name}`)).toBeVisible();
    await on.button('Submit').click();
    await expect(on.text('Please write the content')).toBeVisible();
    await expect(on.text('Please add at least one proof picture')).toBeVisible();
    expect(complaints).toEqual([]);
    await journey.shot('shop-complaint-errors');
    await on.field('What happened').fill('The shop never answered my messages.');
    await page.getByLabel('Add picture: Proof').setInputFiles(picture);
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await on.button('Submit').click();
    await expectToast(page, 'Complaint sent');
    expect(complaints).toEqual(['POST /api/user/complain']);

    await page.goto(`/complaint?order=${order.id}`);
    await expect(on.text(`About order ${order.sn} from ${order.mer_name}`)).toBeVisible();

    const platform = recordWrites(page, '/api/complaint/platform');
    await page.goto('/platformComplaint');
    await on.button('Submit').click();
    await expect(on.text('Please write the content')).toBeVisible();
    expect(platform).toEqual([]);
    await on.field('What happened').fill('Please add a dark theme.');
    await page.getByLabel('Add picture: Proof').setInputFiles(picture);
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await journey.shot('platform-complaint');
    await on.button('Submit').click();
    await expectToast(page, 'Complaint sent');
    expect(platform).toEqual(['POST /api/complaint/platform']);
  });

  test('the after-sale screens in Thai', async ({ page, journey, request }) => {
    await journey.useLanguage('tai');
    const token = await journey.signInByApi();
    const delivered = await seedOrder(request, token, 2);
    const received = await seedOrder(request, token, 3);
    const afterSale = await seedOrder(request, token, -4);
    for (const [path, text] of [
      [`/refund/${delivered.id}/${delivered.sn}/0/${delivered.total}`, 'ขอคืนเงิน'],
      [`/refund/${afterSale.id}`, 'กำลังคืนเงิน'],
      [`/comment?order=${received.id}`, 'เผยแพร่รีวิว'],
      // The shop is named in Thai too (its name as the server writes it in the shopper's language).
      [`/complaint/${delivered.mer_id}`, /^เกี่ยวกับร้าน \S/],
      ['/platformComplaint', 'ส่ง'],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByText(text, { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();
      await journey.shot(`thai${path.split('/').slice(0, 2).join('-')}`);
    }
  });
});
