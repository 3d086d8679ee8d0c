import { createRequire } from 'node:module';
import { percentile, type LoadFigures } from './score-report';

// The part of autocannon 9 the bench uses (it ships no types): a run is an event emitter (one
// `response` event per answer, with its time in ms) and a promise of the totals.
interface AutocannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonRun extends PromiseLike<AutocannonResult> {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => AutocannonRun;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Seconds of the same load first, not measured (JIT, caches). */
  warmUpSeconds: number;
}

/**
 * Loads `baseUrl + route` with `connections` connections for `seconds` (after an unmeasured
 * warm-up) and answers its figures: requests per second, p50, p95 and p99 of every answer's
 * time, failed requests (non-2xx, connection errors, timeouts).
 */
export async function loadRoute(
  baseUrl: string,
  route: string,
  role: LoadFigures['role'],
  options: LoadOptions,
): Promise<LoadFigures> {
  const url = `${baseUrl}${route}`;
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`not a loopback address: ${url}`);
  const answer = await fetch(url);
  if (answer.status !== 200) throw new Error(`${route} answered HTTP ${answer.status}`);
  await answer.arrayBuffer();
  if (options.warmUpSeconds > 0) {
    await autocannon({ url, connections: options.connections, duration: options.warmUpSeconds });
  }
  const times: number[] = [];
  const run = autocannon({ url, connections: options.connections, duration: options.seconds });
  run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  return {
    route,
    role,
    connections: options.connections,
    seconds: options.seconds,
    requests: times.length,
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
