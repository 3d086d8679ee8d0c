import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { checkAgainstContract } from '../testing/test-api';
import { createChat } from './chat-extension';

// The socket address getWebSocketUrl answers (ws_url) comes from the configured public origin, or
// from the Host the client asked when that is a plain host and port, never from the raw header:
// `Host: a.evil.example:1@b` named the host b (with a.evil.example as its user name).

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function started(options: { publicOrigin?: string; socketUrl?: string } = {}) {
  const app = await buildApp({
    dataDir: null,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    chat: createChat({
      agent: { enabled: false },
      ...(options.socketUrl ? { socketUrl: options.socketUrl } : {}),
    }),
  });
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { account: 'demo@example.com', password: 'demo123' },
  });
  const token = (login.json() as { data: { userinfo: { token: string } } }).data.userinfo.token;
  return { app, port, token };
}

/** GET getWebSocketUrl over HTTP with this Host header exactly; the answer's ws_url. */
function wsUrlOverHttp(port: number, token: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/chat/getWebSocketUrl',
        headers: { host, token },
        setHost: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const body = JSON.parse(text) as { code: number; data: { ws_url: string } };
          checkAgainstContract('GET', '/api/chat/getWebSocketUrl', response.statusCode ?? 0, body);
          resolve(body.data.ws_url);
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('ws_url without a public origin', () => {
  let port = 0;
  let token = '';
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app, port, token } = await started());
  });

  it('is on the Host the client asked when that is a plain host and port, else on this server', async () => {
    const own = `ws://127.0.0.1:${port}/ws`;
    const cases: Array<[string, string]> = [
      ['shop.example:9000', 'ws://shop.example:9000/ws'],
      ['Shop.Example', 'ws://shop.example/ws'],
      ['[::1]:8080', 'ws://[::1]:8080/ws'],
      [`127.0.0.1:${port}`, own],
      ['a.evil.example:1@b', own],
      ['a.evil.example@b', own],
      ['evil.example/path', own],
      ['evil.example:80:90', own],
      ['evil.example?x', own],
    ];
    for (const [host, expected] of cases) {
      expect({ host, url: await wsUrlOverHttp(port, token, host) }).toEqual({
        host,
        url: expected,
      });
    }
  });

  it('names no host but a plain one, whatever the header (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary-ascii', maxLength: 40 }), async (host) => {
        const answer = await app.inject({
          method: 'GET',
          url: '/api/chat/getWebSocketUrl',
          headers: { host, token },
        });
        if (answer.statusCode !== 200) return; // a header Node or Fastify refuses itself
        const body = answer.json() as { code: number; data: { ws_url: string } };
        checkAgainstContract('GET', '/api/chat/getWebSocketUrl', 200, body);
        const url = new URL(body.data.ws_url);
        expect(body.data.ws_url).toMatch(/^wss?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?\/ws$/);
        expect(url.username).toBe('');
        expect(url.pathname).toBe('/ws');
      }),
      { numRuns: 300 },
    );
  });
});

describe('ws_url with a public origin (PUBLIC_ORIGIN)', () => {
  it('is on the public origin, wss for https, whatever the Host; the CSP names the same', async () => {
    const { app, port, token } = await started({ publicOrigin: 'https://shop.example.com' });
    for (const host of ['a.evil.example:1@b', 'other.example:8080', `127.0.0.1:${port}`]) {
      expect(await wsUrlOverHttp(port, token, host)).toBe('wss://shop.example.com/ws');
    }
    const page = await app.inject({
      method: 'GET',
      url: '/home',
      headers: { host: 'evil.example' },
    });
    expect(String(page.headers['content-security-policy'])).toContain(
      "connect-src 'self' wss://shop.example.com;",
    );
    const plain = await started({ publicOrigin: 'http://shop.example.com:8080/' });
    expect(await wsUrlOverHttp(plain.port, plain.token, 'evil.example')).toBe(
      'ws://shop.example.com:8080/ws',
    );
  });

  it('gives way to CHAT_WS_URL, a chat on another host', async () => {
    const { port, token } = await started({
      publicOrigin: 'https://shop.example.com',
      socketUrl: 'wss://chat.example.com/ws',
    });
    expect(await wsUrlOverHttp(port, token, 'evil.example')).toBe('wss://chat.example.com/ws');
  });

  it('must be an http(s) origin', async () => {
    await expect(buildApp({ dataDir: null, publicOrigin: 'javascript:alert(1)' })).rejects.toThrow(
      /PUBLIC_ORIGIN/,
    );
  });
});
