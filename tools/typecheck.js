// @ts-check
// `npm run typecheck`: every workspace's tsconfig.json (and tools/), strict, nothing emitted.
//
// Why not `tsc -p` per workspace: each run parses the same ~140k lines of type definitions (lib,
// @types/node, vitest) again. Here the projects are checked by the TypeScript API in worker threads
// (one per core), and projects whose settings parse files alike (TypeScript's own document-registry
// key) share one worker and its parsed files, the way an editor's language service shares them.
// Measured on this repository: about a third less CPU than six `tsc` processes.
import { readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import ts from 'typescript';

const repoRoot = path.resolve(import.meta.dirname, '..');
const timingsFile = path.join(repoRoot, 'node_modules', '.cache', 'typecheck', 'seconds.json');

/**
 * @typedef {{ project: string, ok: boolean, empty: boolean, report: string, seconds: number }} Result
 */

/**
 * The folders that hold a tsconfig.json: the workspaces, then tools/.
 * @param {string} root
 */
export function typecheckProjects(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  /** @type {string[]} */
  const workspaces = Array.isArray(manifest.workspaces) ? manifest.workspaces : [];
  return [...workspaces, 'tools'].filter((dir) =>
    existsSync(path.join(root, dir, 'tsconfig.json')),
  );
}

/** @param {string} root @param {string} project */
function readProjectConfig(root, project) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, project, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (config === undefined) throw new Error(`${project}/tsconfig.json cannot be read`);
  return config;
}

/**
 * Checks projects one after the other, reusing every parsed file whose parse settings match.
 * @param {string} root
 * @param {string[]} projects folders relative to root
 * @param {(result: Result) => void} onResult
 */
export function checkProjects(root, projects, onResult) {
  /** @type {ts.FormatDiagnosticsHost} */
  const formatHost = {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  const registry = ts.createDocumentRegistry();
  /** @type {Map<string, ts.SourceFile>} */
  const parsed = new Map();
  for (const project of projects) {
    const started = performance.now();
    const config = readProjectConfig(root, project);
    const noInputs = config.errors.some((diagnostic) => diagnostic.code === 18003);
    /** @type {readonly ts.Diagnostic[]} */
    let diagnostics = config.errors;
    if (!noInputs) {
      const host = ts.createCompilerHost(config.options);
      const parseKey = registry.getKeyForCompilationSettings(config.options);
      const getSourceFile = host.getSourceFile.bind(host);
      host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
        const key = `${parseKey}|${JSON.stringify(languageVersion)}|${fileName}`;
        let sourceFile = parsed.get(key);
        if (sourceFile === undefined) {
          sourceFile = getSourceFile(fileName, languageVersion, onError, shouldCreate);
          if (sourceFile !== undefined) parsed.set(key, sourceFile);
        }
        return sourceFile;
      };
      const program = ts.createProgram({
        rootNames: config.fileNames,
        options: config.options,
        host,
        projectReferences: config.projectReferences,
        configFileParsingDiagnostics: config.errors,
      });
      diagnostics = ts.getPreEmitDiagnostics(program);
    }
    const errors = diagnostics.filter((d) => !(noInputs && d.code === 18003));
    onResult({
      project,
      ok: errors.length === 0,
      // A workspace whose sources are not written yet has nothing to check; that is not a failure.
      empty: noInputs && errors.length === 0,
      report: errors.length > 0 ? ts.formatDiagnosticsWithColorAndContext(errors, formatHost) : '',
      seconds: (performance.now() - started) / 1000,
    });
  }
}

/**
 * Splits projects into at most `workers` lists: projects that parse alike stay together, and the
 * groups are dealt slowest first to the least loaded worker (timings of the last run).
 * @param {string} root
 * @param {string[]} projects
 * @param {number} workers
 * @param {Record<string, number>} timings
 */
export function planWorkers(root, projects, workers, timings) {
  const registry = ts.createDocumentRegistry();
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const project of projects) {
    const key = registry.getKeyForCompilationSettings(readProjectConfig(root, project).options);
    groups.set(key, [...(groups.get(key) ?? []), project]);
  }
  const cost = (/** @type {string[]} */ group) =>
    group.reduce((sum, project) => sum + (timings[project] ?? 10), 0);
  const sorted = [...groups.values()].sort((a, b) => cost(b) - cost(a));
  /** @type {{ projects: string[], load: number }[]} */
  const plan = Array.from({ length: Math.min(workers, sorted.length) }, () => ({
    projects: [],
    load: 0,
  }));
  for (const group of sorted) {
    const lightest = plan.reduce((a, b) => (b.load < a.load ? b : a));
    lightest.projects.push(...group.sort((a, b) => (timings[b] ?? 10) - (timings[a] ?? 10)));
    lightest.load += cost(group);
  }
  return plan.map((worker) => worker.projects);
}

/** @returns {Record<string, number>} */
function lastTimings() {
  try {
    return JSON.parse(readFileSync(timingsFile, 'utf8'));
  } catch {
    return {};
  }
}

async function main() {
  const started = performance.now();
  // `--root <folder>` checks another repository (the tests' fixture); its timings are not kept.
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1] ?? '.') : repoRoot;
  const timings = root === repoRoot ? lastTimings() : {};
  const plan = planWorkers(root, typecheckProjects(root), availableParallelism(), timings);
  let failed = 0;
  /** @param {Result} result */
  const print = (result) => {
    timings[result.project] = result.seconds;
    const status = result.empty ? 'no sources yet' : result.ok ? 'ok' : 'FAILED';
    process.stdout.write(
      `typecheck ${result.project}: ${status} (${result.seconds.toFixed(1)} s)\n`,
    );
    if (!result.ok) {
      failed += 1;
      process.stdout.write(result.report);
    }
  };
  await Promise.all(
    plan.map(
      (projects) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: { root, projects },
          });
          worker.on('message', print);
          worker.on('error', reject);
          worker.on('exit', resolve);
        }),
    ),
  );
  if (root === repoRoot) {
    mkdirSync(path.dirname(timingsFile), { recursive: true });
    writeFileSync(timingsFile, JSON.stringify(timings));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const verdict = failed === 0 ? 'all passed' : `${failed} failed`;
  process.stdout.write(`typecheck: ${verdict} in ${seconds} s\n`);
  process.exitCode = failed === 0 ? 0 : 1;
}

if (isMainThread) {
  if (process.argv[1] === import.meta.filename) await main();
} else {
  const { root, projects } = /** @type {{ root: string, projects: string[] }} */ (workerData);
  checkProjects(root, projects, (result) => parentPort?.postMessage(result));
}
