import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { API_POLICY } from './security-headers';
import { CONTROL_TOKEN_HEADER } from '../control/control-guard';
import { multipart, pngBytes } from '../testing/test-api';
import { handler } from './operation-handler';
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
      platformInfo: handler(() => ({ name: 'A platform without its fields' })),
      // Says which headers reached the upstream (a wrong shape too, logged as such).
      userLaw: handler(({ request }) => ({ headers: Object.keys(request.headers) })),
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

// RFC 9110 in proxy mode, against a plain HTTP server on a loopback port as the upstream: what it
// receives, and what the client receives of its answer, byte for byte over raw sockets.
describe('proxy mode per RFC 9110', () => {
  let plain: Server;
  let plainPort = 0;
  let front: FastifyInstance;
  let frontPort = 0;
  /** The headers of each request the upstream received, as Node read them. */
  const received: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    plain = createServer((request, response) => {
      received.push(request.headers);
      request.resume();
      const login = request.url?.startsWith('/api/user/login');
      const body = login
        ? {
            code: 1,
            msg: 'ok',
            data: {
              userinfo: {
                id: 1,
                email: 'demo@example.com',
                nickname: 'Demo',
                avatar: '',
                token: 'upstream-session-token-0123456789',
                expires_in: 3600,
              },
            },
          }
        : { code: 1, msg: 'ok', data: [] };
      response.writeHead(200, [
        ['Content-Type', 'application/json'],
        ['Connection', 'X-Upstream-Hop'],
        ['X-Upstream-Hop', 'for the next hop only'],
        ['Keep-Alive', 'timeout=5'],
        ['Proxy-Authenticate', 'Basic realm="upstream"'],
        ['Proxy-Connection', 'keep-alive'],
        ['Trailer', 'X-Checksum'],
        ['Upgrade', 'h2c'],
        ['Set-Cookie', 'upstream_session=abc; Path=/'],
        ['Set-Cookie', 'tracking=1; Path=/'],
        ['Content-Security-Policy', "default-src * 'unsafe-inline'"],
        ['Access-Control-Allow-Origin', '*'],
        ['Access-Control-Allow-Credentials', 'true'],
        ['X-Upstream-Kept', 'yes'],
      ]);
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    plainPort = (plain.address() as AddressInfo).port;
    front = await buildApp({ dataDir: null, upstream: `http://127.0.0.1:${plainPort}` });
    await front.listen({ host: '127.0.0.1', port: 0 });
    frontPort = (front.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await front?.close();
    await new Promise((resolve) => plain?.close(resolve));
  });

  const clientHeaders = (host: string) =>
    [
      `Host: ${host}`,
      'Connection: close, X-Client-Hop',
      'X-Client-Hop: for the proxy only',
      'Keep-Alive: timeout=5',
      'TE: trailers, deflate',
      'Trailer: X-Checksum',
      'Proxy-Authorization: Basic dXNlcjpwYXNz',
      'Proxy-Connection: keep-alive',
      'X-Forwarded-For: 6.6.6.6',
      'X-Forwarded-Proto: https',
      'X-Forwarded-Host: evil.example',
      'X-Forwarded-Port: 443',
      'Forwarded: for=6.6.6.6;host=evil.example;proto=https',
      'X-Real-IP: 6.6.6.6',
      'lang: en',
      'X-Kept: yes',
    ].join('\r\n');

  it('drops hop-by-hop headers and a client-sent forwarding claim, and says who forwarded', async () => {
    const host = `127.0.0.1:${frontPort}`;
    const answer = await rawExchange(
      frontPort,
      `GET /api/index/category HTTP/1.1\r\n${clientHeaders(host)}\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    const seen = received.at(-1) ?? {};
    for (const name of [
      'x-client-hop',
      'keep-alive',
      'te',
      'trailer',
      'proxy-authorization',
      'proxy-connection',
      'upgrade',
      'x-real-ip',
      'x-forwarded-port',
    ]) {
      expect(seen, name).not.toHaveProperty(name);
    }
    expect(String(seen.connection ?? '')).not.toMatch(/x-client-hop/i);
    expect(seen['x-kept']).toBe('yes');
    expect(seen.lang).toBe('en');
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBe(host);
    expect(seen.forwarded).toBe(`for=127.0.0.1;proto=http;host="${host}"`);
    expect(seen.host).toBe(`127.0.0.1:${plainPort}`);
  });

  it("gives the client the upstream's end-to-end headers only, with the mock's cookies, CSP and CORS", async () => {
    const answer = await rawExchange(
      frontPort,
      `GET /api/index/category HTTP/1.1\r\n${clientHeaders(`127.0.0.1:${frontPort}`)}\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    for (const name of [
      'x-upstream-hop',
      'keep-alive',
      'proxy-authenticate',
      'proxy-connection',
      'trailer',
      'upgrade',
      'set-cookie',
      'access-control-allow-origin',
      'access-control-allow-credentials',
    ]) {
      expect(answer.headers, name).not.toHaveProperty(name);
    }
    expect(answer.headers['x-upstream-kept']).toEqual(['yes']);
    expect(answer.headers['content-security-policy']).toEqual([API_POLICY]);
    expect(answer.headers['x-content-type-options']).toEqual(['nosniff']);
    expect(answer.headers.connection).toEqual(['close']);
    expect(JSON.parse(answer.body)).toEqual({ code: 1, msg: 'ok', data: [] });

    // A login: the mock's own Admin-Token from the session's token, not the upstream's cookies.
    const payload = JSON.stringify({ account: 'demo@example.com', password: 'demo123' });
    const login = await rawExchange(
      frontPort,
      `POST /api/user/login HTTP/1.1\r\n${clientHeaders(`127.0.0.1:${frontPort}`)}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\n\r\n${payload}`,
    );
    expect(login.status).toBe(200);
    const cookies = login.headers['set-cookie'] ?? [];
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(
      /^Admin-Token=upstream-session-token-0123456789; Max-Age=3600; Path=\/; SameSite=Lax$/,
    );
    expect(cookies.join()).not.toMatch(/upstream_session|tracking/);
  });

  it('answers an absolute-form request line 400, without reaching the upstream', async () => {
    const before = received.length;
    for (const target of [
      `http://127.0.0.1:${plainPort}/api/index/category`,
      'http://evil.example/api/index/category',
      'https://evil.example/__mock/pending',
    ]) {
      const answer = await rawExchange(
        frontPort,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${frontPort}\r\nConnection: close\r\n\r\n`,
      );
      expect({ target, status: answer.status }).toEqual({ target, status: 400 });
      expect(JSON.parse(answer.body)).toMatchObject({ code: 0, data: null });
    }
    expect(received.length).toBe(before);
    // Nor does the mock in front of its own state route it by its path.
    const own = await buildApp({ dataDir: null });
    try {
      await own.listen({ host: '127.0.0.1', port: 0 });
      const port = (own.server.address() as AddressInfo).port;
      const answer = await rawExchange(
        port,
        `GET http://evil.example/api/index/category HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBe(400);
    } finally {
      await own.close();
    }
  });
});

/** Sends `text` on a fresh socket and reads the answer until the server closes it (Connection: close). */
function rawExchange(
  port: number,
  text: string,
): Promise<{ status: number; headers: Record<string, string[]>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(text));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('no answer within 10 s')), 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
      const headers: Record<string, string[]> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        (headers[name] ??= []).push(line.slice(colon + 1).trim());
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: raw.slice(split + 4),
      });
    });
  });
}
