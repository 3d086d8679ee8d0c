// @ts-check
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkProjects, planWorkers, typecheckProjects } from './typecheck.js';

const fixtureRoot = path.join(import.meta.dirname, 'fixtures', 'typecheck');
const plainText = (/** @type {string} */ text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** @param {string[]} projects */
function check(projects) {
  /** @type {import('./typecheck.js').Result[]} */
  const results = [];
  checkProjects(fixtureRoot, projects, (result) => results.push(result));
  return new Map(results.map((result) => [result.project, result]));
}

describe('typecheck', () => {
  it('finds every workspace that has a tsconfig.json', () => {
    expect(typecheckProjects(fixtureRoot)).toEqual(['shared', 'web-app', 'broken', 'empty']);
  });

  it('reports each type error of a project with its file, line and code', () => {
    const broken = check(['broken']).get('broken');
    expect(broken?.ok).toBe(false);
    const report = plainText(broken?.report ?? '');
    expect(report).toContain('broken/src/order-total.ts:4:39 - error TS2345');
    expect(report).toContain('broken/src/order-total.ts:5:26 - error TS7006');
  });

  it('passes clean projects and counts a project without sources as nothing to check', () => {
    const results = check(['shared', 'web-app', 'empty']);
    expect(results.get('shared')).toMatchObject({ ok: true, empty: false, report: '' });
    expect(results.get('web-app')).toMatchObject({ ok: true, empty: false, report: '' });
    expect(results.get('empty')).toMatchObject({ ok: true, empty: true, report: '' });
  });

  it('gives the same verdicts when projects share parsed files as when checked alone', () => {
    const together = check(['shared', 'web-app', 'broken']);
    const alone = ['shared', 'web-app', 'broken'].map((project) => check([project]).get(project));
    for (const result of alone) {
      const shared = together.get(result?.project ?? '');
      expect(shared?.ok).toBe(result?.ok);
      expect(plainText(shared?.report ?? '')).toBe(plainText(result?.report ?? ''));
    }
  });

  it('keeps projects that parse alike in one worker and deals the slowest first', () => {
    const projects = ['shared', 'web-app', 'broken', 'empty'];
    const plan = planWorkers(fixtureRoot, projects, 2, {
      'web-app': 1,
      shared: 3,
      broken: 5,
      empty: 0.1,
    });
    // web-app parses JSX, so it cannot share parsed files with the others.
    expect(plan).toEqual([['broken', 'shared', 'empty'], ['web-app']]);
    expect(planWorkers(fixtureRoot, projects, 1, {})).toHaveLength(1);
  });

  it('fails the command when a project fails', async () => {
    const run = promisify(execFile);
    const script = path.join(import.meta.dirname, 'typecheck.js');
    const command = run(process.execPath, [script, '--root', fixtureRoot]);
    await expect(command).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringMatching(/typecheck broken: FAILED[\s\S]*typecheck: 1 failed/),
    });
  }, 30_000);
});
