// Faults as a developer means them, on a real socket: what a client observes, what the state
// shows, and how the traffic log marks what the console caused.
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FaultAnswer, TrafficAnswer, TrafficEntry } from '@storefront/contracts/control-api';
import { TestApi } from '../testing/test-api';
import { DROP_HEAD } from './fault-injection';

let api: TestApi;
let base: string;
beforeEach(async () => {
  api = await TestApi.start();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterEach(async () => {
  await api.close();
});

/** Waits for a condition (never a fixed sleep): polls every 20 ms, gives up after 20 s. */
async function until<T>(check: () => T | Promise<T>, what: string): Promise<NonNullable<T>> {
  for (let tries = 0; tries < 1000; tries += 1) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`gave up waiting: ${what}`);
}

const traffic = async (query = '') =>
  (await api.control<TrafficAnswer>('GET', `/traffic${query}`)).body;
const cartLines = (userId: number) =>
  api.db.all(api.db.q.selectFrom('cartLines').select(['productId']).where('userId', '=', userId));
const demoId = () =>
  api.db.first(api.db.q.selectFrom('users').select('id').orderBy('id').limit(1))!.id;
const faultsLeft = async () =>
  ((await api.control('GET', '/faults')).body as { faults: unknown[] }).faults.length;

/** A POST on a raw socket: whether an answer ever came, and a way to give up (the client's timeout). */
function send(path: string, body: unknown, token?: string) {
  const state: {
    answered: boolean;
    failed: boolean;
    status?: number;
    text: string;
    chunks: number;
  } = {
    answered: false,
    failed: false,
    text: '',
    chunks: 0,
  };
  const payload = JSON.stringify(body);
  const request = httpRequest(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      ...(token ? { token } : {}),
    },
  });
  const done = new Promise<void>((resolve) => {
    request.on('response', (response) => {
      state.answered = true;
      state.status = response.statusCode;
      response.on('data', (chunk: Buffer) => {
        state.chunks += 1;
        state.text += chunk.toString('utf8');
      });
      response.on('end', resolve);
      response.on('error', () => resolve());
    });
    request.on('error', () => {
      state.failed = true;
      resolve();
    });
  });
  request.end(payload);
  return { state, done, giveUp: () => request.destroy() };
}

const entryOf = (entries: TrafficEntry[], effect: string) =>
  entries.find((entry) => entry.injected?.effect === effect);

