// Try-it: an operation of the contract sent through the app as a chosen shopper, its answer and
// its contract check; the shopper's credentials never leave the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrafficAnswer, TryAnswer } from '@storefront/contracts/control-api';
import { TestApi } from '../testing/test-api';
import { CONTROL_TOKEN_HEADER } from './control-guard';

let api: TestApi;
beforeEach(async () => {
  api = await TestApi.start();
});
afterEach(async () => {
  await api.close();
});

const sessions = () => api.db.all(api.db.q.selectFrom('sessions').select('key')).length;

describe('try-it', () => {
  it('sends an operation as a shopper: the answer, its check, no credential shown, no session left', async () => {
    const before = sessions();
    const { status, body } = await api.control<TryAnswer>('POST', '/try', {
      operationId: 'cartAdd',
      body: { product_id: 31, quantity: 2 },
      shopperId: 1,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      method: 'POST',
      url: '/api/cart/add',
      status: 200,
      violations: [],
    });
    expect(body.body).toMatchObject({ code: 1 });
    expect(body.id).toBeGreaterThan(0);
    expect(sessions()).toBe(before);
    // The shopper's cart has it: it ran as them.
    const lines = api.db.all(
      api.db.q.selectFrom('cartLines').select('productId').where('userId', '=', 1),
    );
    expect(lines.map((line) => line.productId)).toContain(31);
    const entry = (await api.control<TrafficAnswer>('GET', '/traffic')).body.entries.at(-1)!;
    expect(entry).toMatchObject({
      id: body.id,
      operationId: 'cartAdd',
      shopper: { id: 1 },
      injected: { kind: 'try', effect: 'try' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/"token"|demo123/);
  });

  it('fills the path and the query, and sends as a guest without a shopper', async () => {
    const guest = await api.control<TryAnswer>('POST', '/try', { operationId: 'cartList' });
    expect(guest.body.status).toBe(401);
    const detail = await api.control<TryAnswer>('POST', '/try', {
      operationId: 'indexCategory',
      query: { lang: 'th' },
    });
    expect(detail.body.url).toBe('/api/index/category?lang=th');
    expect(detail.body.status).toBe(200);
    const product = await api.control<TryAnswer>('POST', '/try', {
      operationId: 'productDetail',
      query: { id: 5 },
    });
    expect(product.body).toMatchObject({
      url: '/api/product/detail?id=5',
      status: 200,
      violations: [],
    });
    expect(product.body.body).toMatchObject({ code: 1, data: { id: 5 } });
  });

  it("reports a request that breaks the contract as the try's own, never counted", async () => {
    const { body } = await api.control<TryAnswer>('POST', '/try', {
      operationId: 'cartAdd',
      body: { product_id: 'thirty-one' },
      shopperId: 1,
    });
    expect(body.status).toBe(400);
    const requestViolations = body.violations.filter((v) => v.direction === 'request');
    expect(requestViolations.length).toBeGreaterThan(0);
    expect(requestViolations.every((violation) => violation.injected)).toBe(true);
    expect((await api.control<TrafficAnswer>('GET', '/traffic')).body.violations).toBe(0);
  });

  it('is hit by no fault and no override', async () => {
    await api.control('POST', '/faults', { route: '*', status: 503, times: 5 });
    await api.control('POST', '/overrides', { operationId: 'indexCategory', body: 1 });
    const { body } = await api.control<TryAnswer>('POST', '/try', { operationId: 'indexCategory' });
    expect(body.status).toBe(200);
    expect(body.body).toMatchObject({ code: 1 });
    expect((await api.control('GET', '/faults')).body).toMatchObject({
      faults: [{ remaining: 5 }],
    });
  });

  it('refuses an unknown operation or shopper, and inputs past their limits', async () => {
    expect((await api.control('POST', '/try', { operationId: 'nope' })).status).toBe(404);
    expect(
      (await api.control('POST', '/try', { operationId: 'cartList', shopperId: 999 })).status,
    ).toBe(404);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`p${i}`, i]));
    expect(
      (await api.control('POST', '/try', { operationId: 'cartList', query: many })).status,
    ).toBe(400);
    expect(
      (
        await api.control('POST', '/try', {
          operationId: 'cartList',
          query: { q: 'x'.repeat(2001) },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api.control('POST', '/try', { operationId: 'cartList', query: { q: { nested: 1 } } }))
        .status,
    ).toBe(400);
  });
});

describe('behind the control guard', () => {
  it('answers none of the new routes without the token, nor to another site', async () => {
    const routes: [string, string][] = [
      ['GET', '/__mock/traffic.har'],
      ['GET', '/__mock/traffic/1/curl'],
      ['GET', '/__mock/overrides'],
      ['POST', '/__mock/overrides'],
      ['POST', '/__mock/overrides/check'],
      ['GET', '/__mock/operations/cartAdd'],
      ['GET', '/__mock/operations/cartAdd/example'],
      ['GET', '/__mock/scenarios'],
      ['POST', '/__mock/scenarios'],
      ['GET', '/__mock/scenarios/new-shopper'],
      ['POST', '/__mock/scenarios/new-shopper/load'],
      ['POST', '/__mock/scenarios/import'],
      ['DELETE', '/__mock/scenarios/x'],
      ['POST', '/__mock/try'],
    ];
    for (const [method, url] of routes) {
      const bare = await api.app.inject({ method: method as 'GET', url });
      expect([method, url, bare.statusCode]).toEqual([method, url, 401]);
      const foreign = await api.app.inject({
        method: method as 'GET',
        url,
        headers: { [CONTROL_TOKEN_HEADER]: api.app.controlToken, 'sec-fetch-site': 'cross-site' },
      });
      expect([method, url, foreign.statusCode]).toEqual([method, url, 403]);
    }
  });
});
