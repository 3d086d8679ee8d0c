import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, platform, arch, release } from 'node:os';

// What each part of the bench reports (printed lines, its rows of the targets table, its section
// of results.md) and results.md itself: the run's machine and load beside the figures, since the
// figures mean little without them (the development machine has two cores shared with other work).

export interface TargetRow {
  part: string;
  measure: string;
  figure: string;
  target: string;
  met: boolean;
}

export interface PartReport {
  /** Printed, in this order. */
  lines: string[];
  rows: TargetRow[];
  /** The part's section of results.md (Markdown lines, its heading included). */
  markdown: string[];
  ok: boolean;
}

export interface RunContext {
  startedAt: Date;
  parts: string[];
  loadBefore: number[];
  loadAfter: number[];
}

const RESULTS_FILE = new URL('./results.md', import.meta.url);

const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(' / ');

/** The machine, as results.md names it. */
export function machine(): string {
  const list = cpus();
  const model = list[0]?.model.trim() ?? 'unknown CPU';
  return `${list.length} CPUs (${model}), ${platform()} ${release()} ${arch()}`;
}

/**
 * The commit the figures were measured on, and whether the tree had changes beyond it (the
 * results files aside): a figure is only comparable with another of the same code.
 */
export function commit(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const head = git('rev-parse', '--short', 'HEAD');
    // The results files themselves (written by the previous run) are not a change of the code.
    const changes = git(
      'status',
      '--porcelain',
      '--untracked-files=no',
      '--',
      ':/',
      ':(top,exclude,glob)**/bench/*results.md',
    );
    return changes === '' ? head : `${head} with uncommitted changes`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** The targets table of every part run, met or not. */
export function targetsTable(rows: readonly TargetRow[]): string[] {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| part | measure | figure | target | |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.part} | ${cell(row.measure)} | ${cell(row.figure)} | ${cell(row.target)} | ${row.met ? 'met' : '**unmet**'} |`,
    ),
  ];
}

/** Writes bench/results.md (overwritten by each run). */
export async function writeResults(
  context: RunContext,
  reports: readonly PartReport[],
): Promise<void> {
  const rows = reports.flatMap((report) => report.rows);
  const lines = [
    '# mock-server benchmark results',
    '',
    'Written by `npm run bench -w mock-server` (bench/run.ts), overwritten by each run; what each part',
    'does and why: mock-server/docs/bench.md. A missed target makes the run exit non-zero; the',
    'bench is never part of CI.',
    '',
    `- date: ${context.startedAt.toISOString()}`,
    `- machine: ${machine()}`,
    `- load average (1 / 5 / 15 min): before ${load(context.loadBefore)}, after ${load(context.loadAfter)}`,
    `- node: ${process.version}`,
    `- commit: ${commit()}`,
    `- parts: ${context.parts.join(', ')}`,
    '',
    '## Targets',
    '',
    ...targetsTable(rows),
    '',
    rows.every((row) => row.met)
      ? 'Every target met.'
      : `Missed: ${rows
          .filter((row) => !row.met)
          .map((row) => `${row.part}, ${row.measure}`)
          .join('; ')}.`,
    '',
    ...reports.flatMap((report) => [...report.markdown, '']),
  ];
  await writeFile(RESULTS_FILE, `${lines.join('\n').trimEnd()}\n`);
}

export const loadAverage = (): number[] => loadavg();
