// What the bench reports from Lighthouse results: the four category scores per page, the targets
// they are held to, and, for a page that misses one, the audits that cost it points.

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

/** Lowest acceptable score (0..100) per category; SEO is reported but not held to one. */
export const TARGETS: Partial<Record<CategoryId, number>> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
};

/** Highest acceptable Total Blocking Time (ms) and Largest Contentful Paint (s). */
export const METRIC_TARGETS = { tbtMs: 200, lcpS: 2.0 } as const;

export type Target = CategoryId | 'tbt' | 'lcp';

export interface PageScores {
  page: string;
  /** 0..100 as Lighthouse shows them; null when the category could not be scored. */
  scores: Record<CategoryId, number | null>;
  /** Total Blocking Time in ms, Largest Contentful Paint in s; null when not measured. */
  tbtMs: number | null;
  lcpS: number | null;
  /** Lighthouse's benchmark index of the machine during that run. */
  benchmarkIndex: number | null;
}

export interface Finding {
  category: CategoryId;
  title: string;
  detail: string | undefined;
  /** Category points this audit costs (weight share of the missing score), 0..100. */
  cost: number;
}

export function scoresOf(page: string, outcome: LighthouseOutcome): PageScores {
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
  const tbt = metric('total-blocking-time');
  const lcp = metric('largest-contentful-paint');
  return {
    page,
    scores,
    tbtMs: tbt === null ? null : Math.round(tbt),
    // Rounded as Lighthouse shows it (2.04 s reads 2.0 s).
    lcpS: lcp === null ? null : Math.round(lcp / 100) / 10,
    benchmarkIndex: outcome.environment?.benchmarkIndex ?? null,
  };
}

/** The targets a page misses (an unscored category or an unmeasured metric misses it too). */
export function missedTargets(page: PageScores): Target[] {
  const categories: Target[] = CATEGORIES.map(({ id }) => id).filter((id) => {
    const target = TARGETS[id];
    if (target === undefined) return false;
    const score = page.scores[id];
    return score === null || score < target;
  });
  return [
    ...categories,
    ...(page.tbtMs === null || page.tbtMs > METRIC_TARGETS.tbtMs ? (['tbt'] as const) : []),
    ...(page.lcpS === null || page.lcpS > METRIC_TARGETS.lcpS ? (['lcp'] as const) : []),
  ];
}

/** The categories to explain for missed targets (a missed metric is a performance audit). */
export function categoriesOf(missed: readonly Target[]): CategoryId[] {
  const ids = missed.map((target) =>
    target === 'tbt' || target === 'lcp' ? 'performance' : target,
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

const cell = (score: number | null, id: CategoryId) => {
  const target = TARGETS[id];
  const text = score === null ? '-' : String(score);
  const missed = target !== undefined && (score === null || score < target);
  return `${text}${missed ? ' !' : ''}`;
};

const metricCell = (value: number | null, limit: number, text: (value: number) => string) =>
  value === null ? '- !' : `${text(value)}${value > limit ? ' !' : ''}`;

/**
 * The score table: one row per page (category scores, Total Blocking Time, Largest Contentful
 * Paint, the machine's benchmark index), then the targets; `!` marks a missed target.
 */
export function formatScoreTable(pages: readonly PageScores[]): string[] {
  const header = ['page', ...CATEGORIES.map(({ label }) => label), 'TBT', 'LCP', 'benchmark index'];
  const rows = pages.map((page) => [
    page.page,
    ...CATEGORIES.map(({ id }) => cell(page.scores[id], id)),
    metricCell(page.tbtMs, METRIC_TARGETS.tbtMs, (ms) => `${ms} ms`),
    metricCell(page.lcpS, METRIC_TARGETS.lcpS, (s) => `${s.toFixed(1)} s`),
    page.benchmarkIndex === null ? '-' : page.benchmarkIndex.toFixed(0),
  ]);
  const targets = [
    'target',
    ...CATEGORIES.map(({ id }) => (TARGETS[id] === undefined ? '-' : `>= ${TARGETS[id]}`)),
    `<= ${METRIC_TARGETS.tbtMs} ms`,
    `<= ${METRIC_TARGETS.lcpS.toFixed(1)} s`,
    '-',
  ];
  const table = [header, ...rows, targets];
  const widths = header.map((_, column) =>
    Math.max(...table.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((text, column) =>
        column === 0 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line), rule, line(targets)];
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
