// Throughput is measured per second of this process's CPU time, not of the wall clock: on a shared
// machine (other builds, tests, a 2-core CI box) the wall clock mostly measures the scheduler,
// while CPU time measures the work. A round also stops after a wall-clock cap, so the run stays
// bounded however busy the machine is.

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A full collection before each round, so the garbage one implementation leaves behind (the SDK
// leaves plenty) is not collected, and charged, during the next one's round.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function cpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

/** Operations per CPU-second of `operation`, run for about `cpuMs` of CPU after a warm-up. */
export function opsPerCpuSecond(operation: () => void, cpuMs: number): number {
  collectGarbage();
  // The warm-up also sizes batches to about 2 ms, so reading the CPU clock (a system call) costs
  // the same small share for a fast implementation as for a slow one.
  const warmUpMs = Math.min(100, cpuMs / 4);
  const warmUpStart = performance.now();
  let warmUpCount = 0;
  while (performance.now() - warmUpStart < warmUpMs) {
    operation();
    warmUpCount++;
  }
  const batch = Math.max(1, Math.ceil((warmUpCount / warmUpMs) * 2));
  const wallCap = performance.now() + cpuMs * 2.5;
  const start = cpuMicros();
  let used = 0;
  let count = 0;
  while (used < cpuMs * 1000 && performance.now() < wallCap) {
    for (let i = 0; i < batch; i++) operation();
    count += batch;
    used = cpuMicros() - start;
  }
  return (count * 1_000_000) / Math.max(used, 1);
}

/** The highest figure: interference from other work only ever lowers a round's throughput. */
export function best(values: readonly number[]): number {
  return Math.max(...values);
}
