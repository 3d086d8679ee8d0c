import { translate } from '@storefront/contracts/messages';
import type { MessageKey } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi, multipart, pngBytes } from '../testing/test-api';

/** The shared catalogue's text: what the shopper reads. */
const t = (key: MessageKey, lang: Parameters<typeof translate>[1] = 'en') => translate(key, lang);

// One shopper can never read or change another's orders, addresses, records, carts or uploads.

let api: TestApi;
let demo: string;
let other: string;
let demoUpload: string;
beforeAll(async () => {
  api = await TestApi.start();
  demo = await api.login();
  other = await api.register('other@example.com');
  await api.post(
    '/api/user/resetPay',
    { new_pay_password: '654321', confirm_pay_password: '654321' },
    { token: other },
  );
  const { payload, headers } = multipart('file', 'mine.png', pngBytes());
  demoUpload = (await api.call('POST', '/api/upload/image', { token: demo, payload, headers })).body
    .data.url;
});
afterAll(async () => {
  await api.close();
});

const demoOrder = (status: number) => {
  const order = api.db.first(
    api.db.q
      .selectFrom('orders')
      .select('id')
      .where('userId', '=', 1)
      .where('status', '=', status)
      .orderBy('id')
      .limit(1),
  );
  if (!order) throw new Error(`the seed has an order in status ${status}`);
  return order;
};

/** The first row of the demo shopper (user 1) in a table. */
const demoRow = (table: 'addresses' | 'cartLines' | 'notifications') =>
  api.db.first(
    api.db.q.selectFrom(table).select('id').where('userId', '=', 1).orderBy('id').limit(1),
  );

/** Every row of the demo shopper (user 1) that another shopper could try to read or change. */
function demoRows() {
  const { db } = api;
  const orderIds = db.q.selectFrom('orders').select('id').where('userId', '=', 1);
  return {
    user: db.first(db.q.selectFrom('users').selectAll().where('id', '=', 1)),
    orders: db.all(db.q.selectFrom('orders').selectAll().where('userId', '=', 1).orderBy('id')),
    orderLines: db.all(
      db.q
        .selectFrom('orderLines')
        .selectAll()
        .where('orderId', 'in', orderIds)
        .orderBy('orderId')
        .orderBy('position'),
    ),
    orderEvents: db.all(
      db.q
        .selectFrom('orderEvents')
        .selectAll()
        .where('orderId', 'in', orderIds)
        .orderBy('orderId')
        .orderBy('position'),
    ),
    addresses: db.all(
      db.q.selectFrom('addresses').selectAll().where('userId', '=', 1).orderBy('id'),
    ),
    cartLines: db.all(
      db.q.selectFrom('cartLines').selectAll().where('userId', '=', 1).orderBy('id'),
    ),
    notifications: db.all(
      db.q.selectFrom('notifications').selectAll().where('userId', '=', 1).orderBy('id'),
    ),
  };
}

describe('isolation between shoppers', () => {
  it("answers 'not found' for every attempt on another shopper's records and changes nothing", async () => {
    const before = demoRows();
    const unpaid = demoOrder(0);
    const shipped = demoOrder(2);
    const address = demoRow('addresses');
    const cartLine = demoRow('cartLines');
    const notification = demoRow('notifications');
    if (!address || !cartLine || !notification) throw new Error('seed data missing');
    const attempts: Array<[string, string, unknown]> = [
      ['GET', `/api/order/detail?id=${unpaid.id}`, undefined],
      ['POST', '/api/order/pay', { order_ids: [unpaid.id], pay_password: '654321' }],
      ['POST', '/api/order/cancel', { id: unpaid.id }],
      ['POST', '/api/order/confirm', { id: shipped.id }],
      [
        'POST',
        '/api/refund/apply',
        {
          order_id: shipped.id,
          type: 'no_return',
          amount: '1',
          product_status: 'received',
          reason: 'r',
          explanation: 'e',
          proof: ['/uploads/catalog/product-1.svg'],
        },
      ],
      [
        'POST',
        '/api/review/add',
        {
          order_id: shipped.id,
          content: 'x',
          product_score: 1,
          service_score: 1,
          postage_score: 1,
        },
      ],
      [
        'POST',
        '/api/user/complain',
        { order_id: shipped.id, content: 'x', certificate: ['/uploads/catalog/product-1.svg'] },
      ],
      ['GET', `/api/user/address?id=${address.id}`, undefined],
      ['GET', `/api/user/address_del?id=${address.id}`, undefined],
      ['POST', '/api/user/address_set_default', { id: address.id }],
      [
        'POST',
        '/api/user/address_add',
        {
          id: address.id,
          addressee: 'x',
          mobile: '+14155550000',
          area: 'a',
          detail: 'd',
          tag: 't',
        },
      ],
      ['POST', '/api/cart/change', { cart_id: cartLine.id, quantity: 2 }],
      ['POST', '/api/cart/remove', { cart_ids: [cartLine.id] }],
      ['POST', '/api/cart/select', { cart_ids: [cartLine.id], selected: false }],
      ['POST', '/api/notification/read', { ids: [notification.id] }],
    ];
    for (const [method, url, body] of attempts) {
      const answer = await api.call(method, url, {
        token: other,
        ...(body !== undefined ? { body } : {}),
      });
      expect({ url, body: answer.body }).toEqual({
        url,
        body: { code: 0, msg: t('errors.notFound'), data: null },
      });
    }
    const borrowed = await api.post(
      '/api/user/recharge',
      {
        method: 'chain',
        network: 'TRC20',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        amount: '100',
        evidence: demoUpload,
      },
      { token: other },
    );
    expect(borrowed.body.msg).toBe('Please upload the picture again');
    // The picture itself is a capability URL (128 random bits): whoever has it may see it, but a
    // guessed name finds nothing.
    const guessed = demoUpload.replace(/[0-9a-f](?=\.png$)/, (digit: string) =>
      digit === '0' ? '1' : '0',
    );
    expect(
      (await api.app.inject({ method: 'GET', url: guessed, headers: { token: other } })).statusCode,
    ).toBe(404);
    // Nothing of the demo shopper changed (the other shopper's own failed tries may count).
    expect(demoRows()).toEqual(before);
  });

  it("shows none of another shopper's records in lists", async () => {
    for (const url of [
      '/api/user/order_list',
      '/api/user/recharge_log',
      '/api/user/extract_log',
      '/api/user/bill',
      '/api/favourite/list',
      '/api/shop/followed',
      '/api/notification/list',
    ]) {
      const answer = await api.get(url, { token: other });
      expect({ url, total: answer.body.data.total }).toEqual({ url, total: 0 });
    }
    expect((await api.get('/api/user/address_list', { token: other })).body.data).toEqual([]);
    expect((await api.get('/api/cart/list', { token: other })).body.data.count).toBe(0);
  });
});
