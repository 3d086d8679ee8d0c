// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  categoriesOf,
  findingsOf,
  formatMarkdown,
  formatText,
  javascriptMissed,
  javascriptTable,
  lighthouseTable,
  median,
  missedServerTargets,
  missedTargets,
  pageScores,
  percentile,
  resultsMarkdown,
  runFigures,
  savingsOf,
  serverTable,
  type LighthouseOutcome,
  type LoadFigures,
} from './score-report';

function outcome(
  scores: Record<string, number | null>,
  metrics: { tbtMs?: number; lcpMs?: number; cls?: number; benchmarkIndex?: number } = {},
): LighthouseOutcome {
  const { tbtMs = 120, lcpMs = 1200, cls = 0.01, benchmarkIndex = 1500 } = metrics;
  return {
    environment: { benchmarkIndex },
    categories: Object.fromEntries(
      Object.entries(scores).map(([id, score]) => [
        id,
        {
          score,
          auditRefs:
            id === 'performance'
              ? [
                  { id: 'lcp', weight: 25 },
                  { id: 'tbt', weight: 30 },
                  { id: 'fcp', weight: 10 },
                  { id: 'diagnostic', weight: 0 },
                ]
              : [
                  { id: 'link-name', weight: 7 },
                  { id: 'image-alt', weight: 10 },
                  { id: 'video-caption', weight: 10 },
                ],
        },
      ]),
    ),
    audits: {
      lcp: { title: 'Largest Contentful Paint', score: 0.5, displayValue: '3.7 s' },
      tbt: { title: 'Total Blocking Time', score: 0.9, displayValue: '230 ms' },
      fcp: { title: 'First Contentful Paint', score: 1, displayValue: '0.9 s' },
      diagnostic: { title: 'Unused JavaScript', score: 0 },
      'total-blocking-time': { title: 'Total Blocking Time', score: 1, numericValue: tbtMs },
      'largest-contentful-paint': {
        title: 'Largest Contentful Paint',
        score: 1,
        numericValue: lcpMs,
      },
      'cumulative-layout-shift': { title: 'Cumulative Layout Shift', score: 1, numericValue: cls },
      'link-name': { title: 'Links have a discernible name', score: 0 },
      'image-alt': { title: 'Images have alt text', score: 1 },
      'video-caption': {
        title: 'Videos have captions',
        score: null,
        scoreDisplayMode: 'notApplicable',
      },
    },
  };
}

const perfect = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };

/** One page's figures from one run. */
const page = (
  scores: Record<string, number | null>,
  metrics: Parameters<typeof outcome>[1] = {},
  signedIn = false,
) => pageScores('/home', signedIn, [runFigures(outcome(scores, metrics))]);

