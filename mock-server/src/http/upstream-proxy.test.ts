import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { CONTROL_TOKEN_HEADER } from '../control/control-guard';
import { multipart, pngBytes } from '../testing/test-api';
import { readOnly } from './operation-handler';
import type { ContractViolation } from './upstream-proxy';

// Proxy mode: a mock-server whose /api goes to a second mock-server (the "real backend"), over
// HTTP. The upstream breaks the contract on purpose in one operation (platformInfo answers a
// platform without its required fields): the proxy must pass the answer on and log the violation.

let upstream: FastifyInstance;
let proxy: FastifyInstance;
let upstreamUrl = '';
let proxyUrl = '';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  upstream = await buildApp({
    dataDir: null,
    handlers: {
      platformInfo: readOnly(() => ({ name: 'A platform without its fields' })),
      // Says which headers reached the upstream (a wrong shape too, logged as such).
      userLaw: readOnly(({ request }) => ({ headers: Object.keys(request.headers) })),
    },
  });
  upstreamUrl = await listen(upstream);
  proxy = await buildApp({ dataDir: null, upstream: upstreamUrl });
  proxyUrl = await listen(proxy);
});

afterAll(async () => {
  await proxy?.close();
  await upstream?.close();
});

interface Answer {
  status: number;
  body: { code: number; msg: string; data: Record<string, unknown> | null };
}

async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      lang: 'en',
      ...(options.token ? { token: options.token } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function violations(token = proxy.controlToken) {
  const response = await fetch(`${proxyUrl}/__mock/traffic/violations`, {
    headers: { [CONTROL_TOKEN_HEADER]: token },
  });
  return {
    status: response.status,
    body: (await response.json()) as { ok: boolean; violations?: ContractViolation[] },
  };
}

describe('proxy mode (UPSTREAM)', () => {
  it('carries a shopping flow to the upstream, whose state it is, with no violation', async () => {
    const login = await call(proxyUrl, 'POST', '/api/user/login', {
      body: { account: 'demo@example.com', password: 'demo123' },
    });
    expect(login.body.code, login.body.msg).toBe(1);
    const token = (login.body.data?.userinfo as { token: string }).token;

    const products = await call(proxyUrl, 'GET', '/api/index/product?page=1&limit=5');
    expect(products.body.code).toBe(1);
    const product = (products.body.data?.list as { id: number }[])[0];
    expect(product).toBeDefined();

    const added = await call(proxyUrl, 'POST', '/api/cart/add', {
      token,
      body: { product_id: product!.id, quantity: 2 },
    });
    expect(added.body.code, added.body.msg).toBe(1);

    const cart = await call(proxyUrl, 'GET', '/api/cart/list', { token });
    expect(cart.body.code).toBe(1);
    const lines = (
      cart.body.data?.shops as { items: { product_id: number; quantity: number }[] }[]
    ).flatMap((shop) => shop.items);
    expect(lines).toContainEqual(expect.objectContaining({ product_id: product!.id, quantity: 2 }));

    // The token and the cart are the upstream's: the upstream itself shows the same cart.
    const direct = await call(upstreamUrl, 'GET', '/api/cart/list', { token });
    expect(direct.body.data).toEqual(cart.body.data);

    // A binary body goes through as it came.
    const part = multipart('file', 'photo.png', pngBytes(4, 4));
    const upload = await fetch(`${proxyUrl}/api/upload/image`, {
      method: 'POST',
      headers: { token, ...part.headers },
      body: part.payload,
    });
    const uploaded = (await upload.json()) as Answer['body'];
    expect(uploaded.code, uploaded.msg).toBe(1);

    const seen = await violations();
    expect(seen.status).toBe(200);
    expect(seen.body.violations).toEqual([]);
  });

  it('passes a wrong answer on and logs it as a violation', async () => {
    const info = await call(proxyUrl, 'GET', '/api/platform/info');
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({ name: 'A platform without its fields' });

    const seen = await violations();
    expect(seen.body.violations).toContainEqual(
      expect.objectContaining({
        direction: 'response',
        operationId: 'platformInfo',
        status: 200,
        errors: expect.arrayContaining([expect.stringMatching(/lacks the required field "logo"/)]),
      }),
    );
  });

  it("keeps the proxied exchanges in the console's traffic log, the wrong answer in red", async () => {
    await call(proxyUrl, 'GET', '/api/platform/info');
    const response = await fetch(`${proxyUrl}/__mock/traffic?operationId=platformInfo`, {
      headers: { [CONTROL_TOKEN_HEADER]: proxy.controlToken },
    });
    const log = (await response.json()) as {
      entries: { status: number; responseBody: string; violations: { error: string }[] }[];
    };
    const last = log.entries.at(-1);
    expect(last?.status).toBe(200);
    expect(JSON.parse(last?.responseBody ?? 'null')).toMatchObject({
      data: { name: 'A platform without its fields' },
    });
    expect(last?.violations.map((v) => v.error).join()).toMatch(/lacks the required field "logo"/);
  });

  it('forwards a request that breaks the contract and logs it too', async () => {
    const refused = await call(proxyUrl, 'POST', '/api/cart/add', {
      body: { product_id: 'thirty-one', quantity: 1 },
    });
    // The upstream's own answer comes back unchanged: a guest gets its 401 or 400.
    expect([400, 401]).toContain(refused.status);
    const seen = await violations();
    expect(seen.body.violations).toContainEqual(
      expect.objectContaining({
        direction: 'request',
        operationId: 'cartAdd',
        errors: expect.arrayContaining([expect.stringMatching(/body\/product_id/)]),
      }),
    );
  });

  it('never forwards the control token', async () => {
    const response = await fetch(`${proxyUrl}/api/user/law`, {
      headers: { [CONTROL_TOKEN_HEADER]: proxy.controlToken, lang: 'en' },
    });
    const body = (await response.json()) as { data: { headers: string[] } };
    expect(body.data.headers).toContain('lang');
    expect(body.data.headers).not.toContain(CONTROL_TOKEN_HEADER);
  });

  it('answers 502 with the envelope when the upstream does not answer', async () => {
    const gone = await buildApp({ dataDir: null });
    const goneUrl = await listen(gone);
    await gone.close();
    const orphan = await buildApp({ dataDir: null, upstream: goneUrl });
    try {
      const answer = await orphan.inject({ method: 'GET', url: '/api/index/category' });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({ code: 0, data: null, msg: expect.any(String) });
    } finally {
      await orphan.close();
    }
  });

  it('shows the violations only with the control token', async () => {
    const refused = await violations('not-the-control-token-at-all');
    expect(refused.status).toBeGreaterThanOrEqual(401);
    expect(refused.body.ok).toBe(false);
    expect(refused.body.violations).toBeUndefined();
  });
});
