/** Operations per second of `operation`, run for about `durationMs` after a short warm-up. */
export function opsPerSecond(operation: () => void, durationMs: number): number {
  const warmUpEnd = performance.now() + Math.min(100, durationMs / 4);
  while (performance.now() < warmUpEnd) operation();
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < durationMs) {
    // Check the clock every few operations so timing costs stay out of the figure.
    for (let i = 0; i < 16; i++) operation();
    count += 16;
    now = performance.now();
  }
  return (count * 1000) / (now - start);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
