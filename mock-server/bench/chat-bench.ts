import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import { WebSocket } from 'ws';
import { CONTROL_TOKEN_HEADER } from '../src/control/control-guard';
import {
  DEFAULT_CHAT_ABUSE,
  describeChatAbuse,
  runChatAbuse,
  type ChatAbuseOptions,
  type ChatAbuseResult,
} from './chat-abuse-bench';
import { BenchChatClient } from './chat-bench-client';
import type { ServerMemory } from './chat-bench-server';
import { RELAY_MESSAGE } from './relay-message';
import { npmStartNodeFlags } from '../../tools/harness/mock-server';

// The chat part of the benchmark: N clients do the full handshake against the gateway (in a child
// process, so its memory can be measured), then pairs exchange texts in person channels at a steady
// rate; then, for the throughput comparison, the same pairs run closed-loop against the gateway and
// against a plain `ws` relay moving frames of the same size (the ceiling). Loopback only; every phase
// is bounded in time and the child processes are stopped at the end.

export interface ChatBenchOptions {
  clients: number;
  /** Length of the steady-rate phase. */
  steadyMs: number;
  /** Messages per second each client sends in the steady phase. */
  ratePerClient: number;
  /** Length of each closed-loop phase (gateway and relay). */
  saturationMs: number;
  /** Messages each sender keeps in flight in the closed-loop phases. */
  window: number;
  /** Warm-up before the steady phase, not measured (default 1 s). */
  warmupMs?: number;
  /** The abuse phase, on a server of its own (chat-abuse-bench.ts). */
  abuse: ChatAbuseOptions;
}

export interface ChatBenchResult {
  clients: number;
  connectSeconds: number;
  connectsPerSecond: number;
  /** Server memory growth per idle connection, bytes: RSS and JS heap + external. */
  memoryPerConnection: { rss: number; heap: number };
  steady: {
    offeredPerSecond: number;
    deliveredPerSecond: number;
    sent: number;
    delivered: number;
    refused: number;
    lost: number;
    duplicated: number;
    p50Ms: number;
    p99Ms: number;
  };
  closedLoop: {
    /** The gateway's frames per message, as the clients saw them, bytes. */
    frames: MessageFrames;
    /** Messages per second (wall clock) and per CPU-second of the server process. */
    gateway: Throughput;
    /** The relay moving the same frames: message forwarded, acknowledgement back, receipt in. */
    relay: Throughput;
    /** The relay forwarding the message frame only. */
    forwardOnly: Throughput;
    /** gateway / relay, per server CPU-second: the target. */
    ratio: number;
    /** gateway / forwardOnly, per server CPU-second, for reference. */
    forwardOnlyRatio: number;
  };
  abuse: ChatAbuseResult;
}

export interface MessageFrames {
  send: number;
  recv: number;
  sendack: number;
  recvack: number;
}

export interface Throughput {
  perSecond: number;
  /** The load generator shares the two cores, so server CPU time is the fair measure. */
  perCpuSecond: number;
}

export const CHAT_TARGETS = {
  lost: 0,
  duplicated: 0,
  p99Ms: 50,
  // The gateway against a plain relay is printed for reference, no longer a target: every message
  // is a transaction of the store now (ADR 0016), which a relay does not pay.
  memoryPerConnection: 64 * 1024,
};

export const DEFAULT_CHAT_BENCH: ChatBenchOptions = {
  clients: Number(process.env.CHAT_BENCH_CLIENTS ?? 1000),
  steadyMs: Number(process.env.CHAT_BENCH_STEADY_MS ?? 20_000),
  ratePerClient: Number(process.env.CHAT_BENCH_RATE ?? 2),
  saturationMs: Number(process.env.CHAT_BENCH_SATURATION_MS ?? 6_000),
  window: 2,
  abuse: DEFAULT_CHAT_ABUSE,
};

const SERVER_FILE = fileURLToPath(new URL('./chat-bench-server.ts', import.meta.url));

interface Child {
  process: ChildProcess;
  port: number;
  /** The token of the chat server's control API. */
  controlToken: string;
  memory(): Promise<ServerMemory>;
  /** CPU time the server process has used so far, ms. */
  cpuMs(): Promise<number>;
  /** Ends the CPU profile 'profile' started (CHAT_BENCH_PROFILE), once it is written. */
  profiled(): Promise<void>;
  stop(): void;
}

