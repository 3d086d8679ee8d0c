import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PartReport, TargetRow } from './bench-report';
import { startShop, stop, type ShopServer } from './bench-server';
import { prepareShop, type ShopFixture } from './bench-shoppers';
import { growStore, type Growth } from './grow-store';
import { loadLine, startRow } from './http-bench';
import {
  figures,
  mergeRuns,
  mixMarkdown,
  mixTable,
  ms,
  runMix,
  type MixFigures,
  type MixOptions,
  type MixRun,
} from './shop-mix';

// The growth part of the benchmark: the mixed load of the HTTP part against two mock-servers side by
// side, one on a fresh DATA_DIR (the seed), one on a DATA_DIR holding 100,000 chat messages and
// 10,000 more orders (grow-store.ts), in alternating rounds (fresh, grown, grown, fresh, ...), so a
// change in the machine's load falls on both alike. A request costs what it reads and writes, not
// what the store holds: the grown server's p99 and achieved rate must stay within 20 % of the fresh
// one's. Each server must also answer within 2 s of its start. Bounded (about a minute); loopback.

export const GROWTH_TARGETS = {
  /** The grown server's p99 (every request) at most this times the fresh one's. */
  p99Ratio: 1.2,
  /** The grown server's achieved rate at least this share of the fresh one's. */
  rateShare: 0.8,
};

export interface GrowthBenchOptions {
  /** One round's load (its duration is the round's). */
  mix: MixOptions;
  rounds: number;
}

export const DEFAULT_GROWTH: GrowthBenchOptions = {
  mix: { rate: 500, connections: 20, durationSeconds: 6 },
  rounds: 3,
};

const WARM_UP_SECONDS = 2;

export interface GrowthRun {
  startupMs: number;
  mix: MixFigures;
}

export interface GrowthBenchResult {
  growth: Growth;
  options: GrowthBenchOptions;
  shoppers: number;
  /** Time to write the grown database before its server starts (not part of the start). */
  preparedMs: number;
  fresh: GrowthRun;
  grown: GrowthRun;
}

interface Side {
  dataDir: string;
  server?: ShopServer;
  shop?: ShopFixture;
  runs: MixRun[];
}

export async function runGrowthBench(
  options: GrowthBenchOptions = DEFAULT_GROWTH,
  growth: Growth = { messages: 100_000, orders: 10_000 },
): Promise<GrowthBenchResult> {
  const fresh: Side = { dataDir: await mkdtemp(join(tmpdir(), 'growth-fresh-')), runs: [] };
  const grown: Side = { dataDir: await mkdtemp(join(tmpdir(), 'growth-grown-')), runs: [] };
  const sides = [fresh, grown];
  try {
    const preparing = performance.now();
    await growStore(grown.dataDir, growth);
    const preparedMs = performance.now() - preparing;
    // Each started alone, so each start is timed without the other starting beside it; their
    // shoppers are then made side by side.
    for (const side of sides) side.server = await startShop(side.dataDir);
    await Promise.all(
      sides.map(async (side) => {
        side.shop = await prepareShop(side.server!.url);
      }),
    );
    const run = (side: Side, durationSeconds: number) =>
      runMix(side.server!.url, side.shop!, { ...options.mix, durationSeconds });
    for (const side of sides) await run(side, WARM_UP_SECONDS);
    for (let round = 0; round < options.rounds; round += 1) {
      for (const side of round % 2 ? [grown, fresh] : [fresh, grown]) {
        side.runs.push(await run(side, options.mix.durationSeconds));
      }
    }
    const result = (side: Side): GrowthRun => ({
      startupMs: side.server!.startupMs,
      mix: figures(mergeRuns(side.runs, options.mix)),
    });
    return {
      growth,
      options,
      shoppers: fresh.shop!.shoppers.length,
      preparedMs,
      fresh: result(fresh),
      grown: result(grown),
    };
  } finally {
    await Promise.all(sides.map((side) => (side.server ? stop(side.server.process) : undefined)));
    await Promise.all(sides.map((side) => rm(side.dataDir, { recursive: true, force: true })));
  }
}

