import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CATEGORIES } from './score-report';

export interface PageAudit {
  /** Every run, in order. */
  runs: Result[];
  /** The run closest to the median first paint and time to interactive (Lighthouse's choice). */
  median: Result;
  /** That run's report as HTML. */
  html: string;
}

/** Failed runs (a lost trace) repeated per page before the bench gives up. */
const MAX_FAILED_RUNS = 2;

/**
 * Audits `url` `runs` times in Lighthouse's default (mobile) preset: a mid-range phone on slow 4G,
 * with simulated throttling (computed from the trace, so loopback latency does not flatter it).
 */
export async function auditPage(url: string, port: number, runs: number): Promise<PageAudit> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'html',
    onlyCategories: CATEGORIES.map(({ id }) => id),
    maxWaitForLoad: 30_000,
  };
  const results: Array<{ lhr: Result; html: string }> = [];
  let failures = 0;
  while (results.length < runs) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      // A busy machine sometimes loses the trace (NO_NAVSTART, "run Lighthouse again"): the
      // run is repeated, twice at most per page; its figures are never used.
      failures += 1;
      const message = `Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`;
      if (failures > MAX_FAILED_RUNS) throw new Error(message);
      console.warn(`  ${message}; running it again`);
      continue;
    }
    const html = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
    results.push({ lhr: result.lhr, html });
  }
  const median = computeMedianRun(results.map(({ lhr }) => lhr));
  return {
    runs: results.map(({ lhr }) => lhr),
    median,
    html: results.find(({ lhr }) => lhr === median)?.html ?? '',
  };
}
