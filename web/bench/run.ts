// `npm run bench -w web` (`npm run build`, then this): the server-rendered storefront against its
// targets, on the mock-server (web/build, in-memory state) on a free loopback port:
// 1. the JavaScript a first visit to /home loads before it hydrates (gzip; scripts/check-budgets.ts);
// 2. the server: a product page rendered under 20 connections for 10 s (autocannon), beside a tiny
//    static route of the same server as the baseline;
// 3. Lighthouse (mobile preset, simulated throttling), N runs per page, the median of each figure:
//    /home and /detail/32/3 as a guest, /bag and /chatRoom as the demo shopper.
// Prints the tables, writes them to bench/results.md (overwritten) and exits 1 when a target is
// missed. `--runs N` (default 5) Lighthouse runs per page. Bounded: everything stops by itself.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BUILD_DIR, firstVisitJavaScript, readBudgets } from '../scripts/check-budgets';
import { precompress } from '../scripts/precompress';
import { launchChromium, type Chromium } from './chromium';
import { openDemoConversation, signInDemoShopper } from './demo-shopper';
import { auditPage } from './lighthouse-audit';
import {
  categoriesOf,
  contextLines,
  findingsOf,
  formatText,
  javascriptMissed,
  javascriptTable,
  lighthouseTable,
  missedServerTargets,
  missedTargets,
  pageScores,
  resultsMarkdown,
  runFigures,
  savingsOf,
  serverTable,
  type FirstVisitJavaScript,
  type LoadFigures,
  type PageRun,
  type PageScores,
  type Table,
} from './score-report';
import { loadRoute } from './server-load';
import { startStack, type RunningStack } from './stack';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, help: { type: 'boolean', default: false } },
});
if (options.help) {
  console.log('tsx bench/run.ts [--runs N]   (npm run bench -w web builds first; web/README.md)');
  process.exit(0);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error(`--runs takes a whole number from 1 to 20, not ${options.runs}`);
  process.exit(2);
}

const webDir = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = fileURLToPath(new URL('results.md', import.meta.url));
const reportDir = path.join(tmpdir(), 'storefront-lighthouse');
/** The product page every part measures (product 32 of shop 3, a best seller of the seed). */
const PRODUCT = { id: 32, shop: 3 } as const;
const productPath = `/detail/${PRODUCT.id}/${PRODUCT.shop}`;
/** The load on the server: connections, measured seconds and an unmeasured warm-up before. */
const LOAD = { connections: 20, seconds: 10, warmUpSeconds: 2 } as const;
/** The static route of the same server the render is compared with. */
const BASELINE_ROUTE = '/api/user/language_list';
const PAGES = [
  { name: 'home', path: '/home', signedIn: false },
  { name: 'detail', path: productPath, signedIn: false },
  { name: 'bag', path: '/bag', signedIn: true },
  { name: 'chatRoom', path: '/chatRoom', signedIn: true },
] as const;
// A Lighthouse run takes 15 to 40 s here; the rest (start, build check, load) about a minute.
const timeoutSeconds = 240 + runs * PAGES.length * 60;

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: webDir,
    encoding: 'utf8',
    // Read only: `git status` must not refresh the index other engineers' tools may be writing.
    env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
  }).trim();

