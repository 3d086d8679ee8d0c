import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChat } from '../chat/chat-extension';
import { TestApi, multipart, pngBytes } from '../testing/test-api';
import { standInWebBuild } from '../testing/web-build';
import { PICTURE_POLICY, socketOriginOf } from './security-headers';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), values);
  }
  return policy;
}

function expectCommonHeaders(headers: Record<string, unknown>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toBeTruthy();
}

// The pages are the web's page handler's, which sets their policy itself (with its nonce:
// web/src/server/page-policy.ts; checked on the real build by e2e/src/security.spec.ts). Here a
// stand-in handler (testing/web-build.ts) shows what this server adds to a page and hands it.
let webBuild: string;
let api: TestApi;
beforeAll(async () => {
  webBuild = await mkdtemp(join(tmpdir(), 'mock-headers-'));
  api = await TestApi.start({
    ...(await standInWebBuild(webBuild, { 'app.js': 'console.log(1)' })),
    chat: createChat({ agent: { enabled: false } }),
  });
});
afterAll(async () => {
  await api.close();
  await rm(webBuild, { recursive: true, force: true });
});

describe('security headers', () => {
  it("puts the common headers on every page, keeps the page's own policy and names the chat socket to it", async () => {
    for (const url of ['/', '/home', '/orderInfo/12']) {
      const answer = await api.app.inject({
        method: 'GET',
        url,
        headers: { host: '127.0.0.1:8080' },
      });
      expect(answer.statusCode).toBe(200);
      expectCommonHeaders(answer.headers);
      const policy = directives(answer.headers['content-security-policy']);
      // The stand-in's policy, not replaced by this server's.
      expect([...policy.keys()]).toEqual(['default-src', 'connect-src']);
      // The chat socket getWebSocketUrl names for this host, and nothing else.
      expect(policy.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:8080']);
    }
  });

  it("puts the strict app policy on the build's files", async () => {
    const answer = await api.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(answer.statusCode).toBe(200);
    expectCommonHeaders(answer.headers);
    const policy = directives(answer.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:8080']);
  });

  it('puts nosniff and a no-document policy on /api answers, refusals and 404s', async () => {
    for (const url of ['/api/index/category', '/api/user/getUserInfo', '/api/missing']) {
      const answer = await api.app.inject({ method: 'GET', url });
      expectCommonHeaders(answer.headers);
      expect(directives(answer.headers['content-security-policy']).get('default-src')).toEqual([
        "'none'",
      ]);
    }
  });

  it('serves catalog SVGs and uploaded pictures with nosniff and a policy that runs nothing', async () => {
    const svg = await api.app.inject({ method: 'GET', url: '/uploads/catalog/product-1-1.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expectCommonHeaders(svg.headers);
    expect(svg.headers['content-security-policy']).toBe(PICTURE_POLICY);
    const policy = directives(PICTURE_POLICY);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('sandbox')).toBe(true);
    expect(policy.has('script-src')).toBe(false);

    const token = await api.login();
    const { payload, headers } = multipart('file', 'p.png', pngBytes(4, 4));
    const uploaded = await api.call('POST', '/api/upload/image', { token, payload, headers });
    const picture = await api.app.inject({
      method: 'GET',
      url: uploaded.body.data.url,
      headers: { token },
    });
    expect(picture.statusCode).toBe(200);
    expectCommonHeaders(picture.headers);
    expect(picture.headers['content-security-policy']).toBe(PICTURE_POLICY);
  });

  it("sends helmet's headers as set here: frames denied, no HSTS, no X-Powered-By", async () => {
    for (const url of [
      '/api/index/category',
      '/assets/app.js',
      '/uploads/catalog/product-1-1.svg',
    ]) {
      const answer = await api.app.inject({ method: 'GET', url });
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(answer.headers, url).not.toHaveProperty('strict-transport-security');
      expect(answer.headers, url).not.toHaveProperty('x-powered-by');
    }
  });

  it('gives an unclaimed address the policy of its part of the site', async () => {
    // POST: a GET outside /api and /__mock would reach the page handler, which sets its own.
    const policyOf = async (url: string) =>
      directives(
        (await api.app.inject({ method: 'POST', url })).headers['content-security-policy'],
      );
    expect((await policyOf('/__mock/missing')).get('default-src')).toEqual(["'none'"]);
    expect((await policyOf('/uploads/missing.svg')).has('sandbox')).toBe(true);
    expect((await policyOf('/assets/missing.js')).get('script-src')).toEqual(["'self'"]);
  });

  it('keeps the headers on an injected fault', async () => {
    await api.control('POST', '/faults', { route: '/api/index/category', status: 503 });
    const answer = await api.app.inject({ method: 'GET', url: '/api/index/category' });
    expect(answer.statusCode).toBe(503);
    expectCommonHeaders(answer.headers);
  });
});

describe("the pages' connect-src follows the chat's configuration", () => {
  it('names the chat host getWebSocketUrl names when the chat runs elsewhere', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'mock-headers-'));
    const elsewhere = await TestApi.start({
      ...(await standInWebBuild(dist)),
      chat: createChat({
        agent: { enabled: false },
        socketUrl: 'wss://chat.example.com:9443/ws',
      }),
    });
    try {
      const token = await elsewhere.login();
      const connection = await elsewhere.get('/api/chat/getWebSocketUrl', { token });
      expect(connection.body.data.ws_url).toBe('wss://chat.example.com:9443/ws');
      const home = await elsewhere.app.inject({ method: 'GET', url: '/home' });
      expect(directives(home.headers['content-security-policy']).get('connect-src')).toEqual([
        "'self'",
        'wss://chat.example.com:9443',
      ]);
    } finally {
      await elsewhere.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('behind TLS (x-forwarded-proto https) allows wss on the same host', async () => {
    const home = await api.app.inject({
      method: 'GET',
      url: '/home',
      headers: { host: 'shop.example.com', 'x-forwarded-proto': 'https' },
    });
    expect(directives(home.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'wss://shop.example.com',
    ]);
  });

  it('lets no Host header add a source or a directive (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 40 }), (host) => {
        const origin = socketOriginOf(`ws://${host}/ws`);
        if (origin === null) return;
        expect(origin).toMatch(/^ws:\/\/[a-z0-9.\-[\]:]+$/);
        expect(origin).not.toMatch(/[\s;,']/);
      }),
      { numRuns: 2000 },
    );
    expect(socketOriginOf("ws://a;script-src 'unsafe-inline'/ws")).toBeNull();
    expect(socketOriginOf('http://example.com/ws')).toBeNull();
  });
});
