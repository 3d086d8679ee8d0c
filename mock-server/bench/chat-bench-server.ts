import { writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildApp } from '../src/app';
import { createChat } from '../src/chat/chat-extension';
import { newControlToken } from '../src/control/control-guard';
import { RELAY_MESSAGE } from './relay-message';

// The server side of the chat bench, run in its own process so its memory can be measured:
// `chat` is the mock-server with the gateway (agent off, state in memory); `relay` is a plain `ws`
// server that forwards each binary message to the peer named in the URL (the ceiling), and when
// asked (`ack=<bytes>`) answers each with an acknowledgement frame.
// Talks to the bench over IPC: sends {port, controlToken} once listening, answers 'memory' with its usage after a GC.

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  external: number;
  /** The V8 heap as committed (used or not), and its young generation's part. */
  heapCommitted: number;
  newSpace: number;
}

const mode = process.argv[2] === 'relay' ? 'relay' : 'chat';

/** The control token of the chat server (the bench asks /__mock/chat/tokens with it). */
const controlToken = newControlToken();

async function startChat(): Promise<number> {
  const app = await buildApp({
    dataDir: null,
    controlToken,
    chat: createChat({ agent: { enabled: false } }),
    // 1,000 clients, 100 abusers and 500 strangers, all from 127.0.0.1: past the 64 one client
    // address may hold (src/http/connection-limits.ts).
    serverLimits: { connectionsPerClient: 10_000 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

async function startRelay(): Promise<number> {
  const http = createServer();
  const relay = new WebSocketServer({ server: http, perMessageDeflate: false });
  const peers = new Map<string, WebSocket>();
  relay.on('connection', (socket, request) => {
    const url = new URL(request.url ?? '/', 'http://relay');
    const me = url.searchParams.get('me') ?? '';
    const peer = url.searchParams.get('peer') ?? '';
    // The same exchange as the gateway's, without the protocol: a message is forwarded to the peer
    // and answered with an acknowledgement of SENDACK's size; the peer's receipt (RECVACK's size)
    // is read and dropped.
    const ack = Buffer.alloc(Number(url.searchParams.get('ack') ?? 0), 0x02);
    peers.set(me, socket);
    socket.on('message', (data: Buffer, isBinary) => {
      if (!isBinary || data[0] !== RELAY_MESSAGE) return;
      peers.get(peer)?.send(data);
      if (ack.length > 0) socket.send(ack);
    });
    socket.on('close', () => peers.delete(me));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return (http.address() as AddressInfo).port;
}

function memory(): ServerMemory {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]),
  );
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    external: usage.external,
    heapCommitted: getHeapStatistics().total_heap_size,
    newSpace: spaces.new_space ?? 0,
  };
}

const port = mode === 'relay' ? await startRelay() : await startChat();
// CHAT_BENCH_PROFILE=<file>: a CPU profile of the closed-loop phase only ('profile' starts it,
// 'profiled' writes it).
const inspector = new Session();
process.on('message', async (message) => {
  if (message === 'profile' && process.env.CHAT_BENCH_PROFILE) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  if (message === 'profiled' && process.env.CHAT_BENCH_PROFILE) {
    try {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(
        `${process.env.CHAT_BENCH_PROFILE}.${mode}.cpuprofile`,
        JSON.stringify(profile),
      );
    } catch (error) {
      console.error(`profile of ${mode}: ${String(error)}`);
    }
  }
  if (message === 'profiled') process.send?.({ profiled: true });
  if (message === 'memory') process.send?.({ memory: memory() });
  if (message === 'cpu') {
    const usage = process.cpuUsage();
    process.send?.({ cpuMs: (usage.user + usage.system) / 1000 });
  }
});
// The bench ends this process; never outlive it.
process.on('disconnect', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
process.send?.({ port, controlToken });
