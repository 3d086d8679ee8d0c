import { WebSocket } from 'ws';
import { CONTROL_TOKEN_HEADER } from '../src/control/control-guard';
import { BenchChatClient } from './chat-bench-client';
import type { ServerMemory } from './chat-bench-server';

// The abuse phase of the chat bench, on a server of its own: slow readers that stop reading while
// others send them the largest messages a SEND may carry, and connections that never authenticate
// (half silent, half holding a partial CONNECT), both reconnecting as soon as the server closes
// them. It prints the server's memory before, during (the largest sample) and after.

export interface ChatAbuseOptions {
  /** Length of the phase. */
  abuseMs: number;
  /** Readers that stop reading. */
  slowReaders: number;
  /** Senders per slow reader (each within the default byte rate). */
  sendersPerReader: number;
  /** Connections that never send a whole CONNECT. */
  unauthenticated: number;
  /** Quiet time after the abusers left, before the last measure (default 12 s). */
  settleMs?: number;
}

export interface ChatAbuseResult {
  /** Server memory after a GC, bytes. */
  before: ServerMemory;
  /** The largest of the samples taken during the phase. */
  during: ServerMemory;
  after: ServerMemory;
  /** Messages the slow readers were sent (16 KB each), and slow readers the server closed. */
  offered: number;
  readersClosed: number;
  /** Unauthenticated connections the server closed (at its deadlines) during the phase. */
  unauthenticatedClosed: number;
}

export const ABUSE_TARGETS = { duringGrowth: 50 * 1024 * 1024, afterGrowth: 10 * 1024 * 1024 };

export const DEFAULT_CHAT_ABUSE: ChatAbuseOptions = {
  abuseMs: Number(process.env.CHAT_BENCH_ABUSE_MS ?? 20_000),
  slowReaders: 10,
  sendersPerReader: Number(process.env.CHAT_BENCH_ABUSE_SENDERS ?? 10),
  unauthenticated: 500,
};

/** The largest content a SEND may carry (16 KB, chat-limits.ts), as a text message. */
const CONTENT = 16 * 1024 - JSON.stringify({ type: 1, content: '' }).length;
/** Sealed, a 16 KB content is 21.9 KB: 5 a second stay under the default 128 KB/s. */
const SEND_EVERY_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface AbuseServer {
  port: number;
  /** The control API's token (x-mock-control-token). */
  controlToken: string;
  memory(): Promise<ServerMemory>;
}

