import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { growStore, type Growth } from './grow-store';
import {
  cartShoppers,
  firstAnswer,
  freePort,
  measureCartAdds,
  start,
  stop,
  type CartAdd,
  type HttpBenchOptions,
  type Measure,
} from './http-bench';

// The growth part of the benchmark: the authenticated cart add of the HTTP part (autocannon, 50
// shoppers with 10 lines each, 10 connections) against two mock-servers on database files
// (DATA_DIR), one fresh (the seed), one holding 100,000 chat messages and 10,000 orders, in three
// alternating rounds of 5 s each: a write costs what it changes, so the second must stay within
// 20 % of the first. Also the time from starting each server process to its first answer. Bounded
// in time (about 1 minute); loopback only.

export interface GrowthRun {
  startupMs: number;
  cartAdd: Measure;
  /** Time to write the grown database before the server starts (not part of the start). */
  preparedMs: number;
}

export interface GrowthBenchResult {
  growth: Growth;
  empty: GrowthRun;
  grown: GrowthRun;
}

interface Server {
  dataDir: string;
  url: string;
  process: ChildProcess;
  startupMs: number;
  preparedMs: number;
  tokens: string[];
  adds: CartAdd[];
  rounds: Measure[];
}

async function startOn(growth: Growth | null, servers: Server[]): Promise<Server> {
  const dataDir = await mkdtemp(join(tmpdir(), 'growth-bench-'));
  const preparing = performance.now();
  if (growth) await growStore(dataDir, growth);
  const preparedMs = performance.now() - preparing;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = start('src/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_BUILD: join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    CHAT_AGENT: 'off',
  });
  const server: Server = {
    dataDir,
    url,
    process: child,
    startupMs: 0,
    preparedMs,
    tokens: [],
    adds: [],
    rounds: [],
  };
  servers.push(server);
  await firstAnswer(`${url}/api/index/category`, child);
  server.startupMs = performance.now() - startedAt;
  Object.assign(server, await cartShoppers(url));
  return server;
}

/** The rounds of one server as one measure: mean throughput, the worst p50 and p99. */
function combined(server: Server): GrowthRun {
  const { rounds } = server;
  const mean = rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length;
  return {
    startupMs: server.startupMs,
    preparedMs: server.preparedMs,
    cartAdd: {
      requestsPerSecond: mean,
      p50: Math.max(...rounds.map((round) => round.p50)),
      p99: Math.max(...rounds.map((round) => round.p99)),
      failures: rounds.reduce((sum, round) => sum + round.failures, 0),
    },
  };
}

/**
 * Both servers run side by side, each started alone (so each start is measured without the
 * other's); the cart-add rounds then alternate between them (fresh, grown, fresh, grown...), so a
 * change in the machine's load falls on both alike.
 */
export async function runGrowthBench(
  options: HttpBenchOptions & { rounds: number } = {
    connections: 10,
    durationSeconds: 5,
    rounds: 3,
  },
  growth: Growth = { messages: 100_000, orders: 10_000 },
): Promise<GrowthBenchResult> {
  const servers: Server[] = [];
  try {
    const empty = await startOn(null, servers);
    const grown = await startOn(growth, servers);
    const pair = [empty, grown];
    // Warm-up (JIT), not measured.
    for (const server of pair) {
      await measureCartAdds(server.url, server.tokens, server.adds, {
        ...options,
        durationSeconds: 1,
      });
    }
    for (let round = 0; round < options.rounds; round += 1) {
      for (const server of round % 2 ? [...pair].reverse() : pair) {
        server.rounds.push(await measureCartAdds(server.url, server.tokens, server.adds, options));
      }
    }
    return { growth, empty: combined(empty), grown: combined(grown) };
  } finally {
    await Promise.all(servers.map((server) => stop(server.process)));
    await Promise.all(
      servers.map((server) => rm(server.dataDir, { recursive: true, force: true })),
    );
  }
}

const fmt = (measure: Measure) =>
  `${measure.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(measure.p50).padStart(3)} ms  p99 ${String(measure.p99).padStart(3)} ms${measure.failures ? `  (${measure.failures} failed)` : ''}`;

/** Lines to print and whether the targets hold: the grown store's cart adds within 20 % of the
 * fresh one's (throughput and p50), and a start under 2 s on the grown one. */
export function describeGrowthBench(result: GrowthBenchResult): { lines: string[]; ok: boolean } {
  const { empty, grown, growth } = result;
  const ratio = grown.cartAdd.requestsPerSecond / empty.cartAdd.requestsPerSecond;
  const ok =
    ratio >= 0.8 &&
    grown.cartAdd.p50 <= Math.max(1, empty.cartAdd.p50) * 1.2 &&
    grown.startupMs < 2000 &&
    empty.cartAdd.failures === 0 &&
    grown.cartAdd.failures === 0;
  return {
    ok,
    lines: [
      `Growth (autocannon, cart add, 10 connections, mock-server on a database file, 3 alternating rounds of 5 s)`,
      `  fresh store                      ${fmt(empty.cartAdd)}  start ${empty.startupMs.toFixed(0)} ms`,
      `  ${growth.messages.toLocaleString('en')} messages, ${growth.orders.toLocaleString('en')} orders  ${fmt(grown.cartAdd)}  start ${grown.startupMs.toFixed(0)} ms (written in ${(grown.preparedMs / 1000).toFixed(1)} s)`,
      `  ratio  ${(ratio * 100).toFixed(0)} % of the fresh store's throughput (target >= 80 %), start target < 2000 ms`,
    ],
  };
}