function commitOf(): string {
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
    return changed ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

const started = Date.now();
const loadStart = loadavg();
/** When the server build was written: another build during the run would mix two builds. */
const serverBuild = path.join(BUILD_DIR, 'server', 'index.js');
const builtAt = () => (existsSync(serverBuild) ? statSync(serverBuild).mtimeMs : 0);
const buildStart = builtAt();
const commit = commitOf();
let stack: RunningStack | undefined;
let chromium: Chromium | undefined;

// What was measured so far: the report is written even when a later part fails.
let javascript: FirstVisitJavaScript | undefined;
const loads: LoadFigures[] = [];
const pages: PageScores[] = [];
const details: string[] = [];
let tools = `Lighthouse -, Chromium -, Node ${process.version}, autocannon 9`;
let failure: string | undefined;

/** Prints a line and keeps it for the details section of results.md. */
function detail(line: string) {
  console.log(line);
  details.push(line);
}

async function shutDown() {
  chromium?.close();
  chromium = undefined;
  await stack?.stop();
  stack = undefined;
}

function tables(): Table[] {
  return [
    ...(javascript ? [javascriptTable(javascript)] : []),
    ...(loads.length > 0 ? [serverTable(loads)] : []),
    ...(pages.length > 0 ? [lighthouseTable(pages)] : []),
  ];
}

/** Prints the tables and writes bench/results.md; answers whether every target was met. */
function report(): boolean {
  if (failure === undefined && builtAt() !== buildStart) {
    failure = 'web/build was rebuilt during the run: the figures mix two builds';
  }
  const context = {
    date: new Date(started).toISOString().replace(/\.\d+Z$/, 'Z'),
    commit,
    runs,
    loadStart,
    loadEnd: loadavg(),
    machine: `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown'})`,
    tools,
    seconds: (Date.now() - started) / 1000,
  };
  const all = tables();
  console.log('');
  for (const table of all) console.log([...formatText(table), ''].join('\n'));
  for (const line of contextLines(context)) console.log(line);
  const met =
    failure === undefined &&
    javascript !== undefined &&
    !javascriptMissed(javascript) &&
    loads.length === 2 &&
    loads.every((load) => missedServerTargets(load).length === 0) &&
    pages.length === PAGES.length &&
    pages.every((page) => missedTargets(page).length === 0);
  const outcome = failure
    ? `incomplete: ${failure}`
    : met
      ? 'every target met'
      : 'a target is missed (marked !)';
  const markdown = resultsMarkdown(context, all, [...details, '', `outcome: ${outcome}`]);
  writeFileSync(resultsFile, markdown);
  console.log(`outcome: ${outcome}\nwritten to ${path.relative(process.cwd(), resultsFile)}`);
  return met;
}

const deadline = setTimeout(() => {
  failure = `stopped after ${timeoutSeconds} s`;
  console.error(`\nThe bench took more than ${timeoutSeconds} s: stopped.`);
  void shutDown().finally(() => {
    report();
    process.exit(1);
  });
}, timeoutSeconds * 1000);

try {
  if (!existsSync(serverBuild)) {
    throw new Error('web/build is missing: `npm run bench -w web` builds it first');
  }
  // `npm run build` writes the .br/.gz copies the server sends; `react-router build` alone does not.
  const assets = path.join(BUILD_DIR, 'client', 'assets');
  if (!readdirSync(assets).some((file) => file.endsWith('.br'))) {
    const written = precompress(path.join(BUILD_DIR, 'client'));
    detail(
      `build/client had no compressed copies: wrote ${written.length} (scripts/precompress.ts)`,
    );
  }

  // 1. JavaScript of a first visit to /home.
  const language = readBudgets().initialLanguage;
  const home = (await firstVisitJavaScript(language)).find((route) => route.path === '/home');
  if (!home) throw new Error('the build has no /home route');
  javascript = { page: `/home (${language} strings)`, bytes: home.bytes, files: home.files.length };

  stack = await startStack(BUILD_DIR);
  const { baseUrl } = stack;

  // 2. The server under load, before Chromium starts: the baseline, then the render.
  console.log(
    `Load: ${LOAD.connections} connections, ${LOAD.warmUpSeconds} s warm-up, ` +
      `${LOAD.seconds} s measured per route, ${baseUrl}`,
  );
  loads.push(await loadRoute(baseUrl, BASELINE_ROUTE, 'baseline', LOAD));
  loads.push(await loadRoute(baseUrl, productPath, 'page', LOAD));

  // 3. Lighthouse.
  chromium = await launchChromium();
  mkdirSync(reportDir, { recursive: true });
  console.log(`Lighthouse: ${runs} run(s) per page, mobile preset, simulated throttling`);
  for (const page of PAGES) {
    if (page.name === 'chatRoom') {
      // A conversation in the list: shop 3's service has said something (one unread message).
      await openDemoConversation(baseUrl, stack.controlToken, PRODUCT.shop);
    }
    if (page.signedIn) {
      await chromium.setCookie(baseUrl, 'Admin-Token', await signInDemoShopper(baseUrl));
    }
    const audit = await auditPage(`${baseUrl}${page.path}`, chromium.port, runs);
    for (const run of audit.runs) {
      // A guard's redirect (/login) would audit another page.
      const landed = new URL(run.finalDisplayedUrl).pathname;
      if (landed !== page.path) throw new Error(`${page.path} landed on ${landed}`);
    }
    const median = audit.median;
    tools =
      `Lighthouse ${median.lighthouseVersion}, ` +
      `${/(?:Headless)?Chrome\/[\d.]+/.exec(median.environment.hostUserAgent)?.[0] ?? 'Chromium'}, ` +
      `Node ${process.version}, autocannon 9`;
    const label = page.signedIn ? `${page.path} (signed in)` : page.path;
    const each: PageRun[] = audit.runs.map(runFigures);
    const row = pageScores(label, page.signedIn, each);
    pages.push(row);
    const file = path.join(reportDir, `${page.name}.html`);
    writeFileSync(file, audit.html);
    const list = (values: Array<number | null>, digits = 0) =>
      values.map((value) => (value === null ? '-' : value.toFixed(digits))).join(', ');
    detail(
      `${label}: every run: performance ${list(each.map((run) => run.scores.performance))}; ` +
        `LCP ${list(
          each.map((run) => (run.lcpMs === null ? null : run.lcpMs / 1000)),
          2,
        )} s; TBT ${list(each.map((run) => run.tbtMs))} ms; CLS ${list(
          each.map((run) => run.cls),
          3,
        )}; benchmark index ${list(each.map((run) => run.benchmarkIndex))} ` +
        `(Lighthouse's median run: ${file})`,
    );
    const missed = missedTargets(row);
    if (missed.length > 0) {
      detail(`  misses ${missed.join(', ')}; the median run loses points on:`);
      for (const finding of findingsOf(median, categoriesOf(missed)).slice(0, 8)) {
        const note = finding.detail ? ` (${finding.detail})` : '';
        detail(`    ${finding.category}: -${finding.cost.toFixed(1)}  ${finding.title}${note}`);
      }
      const savings = savingsOf(median, missed).slice(0, 6);
      if (savings.length > 0) detail("  Lighthouse's estimated savings:");
      for (const saving of savings) {
        const note = saving.detail ? ` (${saving.detail})` : '';
        detail(`    ${saving.title}${note}: ${saving.savings.join(', ')}`);
      }
    }
  }
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
  console.error(error);
} finally {
  clearTimeout(deadline);
  await shutDown();
}
process.exitCode = report() ? 0 : 1;
