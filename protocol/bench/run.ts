import { nodeCrypto } from '../src/crypto/node-crypto';
import { portableCrypto } from '../src/crypto/portable-crypto';
import { loadOfficialSdk } from './bundle-official-sdk';
import { best, opsPerCpuSecond } from './measure';
import { ourWorkload, recvFrame, sdkWorkload, textPayload, type Workload } from './workloads';

// Packets per second for SEND encode and RECV decode, ours (both crypto backends) against the
// official SDK doing the same work in the same process. Bounded: about 30 s in all
// (BENCH_ROUND_MS shortens or lengthens each round).

const SIZES = [100, 2048] as const;
const ROUNDS = 3;
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 400);
/** Throughput each backend must reach, as a multiple of the SDK's, at every size and direction. */
const TARGETS = { portable: 5, node: 20 } as const;

type Direction = 'SEND encode' | 'RECV decode';

interface Row {
  direction: Direction;
  size: number;
  sdk: number;
  portable: number;
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
  const sdk = sdkWorkload(await loadOfficialSdk());
  const portable = ourWorkload(portableCrypto);
  const node = ourWorkload(nodeCrypto);
  const rows: Row[] = [];
  for (const direction of ['SEND encode', 'RECV decode'] as const) {
    for (const size of SIZES) {
      const samples = { sdk: [] as number[], portable: [] as number[], node: [] as number[] };
      // Rounds interleave the three implementations, each round in another order, so a noisy
      // moment or the garbage one leaves behind does not always fall on the same one. Other work
      // on the machine only ever slows a round down, so each keeps its best round.
      const contenders = [
        ['sdk', sdk],
        ['portable', portable],
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
        portable: best(samples.portable),
        node: best(samples.node),
      });
    }
  }
  report(rows, performance.now() - started);
}

function report(rows: readonly Row[], elapsedMs: number): void {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(11);
  const ratio = (n: number, base: number) => `${(n / base).toFixed(1)}x`.padStart(7);
  console.log(
    '\nChat packets per CPU-second (best of %d rounds of %d ms of CPU)\n',
    ROUNDS,
    ROUND_MS,
  );
  console.log('direction     size  | official SDK | portable      vs SDK | node:crypto   vs SDK');
  console.log('-'.repeat(82));
  let allMet = true;
  for (const row of rows) {
    console.log(
      `${row.direction.padEnd(12)} ${`${row.size} B`.padStart(6)} | ${fmt(row.sdk)}  | ` +
        `${fmt(row.portable)} ${ratio(row.portable, row.sdk)} | ${fmt(row.node)} ${ratio(row.node, row.sdk)}`,
    );
  }
  console.log('\nTargets');
  for (const backend of ['portable', 'node'] as const) {
    for (const row of rows) {
      const met = row[backend] / row.sdk >= TARGETS[backend];
      allMet &&= met;
      console.log(
        `  ${met ? 'met    ' : 'NOT MET'}  ${backend.padEnd(8)} >= ${TARGETS[backend]}x SDK, ` +
          `${row.direction} ${row.size} B: ${(row[backend] / row.sdk).toFixed(1)}x`,
      );
    }
  }
  console.log(
    `\n${allMet ? 'All targets met' : 'Some targets not met'} (${(elapsedMs / 1000).toFixed(1)} s)`,
  );
  if (!allMet && process.argv.includes('--strict')) process.exitCode = 1;
}

await main();
