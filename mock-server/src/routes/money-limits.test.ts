import { translate } from '@storefront/contracts/messages';
import type { MessageKey } from '@storefront/contracts/messages';
import type { CardsAnswer, ControlAnswer } from '@storefront/contracts/control-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../domain/clock';
import { TestApi, multipart, pngBytes } from '../testing/test-api';

// Issue 31, item 8: money a client can move by mistake or on purpose. A refund of 0 must not use
// up an order's one refund; card top-ups have a daily cap; the mock acquirer can decline a card.

const t = (key: MessageKey, lang: Parameters<typeof translate>[1] = 'en') => translate(key, lang);

let api: TestApi;
let token: string;
beforeEach(async () => {
  api = await TestApi.start();
  token = await api.login();
});
afterEach(async () => {
  clock.offsetMs = 0;
  await api.close();
});

/** How many recharges the store holds. */
function rechargeCount(): number {
  const row = api.db.first(
    api.db.q.selectFrom('recharges').select((eb) => eb.fn.countAll<number>().as('count')),
  );
  return Number(row?.count ?? 0);
}

async function balance(): Promise<number> {
  return Number((await api.get('/api/user/getUserInfo', { token })).body.data.money);
}

describe('refunds of nothing', () => {
  it('refuses a refund under 0.01 with a clear message, and the real refund still goes through', async () => {
    const order = (await api.get('/api/user/order_list?status=1', { token })).body.data.list[0];
    const { payload, headers } = multipart('file', 'proof.png', pngBytes());
    const proof = (await api.call('POST', '/api/upload/image', { token, payload, headers })).body
      .data.url as string;
    const request = {
      order_id: order.id,
      type: 'no_return',
      product_status: 'not_received',
      reason: 'Late',
      explanation: 'Nothing came',
      proof: [proof],
    };
    for (const amount of ['0', '0.00', '0.0']) {
      const zero = await api.post('/api/refund/apply', { ...request, amount }, { token });
      expect(zero.body).toEqual({ code: 0, msg: t('rules.refund.amountTooSmall'), data: null });
    }
    const japanese = await api.post(
      '/api/refund/apply',
      { ...request, amount: '0' },
      { token, lang: 'ri' },
    );
    expect(japanese.body.msg).toBe(t('rules.refund.amountTooSmall', 'ri'));
    const refunds = api.db.all(
      api.db.q.selectFrom('refunds').select('id').where('orderId', '=', order.id),
    );
    expect(refunds).toHaveLength(0);
    const real = await api.post('/api/refund/apply', { ...request, amount: '0.01' }, { token });
    expect(real.body).toMatchObject({ code: 1, data: { amount: '0.01', status: 0 } });
  });
});

