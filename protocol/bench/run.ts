import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release } from 'node:os';
import { fileURLToPath } from 'node:url';
import { nodeCrypto } from '../src/crypto/node-crypto';
import { runBrowserBench } from './browser-bench';
import type { BrowserBenchRow } from './browser-entry';
import { loadOfficialSdk } from './bundle-official-sdk';
import { best, opsPerCpuSecond } from './measure';
import { ourWorkload, recvFrame, sdkWorkload, textPayload, type Workload } from './workloads';

// Packets per second for SEND encode and RECV decode against the official SDK doing the same work
// in the same run: the Node backend (OpenSSL) in this process, per CPU-second; then the web
// client's path (portableCrypto, AES through WebCrypto) in a Chromium page beside the SDK in the
// same page, per wall-clock second of that page. Bounded: about a minute in all (BENCH_ROUND_MS
// shortens or lengthens each round). Prints the tables and writes them to bench/results.md
// (overwritten by each run) with the date, the machine, its load and the commit.

const SIZES = [100, 2048] as const;
const ROUNDS = 3;
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 400);
/** Throughput each path must reach, as a multiple of the SDK's, at every size and direction. */
const TARGETS = { web: 5, node: 20 } as const;
const RESULTS_FILE = fileURLToPath(new URL('./results.md', import.meta.url));

type Direction = 'SEND encode' | 'RECV decode';

interface Row {
  direction: Direction;
  size: number;
  sdk: number;
  node: number;
}

function operation(workload: Workload, direction: Direction, size: number): () => void {
  const plaintext = textPayload(size);
  const frame = recvFrame(nodeCrypto, plaintext);
  // Keep results alive so the engine cannot drop the work.
  let sink = 0;
  return direction === 'SEND encode'
    ? () => {
        sink ^= workload.sendEncode(plaintext).length;
      }
    : () => {
        sink ^= workload.recvDecode(frame).length;
        if (sink < 0) throw new Error('unreachable');
      };
}

async function main(): Promise<void> {
  const started = performance.now();
  const startedAt = new Date();
  const loadBefore = loadavg();
  const sdk = sdkWorkload(await loadOfficialSdk());
  const node = ourWorkload(nodeCrypto);
  const rows: Row[] = [];
  for (const direction of ['SEND encode', 'RECV decode'] as const) {
    for (const size of SIZES) {
      const samples = { sdk: [] as number[], node: [] as number[] };
      // Rounds interleave the three implementations, each round in another order, so a noisy
      // moment or the garbage one leaves behind does not always fall on the same one. Other work
      // on the machine only ever slows a round down, so each keeps its best round.
      const contenders = [
        ['sdk', sdk],
        ['node', node],
      ] as const;
      for (let round = 0; round < ROUNDS; round++) {
        for (let i = 0; i < contenders.length; i++) {
          const [name, workload] = contenders[(i + round) % contenders.length]!;
          samples[name].push(opsPerCpuSecond(operation(workload, direction, size), ROUND_MS));
        }
      }
      rows.push({
        direction,
        size,
        sdk: best(samples.sdk),
        node: best(samples.node),
      });
    }
  }
  const browser = await runBrowserBench(ROUND_MS, ROUNDS);
  const printed = report(rows, browser, performance.now() - started);
  writeResults(startedAt, loadBefore, printed);
}

/** The commit measured, or why there is none; a changed work tree is said. */
function commit(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const head = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--', '.').length > 0
      ? `${head} with uncommitted changes in protocol/`
      : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** bench/results.md: the run's context, then the printed tables as they were. */
function writeResults(startedAt: Date, loadBefore: number[], printed: string[]): void {
  const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(' / ');
  const cpu = cpus();
  const lines = [
    '# protocol benchmark results',
    '',
    'Written by `npm run bench -w protocol` (bench/run.ts), overwritten by each run; what it',
    'measures and its targets: protocol/README.md, "Benchmarks". Never part of CI.',
    '',
    `- date: ${startedAt.toISOString()}`,
    `- machine: ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${platform()} ${release()}`,
    `- load average (1 / 5 / 15 min): before ${load(loadBefore)}, after ${load(loadavg())}`,
    `- node: ${process.version}`,
    `- commit: ${commit()}`,
    `- round: ${ROUND_MS} ms, best of ${ROUNDS}`,
    '',
    '```',
    ...printed,
    '```',
  ];
  writeFileSync(RESULTS_FILE, `${lines.join('\n')}\n`);
  console.log(`written to ${RESULTS_FILE}`);
}

/** Prints the tables and the targets; returns the lines printed. */
function report(
  rows: readonly Row[],
  browser: { rows: BrowserBenchRow[] } | { skipped: string },
  elapsedMs: number,
): string[] {
  const printed: string[] = [];
  const print = (line: string) => {
    console.log(line);
    printed.push(line);
  };
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(11);
  const ratio = (n: number, base: number) => `${(n / base).toFixed(1)}x`.padStart(7);
  const targets: [string, number, number][] = [];
  print(`Node: chat packets per CPU-second (best of ${ROUNDS} rounds of ${ROUND_MS} ms of CPU)`);
  print('');
  print('direction     size  | official SDK | node:crypto   vs SDK');
  print('-'.repeat(58));
  for (const row of rows) {
    print(
      `${row.direction.padEnd(12)} ${`${row.size} B`.padStart(6)} | ${fmt(row.sdk)}  | ` +
        `${fmt(row.node)} ${ratio(row.node, row.sdk)}`,
    );
    targets.push([`node     ${row.direction} ${row.size} B`, row.node / row.sdk, TARGETS.node]);
  }
  if ('skipped' in browser) {
    print('');
    print(`Chromium: skipped: ${browser.skipped}`);
  } else {
    print('');
    print(
      'Chromium, web client (WebCrypto): packets per wall-clock second of the page ' +
        `(best of ${ROUNDS} rounds of ${ROUND_MS} ms)`,
    );
    print('');
    print('direction     size  | official SDK | one by one    vs SDK | 32 in flight  vs SDK');
    print('-'.repeat(82));
    for (const row of browser.rows) {
      print(
        `${row.direction.padEnd(12)} ${`${row.size} B`.padStart(6)} | ${fmt(row.sdk)}  | ` +
          `${fmt(row.oneByOne)} ${ratio(row.oneByOne, row.sdk)} | ` +
          `${fmt(row.pipelined)} ${ratio(row.pipelined, row.sdk)}`,
      );
      // The target holds for one message at a time: a connection's pipeline handles them so.
      targets.push([
        `web      ${row.direction} ${row.size} B (one by one)`,
        row.oneByOne / row.sdk,
        TARGETS.web,
      ]);
    }
  }
  print('');
  print('Targets');
  let allMet = !('skipped' in browser);
  for (const [what, achieved, target] of targets) {
    const met = achieved >= target;
    allMet &&= met;
    print(`  ${met ? 'met    ' : 'NOT MET'}  ${what}: ${achieved.toFixed(1)}x (>= ${target}x)`);
  }
  print('');
  print(
    `${allMet ? 'All targets met' : 'Some targets not met'} (${(elapsedMs / 1000).toFixed(1)} s)`,
  );
  if (!allMet && process.argv.includes('--strict')) process.exitCode = 1;
  return printed;
}

await main();