function startServer(mode: 'chat' | 'relay'): Promise<Child> {
  const child = fork(SERVER_FILE, [mode], {
    execArgv: [...npmStartNodeFlags(), '--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // It exits on disconnect anyway.
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGINT');
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the ${mode} server did not start in 30 s`));
    }, 30_000);
    child.once('exit', (code) => reject(new Error(`the ${mode} server exited (${code})`)));
    child.once('message', (message: { port?: number; controlToken?: string }) => {
      clearTimeout(timer);
      if (!message.port) return reject(new Error('no port'));
      const ask = <T>(question: string, pick: (answer: Record<string, unknown>) => T | undefined) =>
        new Promise<T>((done) => {
          const listener = (answer: Record<string, unknown>) => {
            const value = pick(answer);
            if (value === undefined) return;
            child.off('message', listener);
            done(value);
          };
          child.on('message', listener);
          child.send(question);
        });
      resolve({
        process: child,
        port: message.port,
        controlToken: message.controlToken ?? '',
        stop,
        memory: () => ask('memory', (answer) => answer.memory as ServerMemory | undefined),
        cpuMs: () => ask('cpu', (answer) => answer.cpuMs as number | undefined),
        profiled: () =>
          ask('profiled', (answer) => (answer.profiled === true ? true : undefined)).then(() => {}),
      });
    });
  });
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function tokens(
  port: number,
  controlToken: string,
  uids: string[],
): Promise<Map<string, string>> {
  const issued = new Map<string, string>();
  for (let i = 0; i < uids.length; i += 1000) {
    const response = await fetch(`http://127.0.0.1:${port}/__mock/chat/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CONTROL_TOKEN_HEADER]: controlToken },
      body: JSON.stringify({ uids: uids.slice(i, i + 1000) }),
    });
    if (!response.ok)
      throw new Error(`chat tokens: HTTP ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { tokens: { uid: string; token: string }[] };
    for (const t of body.tokens) issued.set(t.uid, t.token);
  }
  return issued;
}

const partnerOf = (i: number) => (i % 2 === 0 ? i + 1 : i - 1);

export async function runChatBench(
  options: ChatBenchOptions = DEFAULT_CHAT_BENCH,
): Promise<ChatBenchResult> {
  // Pairs, and two equal halves of pairs for the memory measure.
  const count = options.clients - (options.clients % 4);
  const chat = await startServer('chat');
  const clients: BenchChatClient[] = [];
  try {
    const url = `ws://127.0.0.1:${chat.port}/ws`;
    const uids = Array.from({ length: count }, (_, i) => `bench${i}`);
    const issued = await tokens(chat.port, chat.controlToken, uids);
    // 1. Handshakes, in two halves: the memory growth over the second half is what one more idle
    // connection costs, once the allocators and the JIT have settled in the first.
    for (const uid of uids) clients.push(new BenchChatClient(uid, issued.get(uid)!));
    const half = count / 2;
    let connectMs = 0;
    let start = performance.now();
    await inBatches(clients.slice(0, half), 64, (client) => client.connect(url));
    connectMs += performance.now() - start;
    const before = await chat.memory();
    start = performance.now();
    await inBatches(clients.slice(half), 64, (client) => client.connect(url));
    connectMs += performance.now() - start;
    const connectSeconds = connectMs / 1000;
    await sleep(200);
    const after = await chat.memory();

    // Warm-up: one message each way per pair, not measured, so the JIT has seen the hot path.
    let warmed = 0;
    for (const client of clients) {
      client.onSendack = () => warmed++;
      client.onRecv = () => warmed++;
    }
    for (const [i, client] of clients.entries()) client.send(`bench${partnerOf(i)}`, `0|0`);
    const warmUntil = performance.now() + 10_000;
    while (warmed < 2 * count && performance.now() < warmUntil) await sleep(10);
    await sleep(options.warmupMs ?? 1000);

    // 2. Steady rate in person channels.
    const latencies = new Float64Array(
      Math.ceil(count * options.ratePerClient * (options.steadyMs / 1000) * 1.2) + 1000,
    );
    let delivered = 0;
    let duplicated = 0;
    let acked = 0;
    let refused = 0;
    const seen = new Set<string>();
    for (const client of clients) {
      client.onSendack = (ack) => (ack.reasonCode === 1 ? acked++ : refused++);
      client.onRecv = (delivery) => {
        const [n, sentAt] = delivery.text.split('|');
        const key = `${delivery.from}|${n}`;
        if (seen.has(key)) {
          duplicated++;
          return;
        }
        seen.add(key);
        if (delivered < latencies.length) latencies[delivered] = delivery.at - Number(sentAt);
        delivered++;
      };
    }
    let sent = 0;
    const counters = new Array<number>(count).fill(0);
    const steadyStart = performance.now();
    let owed = 0;
    while (performance.now() - steadyStart < options.steadyMs) {
      const elapsed = performance.now() - steadyStart;
      // Spread the clients' sends evenly: the total owed so far minus what went out.
      owed = Math.floor((elapsed / 1000) * options.ratePerClient * count) - sent;
      for (let k = 0; k < owed; k++) {
        const i = sent % count;
        const n = ++counters[i]!;
        clients[i]!.send(`bench${partnerOf(i)}`, `${n}|${performance.now()}`);
        sent++;
      }
      await sleep(5);
    }
    const steadySeconds = (performance.now() - steadyStart) / 1000;
    const drainUntil = performance.now() + 10_000;
    while ((delivered < acked || acked + refused < sent) && performance.now() < drainUntil) {
      await sleep(20);
    }
    const measured = latencies.slice(0, Math.min(delivered, latencies.length)).sort();

    // 3. Closed loop against the gateway.
    let loopDelivered = 0;
    let looping = true;
    for (const [i, client] of clients.entries()) {
      client.onSendack = () => {};
      client.onRecv = () => {
        loopDelivered++;
        // The partner's message arrived: the partner sends the next one.
        if (looping) clients[partnerOf(i)]!.send(`bench${i}`, `0|${performance.now()}`);
      };
    }
    // Rate limits are per uid (each bench client is its own uid); the window keeps each far below them.
    const loopStart = performance.now();
    const loopCpuStart = await chat.cpuMs();
    chat.process.send('profile');
    for (let w = 0; w < options.window; w++) {
      for (const [i, client] of clients.entries()) client.send(`bench${partnerOf(i)}`, `0|0`);
    }
    await sleep(options.saturationMs);
    const gateway = {
      perSecond: loopDelivered / ((performance.now() - loopStart) / 1000),
      perCpuSecond: (loopDelivered / ((await chat.cpuMs()) - loopCpuStart)) * 1000,
    };
    await chat.profiled();
    looping = false;
    await sleep(300);

    for (const client of clients) client.close();
    // 4. Abuse, on the same server: what slow readers and connections that never authenticate add
    // to a server in service (its young generation already in use, as under any traffic).
    const abuse = await runChatAbuse(chat, options.abuse);
    chat.stop();
    const frameOf = (type: number) => clients[0]!.frameBytes.get(type) ?? 0;
    const frames: MessageFrames = {
      send: frameOf(PacketType.SEND),
      recv: frameOf(PacketType.RECV),
      sendack: frameOf(PacketType.SENDACK),
      recvack: frameOf(PacketType.RECVACK),
    };
    const relay = await relayClosedLoop(count, frames, options, true);
    const forwardOnly = await relayClosedLoop(count, frames, options, false);

    return {
      clients: count,
      connectSeconds,
      connectsPerSecond: count / connectSeconds,
      memoryPerConnection: {
        rss: (after.rss - before.rss) / (count - count / 2),
        heap:
          (after.heapUsed + after.external - before.heapUsed - before.external) /
          (count - count / 2),
      },
      steady: {
        offeredPerSecond: options.ratePerClient * count,
        deliveredPerSecond: delivered / steadySeconds,
        sent,
        delivered,
        refused,
        lost: acked - delivered,
        duplicated,
        p50Ms: percentile(measured, 50),
        p99Ms: percentile(measured, 99),
      },
      closedLoop: {
        frames,
        gateway,
        relay,
        forwardOnly,
        ratio: gateway.perCpuSecond / relay.perCpuSecond,
        forwardOnlyRatio: gateway.perCpuSecond / forwardOnly.perCpuSecond,
      },
      abuse,
    };
  } finally {
    for (const client of clients) client.close();
    chat.stop();
  }
}

/**
 * The same pairs, closed loop, through the plain relay, with frames of the gateway's sizes. With
 * `acks`, the same exchange as the gateway's: the message goes to the relay, which forwards it and
 * answers an acknowledgement; the receiver answers a receipt. Without, the message frame only.
 */
async function relayClosedLoop(
  count: number,
  frames: MessageFrames,
  options: ChatBenchOptions,
  acks: boolean,
): Promise<Throughput> {
  const relay = await startServer('relay');
  const sockets: WebSocket[] = [];
  try {
    await inBatches(
      Array.from({ length: count }, (_, i) => i),
      64,
      (i) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(
            `ws://127.0.0.1:${relay.port}/?me=${i}&peer=${partnerOf(i)}&ack=${acks ? frames.sendack : 0}`,
            { perMessageDeflate: false },
          );
          sockets[i] = socket;
          socket.once('open', () => resolve());
          socket.once('error', reject);
        }),
    );
    let delivered = 0;
    let looping = true;
    const message = Buffer.alloc(frames.send, 0x41);
    message[0] = RELAY_MESSAGE;
    const receipt = Buffer.alloc(frames.recvack, 0x03);
    for (const [i, socket] of sockets.entries()) {
      socket.on('message', (data: Buffer) => {
        if (data[0] !== RELAY_MESSAGE) return; // an acknowledgement
        delivered++;
        if (acks) socket.send(receipt);
        if (looping) sockets[partnerOf(i)]!.send(message);
      });
    }
    const start = performance.now();
    const cpuStart = await relay.cpuMs();
    relay.process.send('profile');
    for (let w = 0; w < options.window; w++) for (const socket of sockets) socket.send(message);
    await sleep(options.saturationMs);
    const seconds = (performance.now() - start) / 1000;
    const cpuSeconds = ((await relay.cpuMs()) - cpuStart) / 1000;
    await relay.profiled();
    const counted = delivered;
    looping = false;
    return { perSecond: counted / seconds, perCpuSecond: counted / cpuSeconds };
  } finally {
    for (const socket of sockets) socket?.terminate();
    relay.stop();
  }
}

