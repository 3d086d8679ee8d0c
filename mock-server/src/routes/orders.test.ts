import { translate } from '@storefront/contracts/messages';
import type { MessageKey } from '@storefront/contracts/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../store/seed';
import { TestApi, multipart, pngBytes } from '../testing/test-api';

/** The shared catalogue's text: what the shopper reads. */
const t = (key: MessageKey, lang: Parameters<typeof translate>[1] = 'en') => translate(key, lang);

let api: TestApi;
let token: string;
beforeEach(async () => {
  api = await TestApi.start();
  token = await api.login();
});
afterEach(async () => {
  await api.close();
});

/** A product's stock as the store has it. */
function stockOf(productId: number): number {
  const row = api.db.first(
    api.db.q.selectFrom('products').select('stock').where('id', '=', productId),
  );
  return row?.stock ?? 0;
}

/** The demo shopper's balance as the store has it. */
function demoBalance(): number {
  const row = api.db.first(
    api.db.q.selectFrom('users').select('balance').where('email', '=', DEMO_EMAIL),
  );
  return row?.balance ?? 0;
}

async function emptyCart(): Promise<void> {
  const cart = await api.get('/api/cart/list', { token });
  const ids = cart.body.data.shops.flatMap((s: { items: Array<{ cart_id: number }> }) =>
    s.items.map((i) => i.cart_id),
  );
  if (ids.length) await api.post('/api/cart/remove', { cart_ids: ids }, { token });
}

/** Puts products in an empty cart and checks them out; answers the created orders. */
async function checkout(lines: Array<[number, number]>, extra: Record<string, unknown> = {}) {
  await emptyCart();
  for (const [product_id, quantity] of lines)
    await api.post('/api/cart/add', { product_id, quantity }, { token });
  const created = await api.post('/api/order/create', { address_id: 1, ...extra }, { token });
  return created.body;
}

describe('cart', () => {
  it('groups lines by shop, merges a product added twice and keeps totals on the server', async () => {
    await emptyCart();
    await api.post('/api/cart/add', { product_id: 1, quantity: 1 }, { token });
    await api.post('/api/cart/add', { product_id: 1, quantity: 2 }, { token });
    const cart = await api.post('/api/cart/add', { product_id: 14, quantity: 1 }, { token });
    expect(cart.body.data.count).toBe(4);
    expect(cart.body.data.shops.map((s: { mer_id: number }) => s.mer_id).sort()).toEqual([1, 2]);
    const line = cart.body.data.shops.find((s: { mer_id: number }) => s.mer_id === 1).items[0];
    expect(line.quantity).toBe(3);
    const changed = await api.post(
      '/api/cart/change',
      { cart_id: line.cart_id, quantity: 1 },
      { token },
    );
    expect(changed.body.data.count).toBe(2);
    const unselected = await api.post(
      '/api/cart/select',
      { mer_id: 1, selected: false },
      { token },
    );
    expect(unselected.body.data.selected_count).toBe(1);
    const all = await api.post('/api/cart/select', { all: true, selected: true }, { token });
    expect(all.body.data.selected_count).toBe(2);
    const total = all.body.data.shops
      .flatMap((s: { items: Array<{ subtotal: string }> }) => s.items)
      .reduce((sum: number, i: { subtotal: string }) => sum + Number(i.subtotal), 0);
    expect(Number(all.body.data.selected_total)).toBeCloseTo(total, 2);
  });

  it('refuses more than the stock and an unknown product', async () => {
    const tooMany = await api.post('/api/cart/add', { product_id: 3, quantity: 999 }, { token });
    expect(tooMany.body.msg).toBe(t('errors.product.outOfStock'));
    const unknown = await api.post('/api/cart/add', { product_id: 99999, quantity: 1 }, { token });
    expect(unknown.body.msg).toBe(t('errors.notFound'));
    const zero = await api.post('/api/cart/add', { product_id: 3, quantity: 0 }, { token });
    expect(zero.status).toBe(400);
  });
});

