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
  type HttpBenchOptions,
  type Measure,
} from './http-bench';

// The growth part of the benchmark: the authenticated cart add of the HTTP part (autocannon, 50
// shoppers with 10 lines each) against the mock-server on a database file (DATA_DIR), once on a
// fresh one (the seed) and once on one holding 100,000 chat messages and 10,000 orders: a write
// costs what it changes, so the second must stay within 20 % of the first. Also the time from
// starting the server process to its first answer on each. Bounded in time; loopback only.

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

async function runOn(growth: Growth | null, options: HttpBenchOptions): Promise<GrowthRun> {
  const dataDir = await mkdtemp(join(tmpdir(), 'growth-bench-'));
  let mock: ChildProcess | undefined;
  try {
    const preparing = performance.now();
    if (growth) await growStore(dataDir, growth);
    const preparedMs = performance.now() - preparing;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const startedAt = performance.now();
    mock = start('src/main.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      CHAT_AGENT: 'off',
    });
    await firstAnswer(`${url}/api/index/category`, mock);
    const startupMs = performance.now() - startedAt;
    const { tokens, adds } = await cartShoppers(url);
    // Warm-up (JIT), not measured.
    await measureCartAdds(url, tokens, adds, { ...options, durationSeconds: 1 });
    const cartAdd = await measureCartAdds(url, tokens, adds, options);
    return { startupMs, cartAdd, preparedMs };
  } finally {
    if (mock) await stop(mock);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function runGrowthBench(
  options: HttpBenchOptions = { connections: 10, durationSeconds: 10 },
  growth: Growth = { messages: 100_000, orders: 10_000 },
): Promise<GrowthBenchResult> {
  const empty = await runOn(null, options);
  const grown = await runOn(growth, options);
  return { growth, empty, grown };
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
      `Growth (autocannon, cart add, mock-server on a database file)`,
      `  fresh store                      ${fmt(empty.cartAdd)}  start ${empty.startupMs.toFixed(0)} ms`,
      `  ${growth.messages.toLocaleString('en')} messages, ${growth.orders.toLocaleString('en')} orders  ${fmt(grown.cartAdd)}  start ${grown.startupMs.toFixed(0)} ms (written in ${(grown.preparedMs / 1000).toFixed(1)} s)`,
      `  ratio  ${(ratio * 100).toFixed(0)} % of the fresh store's throughput (target >= 80 %), start target < 2000 ms`,
    ],
  };
}