/** Lines for the console, each target marked. */
export function describeChatBench(
  result: ChatBenchResult,
  options: ChatBenchOptions = DEFAULT_CHAT_BENCH,
): { lines: string[]; ok: boolean } {
  const abuse = describeChatAbuse(result.abuse, options.abuse);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const checks = [
    ['lost', result.steady.lost <= CHAT_TARGETS.lost],
    ['duplicated', result.steady.duplicated <= CHAT_TARGETS.duplicated],
    ['p99', result.steady.p99Ms < CHAT_TARGETS.p99Ms],
    [
      'memory',
      Math.max(result.memoryPerConnection.rss, result.memoryPerConnection.heap) <
        CHAT_TARGETS.memoryPerConnection,
    ],
  ] as const;
  const mark = (name: string) => (checks.find(([n]) => n === name)?.[1] ? 'ok' : 'MISSED');
  const s = result.steady;
  const loop = result.closedLoop;
  const f = loop.frames;
  const rate = (t: Throughput) =>
    `${t.perSecond.toFixed(0).padStart(6)}/s ${t.perCpuSecond.toFixed(0).padStart(7)}/CPU-s`;
  const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
  return {
    ok: checks.every(([, passed]) => passed) && abuse.ok,
    lines: [
      `chat gateway, ${result.clients} clients on loopback`,
      `  handshakes         ${result.connectsPerSecond.toFixed(0)} connects/s (${result.connectSeconds.toFixed(2)} s for all)`,
      `  memory per idle connection  ${kb(result.memoryPerConnection.rss)} RSS, ${kb(result.memoryPerConnection.heap)} heap+external  [< 64 KB: ${mark('memory')}]`,
      `  steady ${s.offeredPerSecond}/s offered: ${s.deliveredPerSecond.toFixed(0)} delivered/s, ${s.delivered} of ${s.sent} sent, ${s.refused} refused`,
      `  send-to-receive    p50 ${s.p50Ms.toFixed(2)} ms, p99 ${s.p99Ms.toFixed(2)} ms  [< 50 ms: ${mark('p99')}]`,
      `  lost ${s.lost} [${mark('lost')}], duplicated ${s.duplicated} [${mark('duplicated')}]`,
      `  closed loop, frames of ${f.send} B (message), ${f.sendack} B (ack), ${f.recvack} B (receipt); messages per second, and per server CPU-second:`,
      `    gateway                          ${rate(loop.gateway)}`,
      `    plain ws relay, same frames      ${rate(loop.relay)}  gateway ${pct(loop.ratio)} (for reference)`,
      `    plain ws relay, message only     ${rate(loop.forwardOnly)}  gateway ${pct(loop.forwardOnlyRatio)}`,
      ...abuse.lines,
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { lines, ok } = describeChatBench(await runChatBench());
  for (const line of lines) console.log(line);
  if (!ok) process.exitCode = 1;
}