describe('checkout and orders', () => {
  it('refuses a checkout with nothing selected (spec section 5)', async () => {
    await emptyCart();
    const preview = await api.post('/api/order/preview', {}, { token });
    expect(preview.body).toEqual({ code: 0, msg: t('rules.checkout.nothingSelected'), data: null });
    const created = await api.post('/api/order/create', { address_id: 1 }, { token });
    expect(created.body.msg).toBe(t('rules.checkout.nothingSelected'));
  });

  it('previews one order per shop with freight, free from 99.00, and a promo code applied once', async () => {
    await emptyCart();
    await api.post('/api/cart/add', { product_id: 95, quantity: 1 }, { token }); // food: cheap, another shop
    await api.post('/api/cart/add', { product_id: 1, quantity: 1 }, { token }); // computer: expensive
    const preview = await api.post('/api/order/preview', { promo_code: 'welcome10' }, { token });
    const data = preview.body.data;
    expect(data.shops).toHaveLength(2);
    for (const shop of data.shops) {
      expect(shop.freight).toBe(Number(shop.goods_total) >= 99 ? '0.00' : '5.00');
    }
    expect(data.promo).toMatchObject({
      code: 'WELCOME10',
      valid: true,
      discount: '10.00',
      message: '',
    });
    expect(Number(data.total)).toBeCloseTo(Number(data.goods_total) + Number(data.freight) - 10, 2);
    expect(data.address.is_default).toBe(true);
    const unknown = await api.post(
      '/api/order/preview',
      { promo_code: 'NOPE' },
      { token, lang: 'zh-CN' },
    );
    expect(unknown.body.data.promo).toMatchObject({ valid: false, message: '优惠码不存在' });
    const refused = await api.post(
      '/api/order/create',
      { address_id: 1, promo_code: 'NOPE' },
      { token },
    );
    expect(refused.body.msg).toBe(t('errors.promo.invalid'));
  });

  it('checks out items given directly (buy now): exactly those, and the cart left as it was', async () => {
    await emptyCart();
    await api.post('/api/cart/add', { product_id: 20, quantity: 1 }, { token });
    await api.post('/api/cart/add', { product_id: 95, quantity: 2 }, { token });
    // What the shopper sees of the cart: lines, quantities, ticks (the stock moves with orders).
    const cartLines = async () =>
      (await api.get('/api/cart/list', { token })).body.data.shops.flatMap(
        (shop: { items: Array<{ cart_id: number; quantity: number; selected: boolean }> }) =>
          shop.items.map(({ cart_id, quantity, selected }) => ({ cart_id, quantity, selected })),
      );
    const cartBefore = await cartLines();
    expect(cartBefore).toHaveLength(2);

    const items = [{ product_id: 20, quantity: 1 }];
    const preview = await api.post('/api/order/preview', { items }, { token });
    expect(preview.body.code).toBe(1);
    const lines = preview.body.data.shops.flatMap(
      (shop: { items: Array<Record<string, unknown>> }) => shop.items,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ product_id: 20, quantity: 1 });
    expect(lines[0]).not.toHaveProperty('cart_id');

    const created = await api.post('/api/order/create', { address_id: 1, items }, { token });
    expect(created.body.code).toBe(1);
    const detail = await api.get(`/api/order/detail?id=${created.body.data.orders[0].id}`, {
      token,
    });
    expect(detail.body.data.quantity).toBe(1);
    expect(await cartLines()).toEqual(cartBefore);

    // A product named twice is one line; more than the stock is refused.
    const twice = await api.post('/api/order/preview', { items: [...items, ...items] }, { token });
    expect(twice.body.data.shops[0].items).toMatchObject([{ product_id: 20, quantity: 2 }]);
    const stock = stockOf(20);
    const tooMany = await api.post(
      '/api/order/preview',
      { items: [{ product_id: 20, quantity: stock + 1 }] },
      { token },
    );
    expect(tooMany.body.code).toBe(0);
  });

  it('walks an order through pay, ship, deliver and review, with notifications and the ledger', async () => {
    const before = demoBalance();
    const created = await checkout([[20, 2]]);
    expect(created.code).toBe(1);
    const [order] = created.data.orders;
    expect(order.status).toBe(0);
    expect(order.sn).toMatch(/^\d{14}$/);
    const cart = await api.get('/api/cart/list', { token });
    expect(cart.body.data.count).toBe(0);

    const wrongCode = await api.post(
      '/api/order/pay',
      { order_ids: [order.id], pay_password: '999999' },
      { token },
    );
    expect(wrongCode.body.msg).toBe(
      translate('errors.payPassword.wrongTriesLeft', 'en', { left: 4 }),
    );
    const paid = await api.post(
      '/api/order/pay',
      { order_ids: [order.id], pay_password: '123456' },
      { token },
    );
    expect(paid.body.data).toMatchObject({ paid: order.total });
    expect(demoBalance()).toBe(before - Math.round(Number(order.total) * 100));
    const paidAgain = await api.post(
      '/api/order/pay',
      { order_ids: [order.id], pay_password: '123456' },
      { token },
    );
    expect(paidAgain.body.msg).toBe(t('errors.order.notPayable'));

    const early = await api.post('/api/order/confirm', { id: order.id }, { token });
    expect(early.body.code).toBe(0);
    await api.control('POST', `/orders/${order.id}/ship`);
    const shipped = await api.get(`/api/order/detail?id=${order.id}`, { token });
    expect(shipped.body.data).toMatchObject({
      status: 2,
      tracking_no: expect.stringMatching(/^TRK/),
    });
    const received = await api.post('/api/order/confirm', { id: order.id }, { token });
    expect(received.body.data.status).toBe(3);
    const emptyReview = await api.post(
      '/api/review/add',
      { order_id: order.id, content: ' ', product_score: 5, service_score: 5, postage_score: 5 },
      { token },
    );
    expect(emptyReview.body.msg).toBe(t('rules.review.contentRequired'));
    const badScore = await api.post(
      '/api/review/add',
      { order_id: order.id, content: 'Good', product_score: 6, service_score: 5, postage_score: 5 },
      { token },
    );
    expect(badScore.status).toBe(400);
    const reviewed = await api.post(
      '/api/review/add',
      { order_id: order.id, content: 'Good', product_score: 4, service_score: 5, postage_score: 3 },
      { token },
    );
    expect(reviewed.body.code).toBe(1);
    const again = await api.post(
      '/api/review/add',
      {
        order_id: order.id,
        content: 'Twice',
        product_score: 4,
        service_score: 5,
        postage_score: 3,
      },
      { token },
    );
    expect(again.body.msg).toBe(t('errors.review.already'));
    const detail = await api.get(`/api/order/detail?id=${order.id}`, { token, lang: 'zh-CN' });
    expect(detail.body.data).toMatchObject({ status: 4, reviewed: true });
    expect(detail.body.data.logistics[0].description).toBe('已确认收货');
    const reviews = await api.get('/api/product/reviews?product_id=20');
    expect(reviews.body.data.list[0]).toMatchObject({
      content: 'Good',
      product_score: 4,
      nickname: 'Demo Shopper',
    });
    const completed = await api.get('/api/user/order_list?status=4', { token });
    expect(completed.body.data.list.map((o: { id: number }) => o.id)).toContain(order.id);
    const notes = await api.get('/api/notification/list?limit=3', { token });
    expect(notes.body.data.list.map((n: { title: string }) => n.title)).toEqual([
      'Order received',
      'Order shipped',
      'Payment received',
    ]);
  });

  it('cancels an unpaid order, gives the stock back, and refuses to cancel a paid one', async () => {
    const stock = stockOf(30);
    const [order] = (await checkout([[30, 3]])).data.orders;
    expect(stockOf(30)).toBe(stock - 3);
    const cancelled = await api.post('/api/order/cancel', { id: order.id }, { token });
    expect(cancelled.body.data.status).toBe(-1);
    expect(stockOf(30)).toBe(stock);
    const paid = (await api.get('/api/user/order_list?status=1', { token })).body.data.list[0];
    const refused = await api.post('/api/order/cancel', { id: paid.id }, { token });
    expect(refused.body.msg).toBe(t('errors.order.notCancellable'));
  });

  it('charges an order once under 50 simultaneous payments', async () => {
    const [order] = (await checkout([[12, 1]])).data.orders;
    const before = demoBalance();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.post('/api/order/pay', { order_ids: [order.id], pay_password: '123456' }, { token }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(demoBalance()).toBe(before - Math.round(Number(order.total) * 100));
    const payments = api.db.all(
      api.db.q
        .selectFrom('fundRecords')
        .select('id')
        .where('refId', '=', order.id)
        .where('kind', '=', 'order_pay'),
    );
    expect(payments).toHaveLength(1);
  });

  it('refuses a payment the balance cannot cover, all or nothing', async () => {
    const fresh = await api.register('poor@example.com');
    await api.post(
      '/api/user/resetPay',
      { new_pay_password: '123456', confirm_pay_password: '123456' },
      { token: fresh },
    );
    await api.post(
      '/api/user/address_add',
      { addressee: 'P', mobile: '+14155550000', area: 'A', detail: 'D', tag: 'Home' },
      { token: fresh },
    );
    await api.post('/api/cart/add', { product_id: 1, quantity: 1 }, { token: fresh });
    const address = (await api.get('/api/user/address_list', { token: fresh })).body.data[0];
    const created = await api.post(
      '/api/order/create',
      { address_id: address.id },
      { token: fresh },
    );
    const pay = await api.post(
      '/api/order/pay',
      { order_ids: [created.body.data.orders[0].id], pay_password: '123456' },
      { token: fresh },
    );
    expect(pay.body.msg).toBe(t('errors.balance.insufficient'));
  });
});