async function control<T>(server: AbuseServer, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${server.port}/__mock/chat${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      [CONTROL_TOKEN_HEADER]: server.controlToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

async function tokens(server: AbuseServer, uids: string[]): Promise<Map<string, string>> {
  if (uids.length === 0) return new Map();
  const answer = await control<{ tokens: { uid: string; token: string }[] }>(server, '/tokens', {
    uids,
  });
  return new Map(answer.tokens.map((t) => [t.uid, t.token]));
}

function larger(a: ServerMemory, b: ServerMemory): ServerMemory {
  return a.rss >= b.rss ? a : b;
}

export async function runChatAbuse(
  server: AbuseServer,
  options: ChatAbuseOptions = DEFAULT_CHAT_ABUSE,
): Promise<ChatAbuseResult> {
  const url = `ws://127.0.0.1:${server.port}/ws`;
  const readerUids = Array.from({ length: options.slowReaders }, (_, r) => `slow${r}`);
  const senderUids = readerUids.flatMap((reader) =>
    Array.from({ length: options.sendersPerReader }, (_, s) => `${reader}-sender${s}`),
  );
  const issued = await tokens(server, [...readerUids, ...senderUids]);
  const before = await server.memory();

  let running = true;
  let offered = 0;
  let readersClosed = 0;
  let unauthenticatedClosed = 0;
  const readers = new Map<string, BenchChatClient>();
  const senders: BenchChatClient[] = [];
  const strangers = new Set<WebSocket>();
  const body = 'x'.repeat(CONTENT);

  const openReader = async (uid: string) => {
    const reader = new BenchChatClient(uid, issued.get(uid)!);
    await reader.connect(url);
    reader.pause();
    readers.set(uid, reader);
  };
  // Half say nothing; half hold a partial CONNECT (declared 3,000 bytes, 2,000 sent).
  const partial = Buffer.concat([Buffer.from([0x10, 0xb8, 0x17]), Buffer.alloc(2000, 7)]);
  const openStranger = (i: number) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    strangers.add(socket);
    socket.on('error', () => {});
    socket.once('open', () => {
      if (i % 2 === 1) socket.send(partial);
    });
    socket.once('close', () => {
      strangers.delete(socket);
      if (!running) return;
      unauthenticatedClosed++;
      openStranger(i);
    });
  };

  try {
    await Promise.all(readerUids.map(openReader));
    for (const uid of senderUids) {
      const sender = new BenchChatClient(uid, issued.get(uid)!);
      await sender.connect(url);
      senders.push(sender);
    }
    for (let i = 0; i < options.unauthenticated; i++) openStranger(i);

    const start = performance.now();
    let during = await server.memory();
    let nextSample = start + options.abuseMs / 4;
    let nextCheck = start + 1000;
    let tick = 0;
    while (performance.now() - start < options.abuseMs) {
      // Each sender sends one largest message to its reader every SEND_EVERY_MS, spread out.
      for (const [s, sender] of senders.entries()) {
        if (s % 10 !== tick % 10 || !sender.isOpen) continue;
        const reader = readerUids[Math.floor(s / options.sendersPerReader)]!;
        sender.send(reader, body, true);
        offered++;
      }
      tick++;
      const now = performance.now();
      if (now >= nextCheck) {
        // The server closes a slow reader; the bench learns it from who is online, and the reader
        // comes back (and stops reading again).
        nextCheck = now + 1000;
        const online = await control<{ online: { uid: string }[] }>(server, '/sessions');
        const present = new Set(online.online.map((o) => o.uid));
        for (const uid of readerUids) {
          if (present.has(uid)) continue;
          readersClosed++;
          readers.get(uid)?.close();
          await openReader(uid);
        }
      }
      if (now >= nextSample) {
        nextSample = now + options.abuseMs / 4;
        during = larger(during, await server.memory());
      }
      await sleep(SEND_EVERY_MS / 10);
    }
    during = larger(during, await server.memory());
    running = false;
    for (const reader of readers.values()) reader.close();
    for (const sender of senders) sender.close();
    for (const socket of strangers) socket.terminate();
    // Let the server see the closes and free what the connections held.
    const until = performance.now() + 10_000;
    while (performance.now() < until) {
      const online = await control<{ online: unknown[] }>(server, '/sessions');
      if (online.online.length === 0) break;
      await sleep(100);
    }
    // V8's memory reducer gives back the young generation's pages after a few quiet seconds.
    await sleep(options.settleMs ?? 12_000);
    const after = await server.memory();
    return { before, during, after, offered, readersClosed, unauthenticatedClosed };
  } finally {
    running = false;
    for (const reader of readers.values()) reader.close();
    for (const sender of senders) sender.close();
    for (const socket of strangers) socket.terminate();
  }
}

/** Lines for the console, each target marked. */
export function describeChatAbuse(result: ChatAbuseResult, options: ChatAbuseOptions) {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const grew = result.during.rss - result.before.rss;
  const kept = result.after.rss - result.before.rss;
  const duringOk = grew < ABUSE_TARGETS.duringGrowth;
  const afterOk = kept < ABUSE_TARGETS.afterGrowth;
  return {
    ok: duringOk && afterOk,
    lines: [
      `chat abuse, ${(options.abuseMs / 1000).toFixed(0)} s: ${options.slowReaders} slow readers sent 16 KB messages by ${options.sendersPerReader} senders each, ${options.unauthenticated} connections that never authenticate`,
      `  ${result.offered} messages offered to slow readers; slow readers closed ${result.readersClosed}, unauthenticated connections closed ${result.unauthenticatedClosed}`,
      `  server RSS before ${mb(result.before.rss)}, during ${mb(result.during.rss)} (+${mb(grew)}) [< +50 MB: ${duringOk ? 'ok' : 'MISSED'}], after ${mb(result.after.rss)} (${kept >= 0 ? '+' : ''}${mb(kept)}) [within 10 MB: ${afterOk ? 'ok' : 'MISSED'}]`,
      `  heap+external before ${mb(result.before.heapUsed + result.before.external)}, during ${mb(result.during.heapUsed + result.during.external)}, after ${mb(result.after.heapUsed + result.after.external)}; V8 heap committed ${mb(result.before.heapCommitted)}, ${mb(result.during.heapCommitted)}, ${mb(result.after.heapCommitted)} (young generation ${mb(result.before.newSpace)}, ${mb(result.during.newSpace)}, ${mb(result.after.newSpace)})`,
    ],
  };
}
