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
    | { title: string; score: number | null; scoreDisplayMode?: string; displayValue?: string }
    | undefined
  >;
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
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
};

export interface PageScores {
  page: string;
  /** 0..100 as Lighthouse shows them; null when the category could not be scored. */
  scores: Record<CategoryId, number | null>;
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
  return { page, scores };
}

/** The categories whose target a page misses (an unscored category misses it too). */
export function missedTargets(page: PageScores): CategoryId[] {
  return CATEGORIES.map(({ id }) => id).filter((id) => {
    const target = TARGETS[id];
    if (target === undefined) return false;
    const score = page.scores[id];
    return score === null || score < target;
  });
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

/** The score table: one row per page, then the targets; `!` marks a missed target. */
export function formatScoreTable(pages: readonly PageScores[]): string[] {
  const header = ['page', ...CATEGORIES.map(({ label }) => label)];
  const rows = pages.map((page) => [
    page.page,
    ...CATEGORIES.map(({ id }) => cell(page.scores[id], id)),
  ]);
  const targets = [
    'target (at least)',
    ...CATEGORIES.map(({ id }) => (TARGETS[id] === undefined ? '-' : String(TARGETS[id]))),
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
