import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createChat } from '../chat/chat-extension';
import { TestApi } from '../testing/test-api';
import type { OutboxAnswer, PendingAnswer } from '@storefront/contracts/control-api';
import { CONTROL_TOKEN_FILE, CONTROL_TOKEN_HEADER } from './control-guard';

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
        headers: { [CONTROL_TOKEN_HEADER]: open.app.controlToken },
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('lists what waits for an audit and resets everything to the seed', async () => {
    const pending = (await api.control<PendingAnswer>('GET', '/pending')).body;
    expect(pending.recharges).toHaveLength(1);
    expect(pending.withdrawals).toHaveLength(1);
    expect(pending.refunds).toHaveLength(1);
    const token = await api.login();
    await api.get('/api/user/address_del?id=1', { token });
    const addressOne = () =>
      api.db.first(api.db.q.selectFrom('addresses').select('id').where('id', '=', 1));
    expect(addressOne()).toBeUndefined();
    expect((await api.control('POST', '/reset')).body).toEqual({ ok: true });
    expect(addressOne()).toBeDefined();
    // Sessions belong to the old state: after a reset everyone logs in again.
    expect((await api.get('/api/user/getUserInfo', { token })).status).toBe(401);
  });

  it('ships and delivers orders, refusing a step out of order', async () => {
    const paid = api.db.first(
      api.db.q.selectFrom('orders').select('id').where('status', '=', 1).orderBy('id').limit(1),
    );
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

describe('control token and origin', () => {
  const pending = (headers: Record<string, string>) =>
    api.app.inject({ method: 'GET', url: '/__mock/pending', headers });

  it('refuses a request without the token or with a wrong one, with a JSON reason', async () => {
    const missing = await pending({});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ ok: false });
    expect(missing.json().error).toContain(CONTROL_TOKEN_HEADER);
    const wrong = await pending({ [CONTROL_TOKEN_HEADER]: `${api.app.controlToken}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ ok: false, error: `wrong ${CONTROL_TOKEN_HEADER}` });
    expect((await pending({ [CONTROL_TOKEN_HEADER]: api.app.controlToken })).statusCode).toBe(200);
  });

  it('refuses every token but the right one (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[\x21-\x7e]{1,64}$/), async (guess) => {
        fc.pre(guess !== api.app.controlToken);
        expect((await pending({ [CONTROL_TOKEN_HEADER]: guess })).statusCode).toBe(401);
      }),
      { numRuns: 200 },
    );
  });

  it('changes nothing for a refused request: an approval without the token credits nothing', async () => {
    const { db } = api;
    const stateOf = (id: number) =>
      db.first(db.q.selectFrom('recharges').select('state').where('id', '=', id))?.state;
    const balanceOf = (id: number) =>
      db.first(db.q.selectFrom('users').select('balance').where('id', '=', id))?.balance;
    const recharge = db.first(
      db.q
        .selectFrom('recharges')
        .select(['id', 'userId'])
        .where('state', '=', 0)
        .orderBy('id')
        .limit(1),
    );
    if (!recharge) throw new Error('the seed has a pending recharge');
    const before = balanceOf(recharge.userId);
    const refused = await api.app.inject({
      method: 'POST',
      url: `/__mock/recharges/${recharge.id}/approve`,
    });
    expect(refused.statusCode).toBe(401);
    expect(stateOf(recharge.id)).toBe(0);
    expect(balanceOf(recharge.userId)).toBe(before);
  });

  it('hands out no reset code without the token', async () => {
    await api.post('/api/user/forgot_send_code', { email: 'demo@example.com' });
    const { mails } = (await api.control<OutboxAnswer>('GET', '/outbox?to=demo@example.com')).body;
    const code = mails[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await api.app.inject({
      method: 'GET',
      url: '/__mock/outbox?to=demo@example.com',
    });
    expect(outbox.statusCode).toBe(401);
    expect(outbox.body).not.toContain(code);
  });

  it('refuses a foreign Origin, a request a browser sends for another site, and a foreign Host, even with the token', async () => {
    const token = { [CONTROL_TOKEN_HEADER]: api.app.controlToken };
    // inject() sends Host: localhost:80.
    const foreign = await pending({ ...token, origin: 'http://127.0.0.1:5555' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toContain('another origin');
    expect((await pending({ ...token, origin: 'null' })).statusCode).toBe(403);
    expect((await pending({ ...token, origin: 'http://localhost:80' })).statusCode).toBe(200);
    // Another port of the same host is "same-site" to a browser: refused too.
    for (const site of ['cross-site', 'same-site']) {
      expect((await pending({ ...token, 'sec-fetch-site': site })).statusCode).toBe(403);
    }
    for (const site of ['same-origin', 'none']) {
      expect((await pending({ ...token, 'sec-fetch-site': site })).statusCode).toBe(200);
    }
    // A name rebound to 127.0.0.1 by its DNS is not a loopback name.
    const rebound = await pending({ ...token, host: 'attacker.example:80' });
    expect(rebound.statusCode).toBe(403);
    for (const host of ['127.0.0.1:8080', 'localhost', '[::1]:8080']) {
      expect((await pending({ ...token, host })).statusCode).toBe(200);
    }
  });

  it("guards the chat's controls the same way", async () => {
    const chat = await TestApi.start({ chat: createChat({ agent: { enabled: false } }) });
    try {
      const body = { enabled: true };
      const refused = await chat.app.inject({ method: 'POST', url: '/__mock/chat/agent', body });
      expect(refused.statusCode).toBe(401);
      const allowed = await chat.app.inject({
        method: 'POST',
        url: '/__mock/chat/agent',
        body,
        headers: { [CONTROL_TOKEN_HEADER]: chat.app.controlToken },
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await chat.close();
    }
  });

  it('takes a new random token per build, or the one given; writes it to DATA_DIR readable by its owner only', async () => {
    const other = await TestApi.start();
    try {
      expect(other.app.controlToken).not.toBe(api.app.controlToken);
      expect(api.app.controlToken.length).toBeGreaterThanOrEqual(32);
    } finally {
      await other.close();
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'mock-control-'));
    try {
      const given = 'a-developer-chosen-control-token';
      const app = await buildApp({ dataDir, controlToken: given });
      try {
        expect(app.controlToken).toBe(given);
        const file = join(dataDir, CONTROL_TOKEN_FILE);
        expect((await readFile(file, 'utf8')).trim()).toBe(given);
        expect((await stat(file)).mode & 0o777).toBe(0o600);
      } finally {
        await app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    await expect(buildApp({ controlToken: 'short' })).rejects.toThrow(/at least 16/);
  });
});