describe('card top-ups', () => {
  const card = {
    amount: '1000',
    card_number: '4242 4242 4242 4242',
    expiry: '12/99',
    cvc: '737',
    holder: 'Ana Silva',
  };
  const topUp = (change: Partial<typeof card> = {}, lang?: string) =>
    api.post(
      '/api/user/rechargeCard',
      { ...card, ...change },
      { token, ...(lang ? { lang } : {}) },
    );

  it('credits at most 5,000.00 in 24 hours: of 50 top-ups of 1,000.00 sent at once, 5 are credited', async () => {
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 50 }, () => topUp()));
    const credited = answers.filter((answer) => answer.body.code === 1);
    expect(credited).toHaveLength(5);
    expect(await balance()).toBeCloseTo(before + 5000, 2);
    const refused = answers.filter((answer) => answer.body.code === 0).map((a) => a.body.msg);
    expect(new Set(refused)).toEqual(
      new Set([translate('errors.card.dailyCount', 'en', { count: 5 })]),
    );
    // The attack: a million at once is above the day's amount; 24 hours later it is
    // still above it, and 5.00 goes through.
    clock.offsetMs = 24 * 60 * 60 * 1000 + 1000;
    const million = await topUp({ amount: '1000000' });
    expect(million.body).toEqual({
      code: 0,
      msg: translate('errors.card.dailyAmount', 'en', { left: '5000.00' }),
      data: null,
    });
    expect((await topUp({ amount: '5' })).body.code).toBe(1);
  });

  it('refuses a top-up that would pass the amount, saying what is left, and counts 5 a day', async () => {
    expect((await topUp({ amount: '4990' })).body.code).toBe(1);
    const over = await topUp({ amount: '20' }, 'zh-CN');
    expect(over.body.msg).toBe(translate('errors.card.dailyAmount', 'zh-CN', { left: '10.00' }));
    expect((await topUp({ amount: '10' })).body.code).toBe(1);
    await api.control('POST', '/limits', { cardTopUpCentsPerDay: 1_000_000_00 });
    for (let i = 0; i < 3; i += 1) expect((await topUp({ amount: '5' })).body.code).toBe(1);
    expect((await topUp({ amount: '5' })).body.msg).toBe(
      translate('errors.card.dailyCount', 'en', { count: 5 }),
    );
  });

  it('declines the documented test cards: nothing charged, recorded or credited', async () => {
    const before = await balance();
    const records = rechargeCount();
    const declined = await topUp({ card_number: '4000 0000 0000 0002', amount: '25' });
    expect(declined.body).toEqual({ code: 0, msg: t('errors.card.declined'), data: null });
    const poor = await topUp({ card_number: '4000-0000-0000-9995', amount: '25' }, 'tai');
    expect(poor.body).toEqual({
      code: 0,
      msg: t('errors.card.insufficientFunds', 'tai'),
      data: null,
    });
    expect(await balance()).toBe(before);
    expect(rechargeCount()).toBe(records);
    expect((await topUp({ amount: '25' })).body.code).toBe(1);
  });

  it('declines the next card when the control API says so, then authorises again', async () => {
    const armed = await api.control<ControlAnswer<CardsAnswer>>('POST', '/cards/decline-next');
    expect(armed.body).toMatchObject({ ok: true, declineNext: 1, reason: 'declined' });
    expect(armed.body.testCards).toEqual([
      { number: '4000000000000002', reason: 'declined' },
      { number: '4000000000009995', reason: 'insufficient_funds' },
    ]);
    const before = await balance();
    expect((await topUp({ amount: '25' })).body.msg).toBe(t('errors.card.declined'));
    expect((await topUp({ amount: '25' })).body.code).toBe(1);
    await api.control('POST', '/cards/decline-next', { times: 2, reason: 'insufficient_funds' });
    expect((await topUp({ amount: '25' })).body.msg).toBe(t('errors.card.insufficientFunds'));
    const read = await api.control<ControlAnswer<CardsAnswer>>('GET', '/cards');
    expect(read.body).toMatchObject({ declineNext: 1, reason: 'insufficient_funds' });
    expect((await api.control('DELETE', '/cards/decline-next')).body).toMatchObject({
      declineNext: 0,
      reason: null,
    });
    expect((await topUp({ amount: '25' })).body.code).toBe(1);
    expect(await balance()).toBeCloseTo(before + 50, 2);
    // A top-up past the cap does not use up an armed decline: the cap is checked first.
    await api.control('POST', '/limits', { cardTopUpsPerDay: 0 });
    await api.control('POST', '/cards/decline-next');
    expect((await topUp({ amount: '25' })).body.msg).toBe(
      translate('errors.card.dailyCount', 'en', { count: 0 }),
    );
    await api.control('DELETE', '/limits');
    expect((await topUp({ amount: '25' })).body.msg).toBe(t('errors.card.declined'));
    expect((await api.control('POST', '/cards/decline-next', { times: 0 })).status).toBe(400);
    expect((await api.control('POST', '/cards/decline-next', { reason: 'stolen' })).status).toBe(
      400,
    );
  });

  it('guards the card switch like every /__mock route', async () => {
    const anonymous = await api.app.inject({ method: 'POST', url: '/__mock/cards/decline-next' });
    expect(anonymous.statusCode).toBe(401);
    const remote = await api.app.inject({
      method: 'POST',
      url: '/__mock/cards/decline-next',
      remoteAddress: '203.0.113.9',
      headers: { 'x-mock-control-token': api.app.controlToken },
    });
    expect(remote.statusCode).toBe(403);
    expect((await api.control<ControlAnswer<CardsAnswer>>('GET', '/cards')).body.declineNext).toBe(
      0,
    );
  });
});
