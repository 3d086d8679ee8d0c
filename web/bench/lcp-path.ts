import type { Result } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/*
 * Where a page's Largest Contentful Paint goes in Lighthouse's simulation (Lantern): the requests
 * and processor time its estimate waits for, with their simulated times. Lantern replays what the
 * observed load did before its largest paint on a slow-4G phone (150 ms round trips, 1.6 Mbit/s,
 * processor 4 times slower), so the largest file there sets a floor: the bench prints it beside
 * the scores so a change can be judged by what it moves on that path.
 */

export interface PathStep {
  /** Path of a request, or `cpu` for processor time. */
  what: string;
  bytes: number;
  startMs: number;
  endMs: number;
}

export interface LcpPath {
  lcpMs: number;
  requests: number;
  kilobytes: number;
  /** Simulated processor time on the path, in ms. */
  cpuMs: number;
  /** The largest request (the framework chunk): the path cannot end before it arrives. */
  largest: PathStep | undefined;
}

/** Sums up the steps of LCP's simulated path. */
export function summarizePath(lcpMs: number, steps: readonly PathStep[]): LcpPath {
  const requests = steps.filter((step) => step.what !== 'cpu');
  const largest = requests.reduce<PathStep | undefined>(
    (found, step) => (found === undefined || step.bytes > found.bytes ? step : found),
    undefined,
  );
  return {
    lcpMs,
    requests: requests.length,
    kilobytes: requests.reduce((sum, step) => sum + step.bytes, 0) / 1000,
    cpuMs: steps
      .filter((step) => step.what === 'cpu')
      .reduce((sum, step) => sum + step.endMs - step.startMs, 0),
    largest,
  };
}

interface LanternNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number };
}

interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}

/** Lantern's LCP estimate of one run, from its trace and network log (the pessimistic path). */
export async function lcpPathOf(artifacts: unknown, settings: Result['configSettings']) {
  const source = artifacts as Record<string, unknown> | undefined;
  if (!source?.Trace || !source.DevtoolsLog) return undefined;
  const data = {
    trace: source.Trace,
    devtoolsLog: source.DevtoolsLog,
    gatherContext: source.GatherContext,
    settings,
    URL: source.URL,
    SourceMaps: [],
    simulator: null,
  };
  const estimate = (await LanternLargestContentfulPaint.request(
    data as never,
    {
      computedCache: new Map(),
      settings,
    } as never,
  )) as unknown as { timing: number; pessimisticEstimate: LanternEstimate };
  const steps: PathStep[] = [...estimate.pessimisticEstimate.nodeTimings].map(([node, time]) => ({
    what: node.type === 'network' ? new URL(node.request?.url ?? '', 'http://x').pathname : 'cpu',
    bytes: node.request?.transferSize ?? 0,
    startMs: time.startTime,
    endMs: time.endTime,
  }));
  if (process.env.BENCH_PATH_STEPS) {
    // Every step of the path, by start: what each request waited for and shared the line with.
    for (const step of [...steps].sort((a, b) => a.startMs - b.startMs)) {
      console.log(
        `      ${Math.round(step.startMs)}-${Math.round(step.endMs)} ms ` +
          `${step.what} ${step.bytes ? `${(step.bytes / 1000).toFixed(1)} KB` : ''}`,
      );
    }
  }
  return summarizePath(estimate.timing, steps);
}

/** One line for the bench's output. */
export function formatPath(path: LcpPath): string {
  const largest = path.largest
    ? `; the largest, ${path.largest.what} (${(path.largest.bytes / 1000).toFixed(0)} KB), ` +
      `arrives at ${Math.round(path.largest.endMs)} ms`
    : '';
  return (
    `LCP's simulated path: ${Math.round(path.lcpMs)} ms, ${path.requests} requests, ` +
    `${path.kilobytes.toFixed(0)} KB, processor ${Math.round(path.cpuMs)} ms${largest}`
  );
}