export function describeGrowthBench(result: GrowthBenchResult): PartReport {
  const { fresh, grown, growth, options } = result;
  const held = `${growth.messages.toLocaleString('en')} messages, ${growth.orders.toLocaleString('en')} orders`;
  // The p99 compared is the one without the pays: they are 1 % of the requests, so the p99 of
  // every request falls on the edge between their scrypt time (the same on either store) and the
  // rest, and swings by a fifth between two rounds on the same store. Printed beside it.
  const p99Limit = fresh.mix.allButPays.p99 * GROWTH_TARGETS.p99Ratio;
  const rateLimit = fresh.mix.achievedPerSecond * GROWTH_TARGETS.rateShare;
  const rows: TargetRow[] = [
    {
      part: 'growth',
      measure: 'grown p99, all but pays',
      figure: `${ms(grown.mix.allButPays.p99)} (fresh ${ms(fresh.mix.allButPays.p99)}; every request ${ms(grown.mix.all.p99)}, fresh ${ms(fresh.mix.all.p99)})`,
      target: `<= ${ms(p99Limit)} (fresh + 20 %)`,
      met: grown.mix.allButPays.p99 <= p99Limit,
    },
    {
      part: 'growth',
      measure: 'grown achieved rate',
      figure: `${grown.mix.achievedPerSecond.toFixed(0)} /s (fresh ${fresh.mix.achievedPerSecond.toFixed(0)} /s)`,
      target: `>= ${rateLimit.toFixed(0)} /s (fresh - 20 %)`,
      met: grown.mix.achievedPerSecond >= rateLimit,
    },
    {
      part: 'growth',
      measure: 'errors, fresh + grown',
      figure: `${fresh.mix.errors} + ${grown.mix.errors}`,
      target: '0',
      met: fresh.mix.errors === 0 && grown.mix.errors === 0,
    },
    startRow('growth', 'start to first answer, fresh DATA_DIR', fresh.startupMs),
    startRow('growth', `start to first answer, DATA_DIR of ${held}`, grown.startupMs),
  ];
  const how = `${options.rounds} alternating rounds of ${options.mix.durationSeconds} s per server after a ${WARM_UP_SECONDS} s warm-up each; ${loadLine(options.mix, result.shoppers)}`;
  return {
    rows,
    ok: rows.every((row) => row.met),
    lines: [
      `Growth: the mixed load on a fresh DATA_DIR and on one of ${held} (written in ${(result.preparedMs / 1000).toFixed(1)} s)`,
      `  ${how}`,
      '  fresh',
      ...mixTable(fresh.mix, '    '),
      `    achieved ${fresh.mix.achievedPerSecond.toFixed(0)} requests/s, ${fresh.mix.errors} errors, start ${fresh.startupMs.toFixed(0)} ms`,
      `  grown (${held})`,
      ...mixTable(grown.mix, '    '),
      `    achieved ${grown.mix.achievedPerSecond.toFixed(0)} requests/s, ${grown.mix.errors} errors, start ${grown.startupMs.toFixed(0)} ms`,
      ...rows.map(
        (row) =>
          `  ${row.met ? 'met  ' : 'UNMET'} ${row.measure}: ${row.figure} (target ${row.target})`,
      ),
    ],
    markdown: [
      '## Growth: fresh against grown',
      '',
      `${how}. The grown DATA_DIR holds ${held} more than the seed (written in ${(result.preparedMs / 1000).toFixed(1)} s, before its server starts). Start to first answer: fresh ${fresh.startupMs.toFixed(0)} ms, grown ${grown.startupMs.toFixed(0)} ms.`,
      '',
      '### Fresh DATA_DIR',
      '',
      ...mixMarkdown(fresh.mix),
      '',
      `### DATA_DIR of ${held}`,
      '',
      ...mixMarkdown(grown.mix),
    ],
  };
}
