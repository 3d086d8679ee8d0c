import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { checkAgainstContract } from '../testing/test-api';
import { SERVER_LIMITS } from './connection-limits';

// Slow clients, on raw loopback sockets against the server's default limits: headers must arrive
// within 10 s and a whole request within 30 s (Node checks every second), and one client address
// holds at most 64 connections. Every socket here is bounded: closed by the server, or destroyed by
// the test when its time is up. The bounds are generous (a loaded machine): a deadline must not
// fire early, and must fire within a few seconds of its time.

let app: FastifyInstance;
let port = 0;
const sockets = new Set<Socket>();

beforeAll(async () => {
  app = await buildApp({ dataDir: null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await app.close();
});

interface Watched {
  socket: Socket;
  /** Resolves when the socket closes: what it received, and when (ms since it was opened). */
  closed: Promise<{ received: string; afterMs: number }>;
  opened: Promise<void>;
}

/** The slow sockets come from another loopback address than the test of the connection cap. */
const SLOW_CLIENT = '127.0.0.3';

function open(localAddress = '127.0.0.1'): Watched {
  const start = performance.now();
  const socket = connect({ host: '127.0.0.1', port, localAddress });
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
    'closes a socket sending one header line every 2 s by about 10 s, with a 408',
    async () => {
      const slow = open(SLOW_CLIENT);
      await slow.opened;
      slow.socket.write('GET /api/index/category HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      trickle(slow.socket, 2_000, 20, (i) => `X-Slow-${i}: ${'x'.repeat(10)}\r\n`);
      // The same, saying nothing at all after connecting.
      const silent = open(SLOW_CLIENT);
      await silent.opened;
      const guard = setTimeout(() => {
        slow.socket.destroy();
        silent.socket.destroy();
      }, 30_000);
      const [one, two] = await Promise.all([slow.closed, silent.closed]);
      clearTimeout(guard);
      for (const closed of [one, two]) {
        expect(closed.afterMs).toBeGreaterThanOrEqual(9_500);
        expect(closed.afterMs).toBeLessThan(16_000);
        const answer = parsed(closed.received);
        expect(answer.status).toBe(408);
        checkAgainstContract('GET', '/api/index/category', 408, answer.body);
      }
    },
    40_000,
  );

  it.concurrent(
    'closes a socket sending its body one byte every 2 s by about 30 s, with a 408',
    async () => {
      const slow = open(SLOW_CLIENT);
      await slow.opened;
      slow.socket.write(
        'POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{',
      );
      trickle(slow.socket, 2_000, 40, () => ' ');
      const guard = setTimeout(() => slow.socket.destroy(), 50_000);
      const closed = await slow.closed;
      clearTimeout(guard);
      expect(closed.afterMs).toBeGreaterThanOrEqual(29_500);
      expect(closed.afterMs).toBeLessThan(36_000);
      const answer = parsed(closed.received);
      expect(answer.status).toBe(408);
      checkAgainstContract('POST', '/api/user/login', 408, answer.body);
    },
    60_000,
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
