// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  categoriesOf,
  findingsOf,
  formatScoreTable,
  median,
  missedTargets,
  scoresOf,
  type LighthouseOutcome,
} from './score-report';

function outcome(
  scores: Record<string, number | null>,
  metrics: { tbtMs?: number; lcpMs?: number; benchmarkIndex?: number } = {},
): LighthouseOutcome {
  const { tbtMs = 120, lcpMs = 1800, benchmarkIndex = 1500 } = metrics;
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

describe('score report', () => {
  it('shows scores out of 100 and misses a target only below it or when unscored', () => {
    const page = scoresOf(
      '/bag',
      outcome({ performance: 0.945, accessibility: 1, 'best-practices': null, seo: 0.5 }),
    );
    expect(page.scores).toEqual({
      performance: 95,
      accessibility: 100,
      'best-practices': null,
      seo: 50,
    });
    expect(missedTargets(page)).toEqual(['best-practices']);
    const slow = scoresOf(
      '/home',
      outcome({ performance: 0.94, accessibility: 0.99, 'best-practices': 1, seo: 1 }),
    );
    expect(missedTargets(slow)).toEqual(['performance', 'accessibility']);
  });

  it('holds Total Blocking Time to 200 ms and the largest paint to 2.0 s as Lighthouse rounds it', () => {
    const scores = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };
    const at = (tbtMs: number, lcpMs: number) =>
      missedTargets(scoresOf('/home', outcome(scores, { tbtMs, lcpMs })));
    expect(at(200, 2049)).toEqual([]);
    expect(at(201, 1000)).toEqual(['tbt']);
    expect(at(0, 2050)).toEqual(['lcp']);
    expect(at(640, 3100)).toEqual(['tbt', 'lcp']);
    expect(categoriesOf(['tbt', 'lcp', 'accessibility'])).toEqual(['performance', 'accessibility']);
    const unmeasured = scoresOf('/home', { ...outcome(scores), audits: {} });
    expect(missedTargets(unmeasured)).toEqual(['tbt', 'lcp']);
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

  it('prints one row per page with its metrics and benchmark index, marks misses, then the targets', () => {
    const lines = formatScoreTable([
      scoresOf(
        '/home',
        outcome(
          { performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 0.92 },
          { tbtMs: 150.4, lcpMs: 1840, benchmarkIndex: 1523.6 },
        ),
      ),
      scoresOf(
        '/bag',
        outcome(
          { performance: 0.74, accessibility: 1, 'best-practices': 1, seo: 0.91 },
          { tbtMs: 640, lcpMs: 2800, benchmarkIndex: 1210 },
        ),
      ),
    ]);
    expect(lines[0]).toMatch(
      /^page\s+performance\s+accessibility\s+best practices\s+SEO\s+TBT\s+LCP\s+benchmark index$/,
    );
    expect(lines[2]).toMatch(/^\/home\s+97\s+100\s+100\s+92\s+150 ms\s+1\.8 s\s+1524$/);
    expect(lines[3]).toMatch(/^\/bag\s+74 !\s+100\s+100\s+91\s+640 ms !\s+2\.8 s !\s+1210$/);
    expect(lines.at(-1)).toMatch(
      /^target\s+>= 95\s+>= 100\s+>= 100\s+-\s+<= 200 ms\s+<= 2\.0 s\s+-$/,
    );
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('takes the median of an odd or even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1500, 1300, 1700, 1100])).toBe(1400);
    expect(median([])).toBeNull();
  });
});