describe('refunds', () => {
  async function uploadProof(): Promise<string> {
    const { payload, headers } = multipart('file', 'proof.png', pngBytes());
    return (await api.call('POST', '/api/upload/image', { token, payload, headers })).body.data
      .url as string;
  }

  it('allows one refund per order; approving pays it back and the order shows refunded', async () => {
    const waitingDeliver = (await api.get('/api/user/order_list?status=1', { token })).body.data
      .list[0];
    const proof = await uploadProof();
    const request = {
      order_id: waitingDeliver.id,
      type: 'no_return',
      amount: waitingDeliver.total,
      product_status: 'not_received',
      reason: 'Late',
      explanation: 'Too slow',
      proof: [proof],
    };
    const applied = await api.post('/api/refund/apply', request, { token });
    expect(applied.body.data).toMatchObject({ status: 0, amount: waitingDeliver.total });
    const second = await api.post('/api/refund/apply', request, { token });
    expect(second.body.msg).toBe(t('errors.refund.alreadyApplied'));
    const drawing = await api.get(`/api/order/detail?id=${waitingDeliver.id}`, { token });
    expect(drawing.body.data).toMatchObject({ status: -4, refund_status: 'drawing_back' });
    const before = demoBalance();
    await api.control('POST', `/refunds/${applied.body.data.id}/approve`);
    const refunded = await api.get(`/api/order/detail?id=${waitingDeliver.id}`, { token });
    expect(refunded.body.data).toMatchObject({
      status: -4,
      refund_status: 'refunded',
      refund: { status: 1 },
    });
    expect(demoBalance()).toBe(before + Math.round(Number(waitingDeliver.total) * 100));
  });

  it('refusing a refund puts the order back, and no second request is allowed', async () => {
    const seeded = api.db.first(
      api.db.q.selectFrom('refunds').select(['id', 'orderId']).orderBy('id').limit(1),
    );
    if (!seeded) throw new Error('the seed has a refund');
    await api.control('POST', `/refunds/${seeded.id}/refuse`);
    const order = await api.get(`/api/order/detail?id=${seeded.orderId}`, { token });
    expect(order.body.data).toMatchObject({
      status: 1,
      refund_status: 'none',
      refund: { status: 2 },
    });
    const proof = await uploadProof();
    const again = await api.post(
      '/api/refund/apply',
      {
        order_id: seeded.orderId,
        type: 'no_return',
        amount: '1',
        product_status: 'not_received',
        reason: 'R',
        explanation: 'E',
        proof: [proof],
      },
      { token },
    );
    expect(again.body.msg).toBe(t('errors.refund.alreadyApplied'));
  });

  it('applies the refund rules of spec section 5', async () => {
    const order = (await api.get('/api/user/order_list?status=2', { token })).body.data.list[0];
    const proof = await uploadProof();
    const base = {
      order_id: order.id,
      type: 'return_and_refund',
      amount: '1.00',
      product_status: 'received',
      reason: 'Broken',
      explanation: 'Cracked',
      proof: [proof],
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: '' }, t('rules.amount.required')],
      [{ amount: '-1' }, t('rules.amount.negative')],
      [{ amount: '99999' }, t('rules.refund.amountAbovePaid')],
      [{ reason: '' }, t('rules.refund.reasonRequired')],
      [{ explanation: ' ' }, t('rules.refund.explanationRequired')],
      [{ proof: [] }, t('rules.refund.proofRequired')],
    ];
    for (const [change, msg] of cases) {
      const answer = await api.post('/api/refund/apply', { ...base, ...change }, { token });
      expect({ change, body: answer.body }).toEqual({ change, body: { code: 0, msg, data: null } });
    }
    const unpaid = (await api.get('/api/user/order_list?status=0', { token })).body.data.list[0];
    const early = await api.post('/api/refund/apply', { ...base, order_id: unpaid.id }, { token });
    expect(early.body.msg).toBe(t('errors.refund.notAllowed'));
  });
});
