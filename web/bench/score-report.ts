// What the bench reports: the Lighthouse figures per page (medians of the runs), the server's
// figures under load, the JavaScript of a first visit; the targets they are held to; the tables
// printed and written to bench/results.md; for a page that misses a target, the audits that cost
// it points.

/** The parts of a Lighthouse result (LH.Result) the report reads. */
export interface LighthouseOutcome {
  categories: Record<
    string,
    { score: number | null; auditRefs: ReadonlyArray<{ id: string; weight: number }> } | undefined
  >;
  audits: Record<
    string,
    | {
        title: string;
        score: number | null;
        scoreDisplayMode?: string;
        displayValue?: string;
        numericValue?: number;
        /** What fixing the audit would save, per metric (ms; CLS unitless), Lighthouse's estimate. */
        metricSavings?: Record<string, number | undefined>;
      }
    | undefined
  >;
  /** The machine's speed as Lighthouse measured it before the run (higher is faster). */
  environment?: { benchmarkIndex?: number };
}

export const CATEGORIES = [
  { id: 'performance', label: 'performance' },
  { id: 'accessibility', label: 'accessibility' },
  { id: 'best-practices', label: 'best practices' },
  { id: 'seo', label: 'SEO' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

/**
 * Lowest acceptable score (0..100) per category. SEO holds for public pages only: signed-in pages
 * are noindex, so their SEO score is printed for information.
 */
export const SCORE_TARGETS: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** Highest acceptable Largest Contentful Paint, Total Blocking Time and Cumulative Layout Shift. */
export const METRIC_TARGETS = { lcpMs: 1500, tbtMs: 200, cls: 0.05 } as const;

/** The server's targets: the product page's p95 under load, and no failed request anywhere. */
export const SERVER_TARGETS = { pageP95Ms: 30, errors: 0 } as const;

/** Highest acceptable gzip JavaScript of a first visit to /home before it hydrates, in KB. */
export const JAVASCRIPT_TARGET_KB = 150;

export type Target = CategoryId | 'lcp' | 'tbt' | 'cls';

/** One Lighthouse run's figures. */
export interface PageRun {
  /** 0..100 as Lighthouse shows them; null when the category could not be scored. */
  scores: Record<CategoryId, number | null>;
  /** Largest Contentful Paint and Total Blocking Time in ms, layout shift unitless; null when not measured. */
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's benchmark index of the machine during that run. */
  benchmarkIndex: number | null;
}

/** A page's figures: each one the median of that figure over the runs. */
export interface PageScores extends PageRun {
  page: string;
  /** Signed in (noindex): SEO is not held to its target. */
  signedIn: boolean;
  runs: number;
}

export interface Finding {
  category: CategoryId;
  title: string;
  detail: string | undefined;
  /** Category points this audit costs (weight share of the missing score), 0..100. */
  cost: number;
}

/** The figures of one Lighthouse run. */
export function runFigures(outcome: LighthouseOutcome): PageRun {
  const scores = Object.fromEntries(
    CATEGORIES.map(({ id }) => {
      const score = outcome.categories[id]?.score;
      return [id, score === null || score === undefined ? null : Math.round(score * 100)];
    }),
  ) as Record<CategoryId, number | null>;
  const metric = (id: string) => {
    const value = outcome.audits[id]?.numericValue;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  return {
    scores,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: outcome.environment?.benchmarkIndex ?? null,
  };
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of the measured values (null ones left out); null when none was measured. */
const medianOf = (values: ReadonlyArray<number | null>) =>
  median(values.filter((value): value is number => value !== null));

/** A page's figures over its runs: the median of each figure on its own. */
export function pageScores(page: string, signedIn: boolean, runs: readonly PageRun[]): PageScores {
  const scores = Object.fromEntries(
    CATEGORIES.map(({ id }) => [id, medianOf(runs.map((run) => run.scores[id]))]),
  ) as Record<CategoryId, number | null>;
  return {
    page,
    signedIn,
    runs: runs.length,
    scores,
    lcpMs: medianOf(runs.map((run) => run.lcpMs)),
    tbtMs: medianOf(runs.map((run) => run.tbtMs)),
    cls: medianOf(runs.map((run) => run.cls)),
    benchmarkIndex: medianOf(runs.map((run) => run.benchmarkIndex)),
  };
}

/** Whether a category's score is held to its target on this page. */
const heldTo = (page: Pick<PageScores, 'signedIn'>, id: CategoryId) =>
  !(id === 'seo' && page.signedIn);

/** The targets a page misses (an unscored category or an unmeasured metric misses it too). */
export function missedTargets(page: PageScores): Target[] {
  const categories: Target[] = CATEGORIES.map(({ id }) => id).filter((id) => {
    if (!heldTo(page, id)) return false;
    const score = page.scores[id];
    return score === null || score < SCORE_TARGETS[id];
  });
  const over = (value: number | null, limit: number) => value === null || value > limit;
  return [
    ...categories,
    ...(over(page.lcpMs, METRIC_TARGETS.lcpMs) ? (['lcp'] as const) : []),
    ...(over(page.tbtMs, METRIC_TARGETS.tbtMs) ? (['tbt'] as const) : []),
    ...(over(page.cls, METRIC_TARGETS.cls) ? (['cls'] as const) : []),
  ];
}

/** The categories to explain for missed targets (a missed metric is a performance audit). */
export function categoriesOf(missed: readonly Target[]): CategoryId[] {
  const ids = missed.map((target) =>
    target === 'lcp' || target === 'tbt' || target === 'cls' ? 'performance' : target,
  );
  return [...new Set(ids)];
}

/** Audits that lost points in `categories`, the costliest first. */
export function findingsOf(
  outcome: LighthouseOutcome,
  categories: readonly CategoryId[],
): Finding[] {
  const findings: Finding[] = [];
  for (const category of categories) {
    const refs = outcome.categories[category]?.auditRefs ?? [];
    const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
    for (const ref of refs) {
      const audit = outcome.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual')
        continue;
      findings.push({
        category,
        title: audit.title,
        detail: audit.displayValue,
        cost: totalWeight === 0 ? 0 : (100 * ref.weight * (1 - audit.score)) / totalWeight,
      });
    }
  }
  return findings.sort((a, b) => b.cost - a.cost);
}

export interface Saving {
  title: string;
  detail: string | undefined;
  /** The estimated savings on the metrics asked for, `LCP 300 ms`. */
  savings: string[];
  /** Milliseconds saved on them in all (CLS savings count for ordering only, after every ms). */
  ms: number;
}

const SAVED_METRICS = {
  lcp: ['LCP'],
  tbt: ['TBT'],
  cls: ['CLS'],
  performance: ['FCP', 'LCP', 'TBT', 'CLS'],
} as const;

/**
 * Where Lighthouse estimates the missed performance targets would gain (its audits'
 * `metricSavings`: uncompressed text, render-blocking files, unused JavaScript…), the largest
 * first. Empty when no performance target is missed.
 */
export function savingsOf(outcome: LighthouseOutcome, missed: readonly Target[]): Saving[] {
  const metrics = new Set<string>(
    missed.flatMap((target) =>
      target in SAVED_METRICS ? SAVED_METRICS[target as keyof typeof SAVED_METRICS] : [],
    ),
  );
  const savings: Saving[] = [];
  for (const audit of Object.values(outcome.audits)) {
    if (!audit?.metricSavings || audit.score === 1) continue;
    const found = [...metrics]
      .map((metric) => [metric, audit.metricSavings?.[metric] ?? 0] as const)
      .filter(([, value]) => value > 0);
    if (found.length === 0) continue;
    savings.push({
      title: audit.title,
      detail: audit.displayValue,
      savings: found.map(([metric, value]) =>
        metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`,
      ),
      ms: found.reduce((sum, [metric, value]) => sum + (metric === 'CLS' ? 0 : value), 0),
    });
  }
  return savings.sort((a, b) => b.ms - a.ms);
}

/** Response times of a load (ms, any order): the nearest-rank percentile `p` (0..100); null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? null;
}

/** One route of the server under load. */
export interface LoadFigures {
  /** The path loaded, `/detail/32/3`. */
  route: string;
  /** `page`: held to the page's p95 target; `baseline`: a tiny static route, for comparison. */
  role: 'page' | 'baseline';
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
}

export type ServerTarget = 'p95' | 'errors';

export function missedServerTargets(load: LoadFigures): ServerTarget[] {
  const slow =
    load.role === 'page' && (load.p95Ms === null || load.p95Ms > SERVER_TARGETS.pageP95Ms);
  return [
    ...(slow ? (['p95'] as const) : []),
    ...(load.errors > SERVER_TARGETS.errors || load.requests === 0 ? (['errors'] as const) : []),
  ];
}

/** The JavaScript a first visit to a page loads before it hydrates. */
export interface FirstVisitJavaScript {
  page: string;
  /** Gzip bytes. */
  bytes: number;
  files: number;
}

export const javascriptMissed = (javascript: FirstVisitJavaScript) =>
  javascript.bytes > JAVASCRIPT_TARGET_KB * 1000;

/** A table: a header, rows of cells, and the target row under a rule. */
export interface Table {
  title: string;
  header: string[];
  rows: string[][];
  targets: string[];
  /** Lines under the table (what a mark means). */
  notes: string[];
}

const MISSED = ' !';

const fixed = (value: number | null, digits: number, unit = '') =>
  value === null ? '-' : `${value.toFixed(digits)}${unit}`;

/** A cell: the text, marked `!` when it misses its target. */
const mark = (text: string, missed: boolean) => `${text}${missed ? MISSED : ''}`;

export function lighthouseTable(pages: readonly PageScores[]): Table {
  const runs = [...new Set(pages.map((page) => page.runs))].join('/');
  const header = [
    'page',
    'performance',
    'LCP',
    'TBT',
    'CLS',
    'accessibility',
    'best practices',
    'SEO',
    'benchmark index',
  ];
  const rows = pages.map((page) => {
    const missed = new Set(missedTargets(page));
    const score = (id: CategoryId) => {
      const value = page.scores[id];
      const text = value === null ? '-' : String(Math.round(value));
      return heldTo(page, id) ? mark(text, missed.has(id)) : `${text} *`;
    };
    return [
      page.page,
      score('performance'),
      mark(fixed(page.lcpMs === null ? null : page.lcpMs / 1000, 2, ' s'), missed.has('lcp')),
      mark(fixed(page.tbtMs, 0, ' ms'), missed.has('tbt')),
      mark(fixed(page.cls, 3), missed.has('cls')),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      fixed(page.benchmarkIndex, 0),
    ];
  });
  const targets = [
    'target',
    `>= ${SCORE_TARGETS.performance}`,
    `<= ${(METRIC_TARGETS.lcpMs / 1000).toFixed(1)} s`,
    `<= ${METRIC_TARGETS.tbtMs} ms`,
    `<= ${METRIC_TARGETS.cls}`,
    String(SCORE_TARGETS.accessibility),
    String(SCORE_TARGETS['best-practices']),
    `${SCORE_TARGETS.seo} (public)`,
    '-',
  ];
  return {
    title: `Lighthouse, mobile preset (simulated throttling), median of ${runs} run(s) per figure`,
    header,
    rows,
    targets,
    notes: [
      '`!` misses its target; `*` signed in (noindex): SEO for information only.',
      "benchmark index: Lighthouse's measure of this machine during the runs (higher is faster).",
    ],
  };
}

export function serverTable(loads: readonly LoadFigures[]): Table {
  const header = ['route', 'load', 'requests/s', 'p50', 'p95', 'p99', 'errors'];
  const rows = loads.map((load) => {
    const missed = new Set(missedServerTargets(load));
    return [
      `${load.route} (${load.role === 'page' ? 'server render' : 'baseline, static'})`,
      `${load.connections} conn. x ${load.seconds} s`,
      load.requestsPerSecond.toFixed(0),
      fixed(load.p50Ms, 1, ' ms'),
      mark(fixed(load.p95Ms, 1, ' ms'), missed.has('p95')),
      fixed(load.p99Ms, 1, ' ms'),
      mark(String(load.errors), missed.has('errors')),
    ];
  });
  return {
    title: 'Server under load (autocannon, loopback)',
    header,
    rows,
    targets: ['target', '-', '-', '-', `<= ${SERVER_TARGETS.pageP95Ms} ms (page)`, '-', '0'],
    notes: [
      '`!` misses its target. The baseline is the same server answering a tiny static route: ' +
        'slow there too means a slow or busy machine, not a slow render.',
    ],
  };
}

export function javascriptTable(javascript: FirstVisitJavaScript): Table {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  return {
    title: 'JavaScript of a first visit before hydration (gzip)',
    header: ['page', 'files', 'gzip'],
    rows: [
      [
        javascript.page,
        String(javascript.files),
        mark(kb(javascript.bytes), javascriptMissed(javascript)),
      ],
    ],
    targets: ['target', '-', `<= ${JAVASCRIPT_TARGET_KB} KB`],
    notes: ['`!` misses its target.'],
  };
}

/** The table as aligned plain text (the terminal): header, rule, rows, rule, targets. */
export function formatText(table: Table): string[] {
  const all = [table.header, ...table.rows, table.targets];
  const widths = table.header.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((text, column) =>
        column === 0 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [
    table.title,
    line(table.header),
    rule,
    ...table.rows.map(line),
    rule,
    line(table.targets),
  ];
}

/** The table in Markdown (bench/results.md), the targets as its last row. */
export function formatMarkdown(table: Table): string[] {
  const row = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  const align = table.header.map((_, column) => (column === 0 ? '---' : '---:'));
  return [
    `### ${table.title}`,
    '',
    row(table.header),
    `| ${align.join(' | ')} |`,
    ...table.rows.map(row),
    row(table.targets.map((cell) => `_${cell}_`)),
    '',
    ...table.notes,
  ];
}

/** What the run was measured on, for the head of results.md. */
export interface RunContext {
  date: string;
  commit: string;
  runs: number;
  /** Load average (1, 5, 15 min) at the start and at the end. */
  loadStart: readonly number[];
  loadEnd: readonly number[];
  machine: string;
  tools: string;
  seconds: number;
}

const loads = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(', ');

/** The lines describing the run (terminal and results.md alike). */
export function contextLines(context: RunContext): string[] {
  return [
    `date: ${context.date}`,
    `commit: ${context.commit}`,
    `runs: ${context.runs} Lighthouse run(s) per page`,
    `load average (1, 5, 15 min): ${loads(context.loadStart)} at start, ${loads(context.loadEnd)} at end`,
    `machine: ${context.machine}`,
    `tools: ${context.tools}`,
    `duration: ${context.seconds.toFixed(0)} s`,
  ];
}

/** bench/results.md: the run's context, the tables, what missed. */
export function resultsMarkdown(
  context: RunContext,
  tables: readonly Table[],
  details: readonly string[],
): string {
  const sections = [
    '# Web bench results',
    '',
    'Written by `npm run bench -w web` (web/bench/run.ts), overwritten by each run; the targets: ' +
      'web/docs/bench.md; how to run it: web/README.md, "Benchmarks".',
    '',
    ...contextLines(context).map((line) => `- ${line}`),
    '',
    ...tables.flatMap((table) => [...formatMarkdown(table), '']),
    ...(details.length > 0 ? ['### Details', '', '```text', ...details, '```', ''] : []),
  ];
  return sections.join('\n');
}
