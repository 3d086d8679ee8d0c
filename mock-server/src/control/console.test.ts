import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTROL_TOKEN_HEADER,
  PRODUCTS_LISTED,
  TRAFFIC_KEPT,
} from '@storefront/contracts/control-api';
import type {
  OperationsAnswer,
  ProductsAnswer,
  ShopperRecords,
  ShoppersAnswer,
  TrafficAnswer,
} from '@storefront/contracts/control-api';
import { TestApi } from '../testing/test-api';
import { REDACTED, TRAFFIC_BODY_CHARS } from './traffic';

let api: TestApi;
let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'console-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Console</title>');
  api = await TestApi.start({ consoleDist: dist });
});
afterEach(async () => {
  await api.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  api.app.inject({ method: 'GET', url: '/__console/', headers, remoteAddress });

describe('the console page', () => {
  it('loads on loopback, typed in or from the same origin', async () => {
    const typed = await page({ host: '127.0.0.1:8080', 'sec-fetch-site': 'none' });
    expect(typed.statusCode).toBe(200);
    expect(typed.body).toContain('<title>Console</title>');
    expect(typed.headers['x-frame-options']).toBe('DENY');
    const redirect = await api.app.inject({ method: 'GET', url: '/__console' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/__console/');
  });

  it('refuses other sites, foreign origins, other hosts and remote peers', async () => {
    expect((await page({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await page({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await page({ host: 'localhost', origin: 'http://evil.example' })).statusCode).toBe(403);
    expect((await page({ host: 'evil.example' })).statusCode).toBe(403);
    expect((await page({}, '10.0.0.5')).statusCode).toBe(403);
  });

  it('gives no data without the token: the page asks for it', async () => {
    const bare = await api.app.inject({ method: 'GET', url: '/__mock/traffic' });
    expect(bare.statusCode).toBe(401);
    const wrong = await api.app.inject({
      method: 'GET',
      url: '/__mock/shoppers',
      headers: { [CONTROL_TOKEN_HEADER]: 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(401);
    const foreign = await api.app.inject({
      method: 'GET',
      url: '/__mock/traffic',
      headers: {
        [CONTROL_TOKEN_HEADER]: api.app.controlToken,
        origin: 'http://evil.example',
      },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('says how to build it when the build is missing', async () => {
    const bare = await TestApi.start();
    try {
      const answer = await bare.app.inject({ method: 'GET', url: '/__console/' });
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toContain('build:console');
    } finally {
      await bare.close();
    }
  });
});

describe('the traffic log', () => {
  const traffic = async (query = '') =>
    (await api.control<TrafficAnswer>('GET', `/traffic${query}`)).body;

  it('records each /api exchange with its operation, shopper and bodies', async () => {
    const token = await api.login();
    await api.get('/api/user/getUserInfo', { token });
    const { entries } = await traffic();
    const info = entries.find((entry) => entry.operationId === 'userGetUserInfo');
    expect(info).toMatchObject({ method: 'GET', status: 200, violations: [] });
    expect(info?.shopper?.email).toBe('demo@example.com');
    expect(JSON.parse(info?.responseBody ?? 'null')).toMatchObject({ code: 1 });
    const login = entries.find((entry) => entry.operationId === 'userLogin');
    // Secrets are checked against the contract but never kept.
    expect(JSON.parse(login?.requestBody ?? 'null')).toEqual({
      account: 'demo@example.com',
      password: REDACTED,
    });
    expect(login?.responseBody).not.toContain(token);
    expect(login?.responseBody).toContain(REDACTED);
    expect(entries.some((entry) => entry.url.startsWith('/__mock'))).toBe(false);
  });

  it('shows a request that breaks the contract, with the schema path, and filters on it', async () => {
    const raw = await api.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { account: 'demo@example.com', password: 'demo123', surprise: 1 },
    });
    expect(raw.statusCode).toBeLessThan(500);
    const { entries, violations } = await traffic('?violations=true');
    expect(violations).toBe(1);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.violations[0]).toMatchObject({ direction: 'request' });
    expect(entries[0]?.violations[0]?.error).toContain('surprise');
    // An answer outside the contract: an injected status the operation does not declare.
    await api.control('POST', '/faults', { route: 'userLanguageList', status: 418 });
    await api.app.inject({ method: 'GET', url: '/api/user/language_list' });
    const after = await traffic(`?after=${entries[0]?.id}&status=418`);
    expect(after.entries[0]?.violations[0]).toMatchObject({ direction: 'response' });
  });

  it('cuts a large body at 16 KiB, still checking it whole', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { account: 'a'.repeat(20_000), password: 'x', extra: true },
    });
    const [entry] = (await traffic()).entries;
    expect(entry?.truncated).toBe(true);
    expect(entry?.requestBody?.length).toBeLessThanOrEqual(TRAFFIC_BODY_CHARS);
    expect(entry?.violations.map((v) => v.error).join()).toContain('"extra"');
  });

  it('shows bodies as JSON writes them, who a logout was, and no body that did not parse', async () => {
    const token = await api.login();
    // Sent with spaces and a number written with an exponent: shown as the parsed value.
    await api.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token, 'content-type': 'application/json' },
      payload: '{ "product_id" : 1e0,\n  "quantity": 1 }',
    });
    await api.post('/api/user/logout', undefined, { token });
    await api.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": "demo@example.com", "password": ',
    });
    // A body of 3 KiB: kept whole, not cut.
    const account = `${'b'.repeat(3000)}@example.com`;
    await api.post('/api/user/login', { account, password: 'x' });
    const { entries } = await traffic();
    const add = entries.find((entry) => entry.operationId === 'cartAdd');
    expect(add?.requestBody).toBe('{"product_id":1,"quantity":1}');
    expect(add?.shopper?.email).toBe('demo@example.com');
    const logout = entries.find((entry) => entry.operationId === 'userLogout');
    expect(logout).toMatchObject({ status: 200, shopper: { email: 'demo@example.com' } });
    const [broken, long] = entries.slice(-2);
    expect(broken).toMatchObject({ url: '/api/user/login', requestBody: null, shopper: null });
    expect(long?.truncated).toBe(false);
    expect(JSON.parse(long?.requestBody ?? 'null')).toEqual({ account, password: REDACTED });
    expect(Date.parse(long?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is off with traffic: false', async () => {
    const quiet = await TestApi.start({ traffic: false });
    try {
      await quiet.app.inject({ method: 'GET', url: '/api/user/language_list' });
      expect((await quiet.control('GET', '/traffic')).status).toBe(404);
    } finally {
      await quiet.close();
    }
  });

  it('keeps the last entries only and empties on request', async () => {
    for (let i = 0; i < TRAFFIC_KEPT + 5; i += 1) {
      await api.app.inject({ method: 'GET', url: '/api/user/language_list' });
    }
    const { entries } = await traffic();
    expect(entries).toHaveLength(TRAFFIC_KEPT);
    expect(entries[0]?.id).toBe(6);
    await api.control('DELETE', '/traffic');
    expect((await traffic()).entries).toHaveLength(0);
  });
});

describe('console scenarios', () => {
  it("tops up a wallet, shows the shopper's records and sets a stock", async () => {
    const records = async (id: number) =>
      (await api.control<ShopperRecords>('GET', `/shoppers/${id}`)).body;
    const list = (await api.control<ShoppersAnswer>('GET', '/shoppers')).body;
    const id = list.shoppers[0]?.id ?? 0;
    const before = await records(id);
    const topUp = await api.control('POST', `/shoppers/${id}/top-up`, { amount: '25.50' });
    expect(topUp.status).toBe(200);
    const after = await records(id);
    expect(Number(after.shopper.balance) - Number(before.shopper.balance)).toBeCloseTo(25.5);
    expect(after.recharges[0]).toMatchObject({ amount: '25.50', state: 1 });
    expect((await api.control('POST', `/shoppers/${id}/top-up`, { amount: '-1' })).status).toBe(
      400,
    );

    const stockOf = (id: number) =>
      api.db.first(api.db.q.selectFrom('products').select('stock').where('id', '=', id))?.stock;
    const product = api.db.first(
      api.db.q.selectFrom('products').select('id').orderBy('id').limit(1),
    );
    if (!product) throw new Error('the seed has products');
    await api.control('POST', `/products/${product.id}/stock`, { stock: 0 });
    expect(stockOf(product.id)).toBe(0);
  });

  it("lists one merchant's products, as the desk's picture picker asks", async () => {
    const { db } = api;
    const merchant = db.first(
      db.q.selectFrom('merchants').select('id').orderBy('id', 'desc').limit(1),
    );
    if (!merchant) throw new Error('the seed has merchants');
    const theirs = db.all(
      db.q
        .selectFrom('products')
        .select(['id', 'name'])
        .where('merchantId', '=', merchant.id)
        .orderBy('id'),
    );
    const all = db.all(db.q.selectFrom('products').select('id'));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan(all.length);
    const { products } = (
      await api.control<ProductsAnswer>('GET', `/products?merchantId=${merchant.id}`)
    ).body;
    expect(products.map((p) => p.id)).toEqual(theirs.slice(0, PRODUCTS_LISTED).map((p) => p.id));
    const named = theirs[0]?.name ?? '';
    const found = (
      await api.control<ProductsAnswer>(
        'GET',
        `/products?merchantId=${merchant.id}&q=${encodeURIComponent(named)}`,
      )
    ).body;
    expect(found.products.map((p) => p.merchantId)).toContain(merchant.id);
    expect(found.products.every((p) => p.merchantId === merchant.id)).toBe(true);
  });

  it('ships with a chosen tracking number, delivers and completes', async () => {
    const paid = api.db.first(
      api.db.q.selectFrom('orders').select('id').where('status', '=', 1).orderBy('id').limit(1),
    );
    if (!paid) throw new Error('the seed has a paid order');
    const shipped = await api.control('POST', `/orders/${paid.id}/ship`, { trackingNo: 'SF-123' });
    expect(shipped.body).toMatchObject({ ok: true, trackingNo: 'SF-123' });
    expect((await api.control('POST', `/orders/${paid.id}/complete`)).status).toBe(409);
    await api.control('POST', `/orders/${paid.id}/deliver`);
    expect((await api.control('POST', `/orders/${paid.id}/complete`)).body).toMatchObject({
      status: 4,
    });
  });

  it('lists the operations of the contract for the fault picker', async () => {
    const { operations } = (await api.control<OperationsAnswer>('GET', '/operations')).body;
    expect(operations.map((o) => o.operationId)).toContain('userLogin');
  });
});