describe('Lighthouse figures', () => {
  it('shows scores out of 100 and misses a target only below it or when unscored', () => {
    const bag = page({ performance: 0.945, accessibility: 1, 'best-practices': null, seo: 1 });
    expect(bag.scores).toEqual({
      performance: 95,
      accessibility: 100,
      'best-practices': null,
      seo: 100,
    });
    expect(missedTargets(bag)).toEqual(['best-practices']);
    const slow = page({ performance: 0.94, accessibility: 0.99, 'best-practices': 1, seo: 1 });
    expect(missedTargets(slow)).toEqual(['performance', 'accessibility']);
  });

  it('holds SEO to 100 on public pages only: signed-in pages are noindex', () => {
    const scores = { ...perfect, seo: 0.69 };
    expect(missedTargets(page(scores))).toEqual(['seo']);
    expect(missedTargets(page(scores, {}, true))).toEqual([]);
  });

  it('holds LCP to 1.5 s, TBT to 200 ms and CLS to 0.05, on the measured values', () => {
    const at = (lcpMs: number, tbtMs: number, cls: number) =>
      missedTargets(page(perfect, { lcpMs, tbtMs, cls }));
    expect(at(1500, 200, 0.05)).toEqual([]);
    expect(at(1501, 0, 0)).toEqual(['lcp']);
    expect(at(900, 201, 0)).toEqual(['tbt']);
    expect(at(900, 0, 0.051)).toEqual(['cls']);
    expect(at(3100, 640, 0.2)).toEqual(['lcp', 'tbt', 'cls']);
    expect(categoriesOf(['lcp', 'cls', 'accessibility'])).toEqual(['performance', 'accessibility']);
    const unmeasured = pageScores('/home', false, [
      runFigures({ ...outcome(perfect), audits: {} }),
    ]);
    expect(missedTargets(unmeasured)).toEqual(['lcp', 'tbt', 'cls']);
  });

  it('takes the median of each figure on its own over the runs, unmeasured ones left out', () => {
    const runs = [
      { performance: 0.9, lcpMs: 1400, tbtMs: 300, cls: 0 },
      { performance: 0.99, lcpMs: 1900, tbtMs: 100, cls: 0.1 },
      { performance: 0.95, lcpMs: 1300, tbtMs: 150, cls: 0.02 },
    ].map(({ performance, ...metrics }) =>
      runFigures(outcome({ ...perfect, performance }, metrics)),
    );
    runs.push({ ...runs[0]!, scores: { ...runs[0]!.scores, performance: null }, lcpMs: null });
    const figures = pageScores('/detail/32/3', false, runs);
    expect(figures).toMatchObject({ runs: 4, lcpMs: 1400, tbtMs: 225, cls: 0.01 });
    expect(figures.scores.performance).toBe(95);
  });

  it('names the audits that cost points, costliest first, weightless and unscored ones left out', () => {
    const findings = findingsOf(outcome({ performance: 0.6, accessibility: 0.9 }), [
      'performance',
      'accessibility',
    ]);
    // Points lost: weight share of the category times what the audit missed.
    expect(findings.map(({ title, cost }) => [title, Math.round(cost * 10) / 10])).toEqual([
      ['Links have a discernible name', 25.9],
      ['Largest Contentful Paint', 19.2],
      ['Total Blocking Time', 4.6],
    ]);
    expect(findings.find(({ title }) => title === 'Largest Contentful Paint')?.detail).toBe(
      '3.7 s',
    );
  });

  it('prints one row per page, marks misses and informational SEO, then the targets', () => {
    const table = lighthouseTable([
      pageScores('/home', false, [
        runFigures(
          outcome(
            { performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 0.92 },
            { tbtMs: 150.4, lcpMs: 1240, cls: 0.0012, benchmarkIndex: 1523.6 },
          ),
        ),
      ]),
      pageScores('/bag (signed in)', true, [
        runFigures(
          outcome(
            { performance: 0.74, accessibility: 1, 'best-practices': 1, seo: 0.69 },
            { tbtMs: 640, lcpMs: 2800, cls: 0.08, benchmarkIndex: 1210 },
          ),
        ),
      ]),
    ]);
    const lines = formatText(table);
    expect(lines[0]).toMatch(/median of 1 run\(s\)/);
    expect(lines[1]).toMatch(
      /^page\s+performance\s+LCP\s+TBT\s+CLS\s+accessibility\s+best practices\s+SEO\s+benchmark index$/,
    );
    expect(lines[3]).toMatch(/^\/home\s+97\s+1\.24 s\s+150 ms\s+0\.001\s+100\s+100\s+92 !\s+1524$/);
    expect(lines[4]).toMatch(
      /^\/bag \(signed in\)\s+74 !\s+2\.80 s !\s+640 ms !\s+0\.080 !\s+100\s+100\s+69 \*\s+1210$/,
    );
    expect(lines.at(-1)).toMatch(
      /^target\s+>= 95\s+<= 1\.5 s\s+<= 200 ms\s+<= 0\.05\s+100\s+100\s+100 \(public\)\s+-$/,
    );
    expect(new Set(lines.slice(1).map((line) => line.length)).size).toBe(1);
  });

  it("lists Lighthouse's estimated savings on the missed metrics, the most milliseconds first", () => {
    const result = outcome(perfect);
    result.audits['uses-text-compression'] = {
      title: 'Enable text compression',
      score: 0,
      displayValue: 'Est savings of 47 KiB',
      metricSavings: { FCP: 150, LCP: 150 },
    };
    result.audits['unused-javascript'] = {
      title: 'Reduce unused JavaScript',
      score: 0.5,
      metricSavings: { FCP: 300, LCP: 300 },
    };
    result.audits['layout-shifts'] = {
      title: 'Avoid large layout shifts',
      score: 0,
      metricSavings: { CLS: 0.08 },
    };
    result.audits['passed'] = { title: 'Passed', score: 1, metricSavings: { LCP: 10 } };
    expect(savingsOf(result, ['lcp']).map(({ title, savings }) => [title, savings])).toEqual([
      ['Reduce unused JavaScript', ['LCP 300 ms']],
      ['Enable text compression', ['LCP 150 ms']],
    ]);
    expect(savingsOf(result, ['performance', 'cls']).map(({ savings }) => savings)).toEqual([
      ['FCP 300 ms', 'LCP 300 ms'],
      ['FCP 150 ms', 'LCP 150 ms'],
      ['CLS 0.080'],
    ]);
    expect(savingsOf(result, ['accessibility'])).toEqual([]);
  });

  it('takes the median of an odd or even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1500, 1300, 1700, 1100])).toBe(1400);
    expect(median([])).toBeNull();
  });
});