describe('faults', () => {
  it('drops the connection: the client gets a network error, the operation never runs, the log marks it', async () => {
    const token = await api.login();
    const before = cartLines(demoId()).length;
    const { body } = await api.control<FaultAnswer>('POST', '/faults', {
      route: 'cartAdd',
      kind: 'drop',
    });
    expect(body.fault).toMatchObject({ kind: 'drop', drop: true, remaining: 1 });
    const call = send('/api/cart/add', { product_id: 31, quantity: 1 }, token);
    await call.done;
    expect(call.state.failed).toBe(true);
    expect(cartLines(demoId())).toHaveLength(before);
    const log = await traffic('?operationId=cartAdd');
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      status: 0,
      injected: { kind: 'fault', id: body.fault.id, effect: 'drop' },
    });
    expect(log.violations).toBe(0);
    // What it writes is a head every HTTP parser refuses (two different lengths).
    expect(DROP_HEAD).toMatch(/Content-Length: 0\r\nContent-Length: 1\r\n/);
  });

  it('times out without applying: the operation never runs and no answer comes', async () => {
    const token = await api.login();
    const before = cartLines(demoId()).length;
    await api.control('POST', '/faults', { route: '/api/cart/add', kind: 'timeout' });
    const call = send('/api/cart/add', { product_id: 31, quantity: 1 }, token);
    await until(async () => (await faultsLeft()) === 0, 'the fault took the request');
    expect(call.state.answered).toBe(false);
    call.giveUp();
    await call.done;
    const entry = await until(
      async () => entryOf((await traffic()).entries, 'timeout'),
      'the held exchange is logged once the client gave up',
    );
    expect(entry.status).toBe(0);
    expect(call.state.answered).toBe(false);
    expect(cartLines(demoId())).toHaveLength(before);
  });

  it('times out after applying: the operation commits, the answer never arrives, the log shows it', async () => {
    const token = await api.login();
    const before = cartLines(demoId()).length;
    await api.control('POST', '/faults', { route: 'cartAdd', kind: 'timeout-applied' });
    const call = send('/api/cart/add', { product_id: 31, quantity: 1 }, token);
    await until(() => cartLines(demoId()).length > before, 'the line is committed');
    expect(call.state.answered).toBe(false);
    call.giveUp();
    await call.done;
    expect(call.state.answered).toBe(false);
    const entry = await until(
      async () => entryOf((await traffic()).entries, 'timeout-applied'),
      'the withheld exchange is logged',
    );
    // The answer the client never got.
    expect(entry.status).toBe(200);
    expect(JSON.parse(entry.responseBody ?? '{}')).toMatchObject({ code: 1 });
    expect(cartLines(demoId()).map((line) => line.productId)).toContain(31);
  });

  it('trickles the body: the whole answer, in pieces', async () => {
    await api.control('POST', '/faults', {
      route: 'indexCategory',
      kind: 'slow-body',
      trickleMs: 600,
    });
    const pieces: number[] = [];
    const text = await new Promise<string>((resolve, reject) => {
      httpRequest(`${base}/api/index/category`, (response) => {
        let all = '';
        response.on('data', (chunk: Buffer) => {
          pieces.push(chunk.length);
          all += chunk.toString('utf8');
        });
        response.on('end', () => resolve(all));
      })
        .on('error', reject)
        .end();
    });
    expect(JSON.parse(text)).toMatchObject({ code: 1 });
    expect(pieces.length).toBeGreaterThan(1);
    const entry = await until(
      async () => entryOf((await traffic()).entries, 'slow-body'),
      'the exchange is logged once its body is out',
    );
    expect(entry).toMatchObject({ status: 200, operationId: 'indexCategory' });
  });

  it('answers a chosen status, envelope code and message; its violations are marked, never counted', async () => {
    await api.control('POST', '/faults', {
      route: 'indexCategory',
      status: 418,
      code: 4001,
      message: 'Teapot in the way',
      times: 2,
    });
    const first = await api.app.inject({ method: 'GET', url: '/api/index/category' });
    expect(first.statusCode).toBe(418);
    expect(first.json()).toEqual({ code: 4001, msg: 'Teapot in the way', data: null });
    // The defaults: the status as the code, a message saying it was injected.
    await api.control('DELETE', '/faults');
    await api.control('POST', '/faults', { route: 'indexCategory', kind: 'status', status: 503 });
    expect((await api.app.inject({ method: 'GET', url: '/api/index/category' })).json()).toEqual({
      code: 503,
      msg: 'Injected fault 503',
      data: null,
    });
    const log = await traffic();
    const injected = log.entries.filter((entry) => entry.injected?.effect === 'status');
    expect(injected).toHaveLength(2);
    // 418 is no status of the contract: a violation, caused by the console.
    expect(injected[0]!.violations.length).toBeGreaterThan(0);
    expect(injected[0]!.violations.every((violation) => violation.injected)).toBe(true);
    expect(log.violations).toBe(0);
    expect((await traffic('?violations=true')).entries).toEqual([]);
  });

  it('refuses what a fault cannot be', async () => {
    for (const bad of [
      { route: '*', kind: 'explode' },
      { route: '*', status: 200, message: 'x'.repeat(501) },
      { route: '*', kind: 'slow-body', trickleMs: 0 },
      { route: '*', kind: 'slow-body', trickleMs: 120_001 },
      { route: '*', status: 500, code: 1.5 },
    ]) {
      expect((await api.control('POST', '/faults', bad)).status).toBe(400);
    }
  });
});
