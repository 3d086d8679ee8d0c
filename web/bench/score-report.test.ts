// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  findingsOf,
  formatScoreTable,
  missedTargets,
  scoresOf,
  type LighthouseOutcome,
} from './score-report';

function outcome(scores: Record<string, number | null>): LighthouseOutcome {
  return {
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
      outcome({ performance: 0.895, accessibility: 0.95, 'best-practices': null, seo: 0.5 }),
    );
    expect(page.scores).toEqual({
      performance: 90,
      accessibility: 95,
      'best-practices': null,
      seo: 50,
    });
    expect(missedTargets(page)).toEqual(['best-practices']);
    const slow = scoresOf(
      '/home',
      outcome({ performance: 0.89, accessibility: 0.94, 'best-practices': 1, seo: 1 }),
    );
    expect(missedTargets(slow)).toEqual(['performance', 'accessibility']);
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

  it('prints one row per page under the category names, marks misses, and ends with the targets', () => {
    const lines = formatScoreTable([
      scoresOf(
        '/home',
        outcome({ performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 0.92 }),
      ),
      scoresOf(
        '/bag',
        outcome({ performance: 0.74, accessibility: 1, 'best-practices': 1, seo: 0.91 }),
      ),
    ]);
    expect(lines[0]).toMatch(/^page\s+performance\s+accessibility\s+best practices\s+SEO$/);
    expect(lines[2]).toMatch(/^\/home\s+97\s+100\s+100\s+92$/);
    expect(lines[3]).toMatch(/^\/bag\s+74 !\s+100\s+100\s+91$/);
    expect(lines.at(-1)).toMatch(/^target \(at least\)\s+90\s+95\s+95\s+-$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