describe('server and JavaScript figures', () => {
  const load = (figures: Partial<LoadFigures>): LoadFigures => ({
    route: '/detail/32/3',
    role: 'page',
    connections: 20,
    seconds: 10,
    requests: 4000,
    requestsPerSecond: 400,
    p50Ms: 12,
    p95Ms: 25,
    p99Ms: 40,
    errors: 0,
    ...figures,
  });

  it('takes nearest-rank percentiles', () => {
    const times = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(times, 50)).toBe(50);
    expect(percentile(times, 95)).toBe(95);
    expect(percentile(times, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNull();
  });

  it("holds the page's p95 to 30 ms and every route to no error; the baseline has no p95 target", () => {
    expect(missedServerTargets(load({ p95Ms: 30 }))).toEqual([]);
    expect(missedServerTargets(load({ p95Ms: 30.1, errors: 2 }))).toEqual(['p95', 'errors']);
    expect(missedServerTargets(load({ role: 'baseline', p95Ms: 90 }))).toEqual([]);
    expect(missedServerTargets(load({ role: 'baseline', errors: 1 }))).toEqual(['errors']);
    expect(missedServerTargets(load({ requests: 0, p95Ms: null }))).toEqual(['p95', 'errors']);
  });

  it('prints the render beside its baseline, and the first visit JavaScript against 150 KB', () => {
    const lines = formatText(
      serverTable([
        load({
          route: '/api/user/language_list',
          role: 'baseline',
          p95Ms: 3.24,
          requestsPerSecond: 9000.4,
        }),
        load({ p95Ms: 41.56, errors: 3 }),
      ]),
    );
    expect(lines[3]).toMatch(
      /^\/api\/user\/language_list \(baseline, static\)\s+20 conn\. x 10 s\s+9000\s+12\.0 ms\s+3\.2 ms\s+40\.0 ms\s+0$/,
    );
    expect(lines[4]).toMatch(/^\/detail\/32\/3 \(server render\)\s+.*41\.6 ms !\s+40\.0 ms\s+3 !$/);
    expect(lines.at(-1)).toMatch(/^target\s+-\s+-\s+-\s+<= 30 ms \(page\)\s+-\s+0$/);

    expect(javascriptMissed({ page: '/home', bytes: 150_000, files: 9 })).toBe(false);
    const heavy = { page: '/home', bytes: 150_001, files: 9 };
    expect(javascriptMissed(heavy)).toBe(true);
    expect(formatText(javascriptTable(heavy))[3]).toMatch(/^\/home\s+9\s+150\.0 KB !$/);
  });

  it('writes results.md: the context, each table in Markdown with its target row, the details', () => {
    const table = javascriptTable({ page: '/home', bytes: 142_000, files: 9 });
    expect(formatMarkdown(table).slice(2, 6)).toEqual([
      '| page | files | gzip |',
      '| --- | ---: | ---: |',
      '| /home | 9 | 142.0 KB |',
      '| _target_ | _-_ | _<= 150 KB_ |',
    ]);
    const markdown = resultsMarkdown(
      {
        date: '2026-11-27T12:00:00Z',
        commit: 'f98a568',
        runs: 5,
        loadStart: [0.5, 0.4, 0.3],
        loadEnd: [1.25, 0.8, 0.4],
        machine: '2 cores',
        tools: 'Lighthouse 12.8.2',
        seconds: 420.4,
      },
      [table],
      ['/home: every run: …'],
    );
    expect(markdown).toContain('- commit: f98a568\n');
    expect(markdown).toContain('- runs: 5 Lighthouse run(s) per page\n');
    expect(markdown).toContain(
      '- load average (1, 5, 15 min): 0.50, 0.40, 0.30 at start, 1.25, 0.80, 0.40 at end\n',
    );
    expect(markdown).toContain('### JavaScript of a first visit before hydration (gzip)');
    expect(markdown).toContain('```text\n/home: every run: …\n```');
  });
});
