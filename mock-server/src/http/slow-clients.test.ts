import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { checkAgainstContract } from '../testing/test-api';
import { SERVER_LIMITS } from './connection-limits';

// Slow clients, on raw loopback sockets: headers must arrive within their deadline and a whole
// request within its own (Node checks every `checkEveryMs`), and one client address holds at most
// 64 connections. The defaults (10 s, 30 s, 64) are checked as numbers on the default app; the
// deadlines' behaviour on a second app whose deadlines are shorter (the same code, the same Node
// checks), so the suite does not wait out 30 s. Every socket here is bounded: closed by the
// server, or destroyed by the test when its time is up. No upper time bound is asserted (a loaded
// machine may be late): a deadline must not fire early, and must fire (the guard is 15 s).

const SHORT = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_500, checkEveryMs: 200 };

let app: FastifyInstance;
let short: FastifyInstance;
let port = 0;
let shortPort = 0;
const sockets = new Set<Socket>();

beforeAll(async () => {
  app = await buildApp({ dataDir: null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  short = await buildApp({ dataDir: null, serverLimits: SHORT });
  await short.listen({ host: '127.0.0.1', port: 0 });
  shortPort = (short.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await app.close();
  await short.close();
});

interface Watched {
  socket: Socket;
  /** Resolves when the socket closes: what it received, and when (ms since it was opened). */
  closed: Promise<{ received: string; afterMs: number }>;
  opened: Promise<void>;
}

/** The slow sockets come from another loopback address than the test of the connection cap. */
const SLOW_CLIENT = '127.0.0.3';

function open(localAddress = '127.0.0.1', to = port): Watched {
  const start = performance.now();
  const socket = connect({ host: '127.0.0.1', port: to, localAddress });
  sockets.add(socket);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<{ received: string; afterMs: number }>((resolve) =>
    socket.once('close', () => {
      sockets.delete(socket);
      resolve({ received, afterMs: performance.now() - start });
    }),
  );
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, opened };
}

/** Writes `piece()` every `everyMs` until the socket closes or `maxPieces` were written. */
function trickle(socket: Socket, everyMs: number, maxPieces: number, piece: (i: number) => string) {
  let written = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || written >= maxPieces) {
      clearInterval(timer);
      return;
    }
    written += 1;
    socket.write(piece(written));
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

/** The status line and the JSON body of a raw answer. */
function parsed(raw: string): { status: number; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
  const text = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return { status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Sends one whole GET on `socket` and answers its status (keep-alive: the socket stays open). */
function fetchOn(watched: Watched): Promise<number> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: string) => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk)?.[1];
      if (!status) return;
      watched.socket.off('data', onData);
      resolve(Number(status));
    };
    watched.socket.on('data', onData);
    void watched.closed.then(() => reject(new Error('closed before an answer')));
    watched.socket.write('GET /api/user/language_list HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  });
}

async function waitFor(check: () => Promise<boolean>, ms: number, what: string) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${ms} ms: ${what}`);
}

describe('request deadlines', () => {
  it('are the documented numbers, checked every second', () => {
    expect(SERVER_LIMITS).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      checkEveryMs: 1_000,
      connectionsPerClient: 64,
    });
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(30_000);
  });

  it.concurrent(
    'closes a socket that sends header lines but never ends them at the headers deadline, with a 408',
    async () => {
      const slow = open(SLOW_CLIENT, shortPort);
      await slow.opened;
      slow.socket.write('GET /api/index/category HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      trickle(slow.socket, 200, 100, (i) => `X-Slow-${i}: ${'x'.repeat(10)}\r\n`);
      // The same, saying nothing at all after connecting.
      const silent = open(SLOW_CLIENT, shortPort);
      await silent.opened;
      const guard = setTimeout(() => {
        slow.socket.destroy();
        silent.socket.destroy();
      }, 15_000);
      const [one, two] = await Promise.all([slow.closed, silent.closed]);
      clearTimeout(guard);
      for (const closed of [one, two]) {
        expect(closed.afterMs).toBeGreaterThanOrEqual(SHORT.headersTimeoutMs * 0.95);
        const answer = parsed(closed.received);
        expect(answer.status).toBe(408);
        checkAgainstContract('GET', '/api/index/category', 408, answer.body);
      }
    },
    30_000,
  );

  it.concurrent(
    'closes a socket that sends its body a byte at a time at the request deadline, with a 408',
    async () => {
      const slow = open(SLOW_CLIENT, shortPort);
      await slow.opened;
      slow.socket.write(
        'POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{',
      );
      // Each byte well within the headers deadline, so only the whole request's can close it.
      trickle(slow.socket, 200, 100, () => ' ');
      const guard = setTimeout(() => slow.socket.destroy(), 15_000);
      const closed = await slow.closed;
      clearTimeout(guard);
      expect(closed.afterMs).toBeGreaterThanOrEqual(SHORT.requestTimeoutMs * 0.95);
      const answer = parsed(closed.received);
      expect(answer.status).toBe(408);
      checkAgainstContract('POST', '/api/user/login', 408, answer.body);
    },
    30_000,
  );
});

describe('connections per client address', () => {
  it('holds 64 from one address, closes the 65th at once, and lets another address in', async () => {
    const held = Array.from({ length: SERVER_LIMITS.connectionsPerClient }, () => open());
    // Each answers a request: the server has them all.
    expect(await Promise.all(held.map(fetchOn))).toEqual(held.map(() => 200));

    const refused = open();
    const guard = setTimeout(() => refused.socket.destroy(), 10_000);
    const closed = await refused.closed;
    clearTimeout(guard);
    expect(closed.received).toBe('');
    expect(closed.afterMs).toBeLessThan(5_000);

    // Another loopback address is another client.
    const other = open('127.0.0.2');
    expect(await fetchOn(other)).toBe(200);
    other.socket.destroy();

    // One closed: one more may come in.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await waitFor(
      async () => {
        const next = open();
        try {
          return (await fetchOn(next)) === 200;
        } catch {
          return false;
        } finally {
          next.socket.destroy();
        }
      },
      5_000,
      'a connection after one closed',
    );
    for (const watched of held) watched.socket.destroy();
  }, 30_000);
});
