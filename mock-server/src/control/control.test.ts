import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestApi } from '../testing/test-api';

let api: TestApi;
beforeEach(async () => {
  api = await TestApi.start();
});
afterEach(async () => {
  await api.close();
});

describe('control API', () => {
  it('answers loopback only unless opened', async () => {
    const remote = await api.app.inject({
      method: 'GET',
      url: '/__mock/pending',
      remoteAddress: '10.0.0.5',
    });
    expect(remote.statusCode).toBe(403);
    const open = await TestApi.start({ controlOpen: true });
    try {
      const allowed = await open.app.inject({
        method: 'GET',
        url: '/__mock/pending',
        remoteAddress: '10.0.0.5',
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('lists what waits for an audit and resets everything to the seed', async () => {
    const pending = await api.control('GET', '/pending');
    expect((pending.body.recharges as unknown[]).length).toBe(1);
    expect((pending.body.withdrawals as unknown[]).length).toBe(1);
    expect((pending.body.refunds as unknown[]).length).toBe(1);
    const token = await api.login();
    await api.get('/api/user/address_del?id=1', { token });
    expect(api.state.addresses.some((a) => a.id === 1)).toBe(false);
    expect((await api.control('POST', '/reset')).body).toEqual({ ok: true });
    expect(api.state.addresses.some((a) => a.id === 1)).toBe(true);
    // Sessions belong to the old state: after a reset everyone logs in again.
    expect((await api.get('/api/user/getUserInfo', { token })).status).toBe(401);
  });

  it('ships and delivers orders, refusing a step out of order', async () => {
    const paid = api.state.orders.find((o) => o.status === 1);
    if (!paid) throw new Error('the seed has a paid order');
    expect((await api.control('POST', `/orders/${paid.id}/deliver`)).status).toBe(409);
    expect((await api.control('POST', `/orders/${paid.id}/ship`)).body).toMatchObject({
      ok: true,
      status: 2,
    });
    expect((await api.control('POST', `/orders/${paid.id}/deliver`)).body).toMatchObject({
      ok: true,
      status: 3,
    });
    expect((await api.control('POST', '/orders/99999/ship')).status).toBe(409);
  });
});

describe('fault injection', () => {
  it('answers an injected HTTP status N times, then the real answer', async () => {
    const added = await api.control('POST', '/faults', {
      route: '/api/index/category',
      status: 503,
      times: 2,
    });
    expect(added.body).toMatchObject({
      ok: true,
      fault: { route: '/api/index/category', status: 503, remaining: 2 },
    });
    const first = await api.app.inject({ method: 'GET', url: '/api/index/category' });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ code: 503 });
    expect((await api.app.inject({ method: 'GET', url: '/api/index/category' })).statusCode).toBe(
      503,
    );
    expect((await api.get('/api/index/category')).status).toBe(200);
  });

  it('matches by operationId and method, and delays a one-shot answer', async () => {
    await api.control('POST', '/faults', {
      route: 'indexHotMerchant',
      method: 'get',
      delayMs: 150,
    });
    const started = Date.now();
    const slow = await api.get('/api/index/hot_merchant');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.body.code).toBe(1);
    const listed = await api.control('GET', '/faults');
    expect(listed.body.faults).toEqual([]);
  });

  it('drops the connection without an answer', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    await api.control('POST', '/faults', { route: '*', drop: true });
    await expect(fetch(`http://127.0.0.1:${address.port}/api/index/category`)).rejects.toThrow();
    const after = await fetch(`http://127.0.0.1:${address.port}/api/index/category`);
    expect(after.status).toBe(200);
  });

  it('clears faults', async () => {
    await api.control('POST', '/faults', { route: '*', status: 500, times: 10 });
    await api.control('DELETE', '/faults');
    expect((await api.get('/api/index/category')).status).toBe(200);
    expect((await api.control('POST', '/faults', { status: 500 })).status).toBe(400);
  });
});
