// @ts-check
// `npm run typecheck`: every workspace's tsconfig.json (and tools/), strict and without emitting,
// run as parallel `tsc` processes, one per core. `--incremental` keeps a .tsbuildinfo per project
// under node_modules/.cache; measured here it saved nothing (parsing the type definitions dominates
// and is redone anyway), so it is off by default.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/lib/tsc.js');
const cacheDir = path.join(root, 'node_modules', '.cache', 'typecheck');
const timingsFile = path.join(cacheDir, 'seconds.json');

/**
 * Seconds each project took last time, so the slowest starts first and the run ends sooner.
 * @returns {Record<string, number>}
 */
function lastTimings() {
  try {
    return JSON.parse(readFileSync(timingsFile, 'utf8'));
  } catch {
    return {};
  }
}

/** The folders that hold a tsconfig.json: the workspaces, then tools/. */
export function typecheckProjects() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  /** @type {string[]} */
  const workspaces = Array.isArray(manifest.workspaces) ? manifest.workspaces : [];
  return [...workspaces, 'tools'].filter((dir) =>
    existsSync(path.join(root, dir, 'tsconfig.json')),
  );
}

/**
 * @param {string} project folder relative to the root
 * @param {{ incremental: boolean }} options
 * @returns {Promise<{ project: string, ok: boolean, empty: boolean, output: string, seconds: number }>}
 */
function check(project, { incremental }) {
  const started = performance.now();
  const args = [tsc, '-p', path.join(project, 'tsconfig.json'), '--pretty'];
  if (incremental) {
    args.push('--incremental', '--tsBuildInfoFile', path.join(cacheDir, `${project}.tsbuildinfo`));
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      // A workspace whose sources are not written yet has nothing to check; that is not a failure.
      const empty = code !== 0 && /TS18003/.test(output) && !/error.*TS(?!18003)\d+/.test(output);
      const seconds = (performance.now() - started) / 1000;
      resolve({ project, ok: code === 0 || empty, empty, output, seconds });
    });
  });
}

async function main() {
  const incremental = process.argv.includes('--incremental');
  mkdirSync(cacheDir, { recursive: true });
  const timings = lastTimings();
  // Unknown projects first (they may be slow), then the slowest of the last run.
  const queue = typecheckProjects().sort(
    (a, b) => (timings[b] ?? Infinity) - (timings[a] ?? Infinity),
  );
  const started = performance.now();
  let failed = 0;
  const worker = async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
      const result = await check(project, { incremental });
      timings[project] = result.seconds;
      const status = result.empty ? 'no sources yet' : result.ok ? 'ok' : 'FAILED';
      process.stdout.write(`typecheck ${project}: ${status} (${result.seconds.toFixed(1)} s)\n`);
      if (!result.ok) {
        failed += 1;
        process.stdout.write(result.output);
      }
    }
  };
  const workers = Math.max(1, Math.min(availableParallelism(), queue.length));
  await Promise.all(Array.from({ length: workers }, worker));
  writeFileSync(timingsFile, JSON.stringify(timings));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `typecheck: ${failed === 0 ? 'all passed' : `${failed} failed`} in ${seconds} s\n`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
