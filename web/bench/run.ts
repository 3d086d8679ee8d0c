// `npm run bench -w web`: Lighthouse (mobile preset) on /home, a product's /detail, the demo
// shopper's /bag and conversation list (/chatRoom, one conversation open), against the built app
// served by the mock-server on loopback. Prints the scores, Total Blocking Time, Largest
// Contentful Paint and the machine's benchmark index with their targets, and exits non-zero when
// a page misses one. Bounded: BENCH_TIMEOUT_S (900). BENCH_RUNS (default 5) runs per page, the
// median run reported; WEB_DIST audits another build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, type Chromium } from './chromium';
import { firstHotProduct, openDemoConversation, signInDemoShopper } from './demo-shopper';
import { auditPage } from './lighthouse-audit';
import { formatPath, lcpPathOf } from './lcp-path';
import {
  categoriesOf,
  findingsOf,
  formatScoreTable,
  median,
  missedTargets,
  scoresOf,
  type PageScores,
} from './score-report';
import { startStack, type RunningStack } from './stack';

const webDist =
  process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url)).replace(/\/$/, '');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const timeoutSeconds = Number(process.env.BENCH_TIMEOUT_S ?? 900);
const reportDir = path.join(tmpdir(), 'storefront-lighthouse');
// BENCH_PAGES=home,bag audits some of the pages (home, detail, bag, chatRoom) only.
const onlyPages = process.env.BENCH_PAGES?.split(',');

/** The median of the measured values, as printed ('-' when none was measured). */
const middle = (values: ReadonlyArray<number | null>) => {
  const found = median(values.filter((value): value is number => value !== null));
  return found === null ? '-' : String(Math.round(found * 10) / 10);
};

let stack: RunningStack | undefined;
let chromium: Chromium | undefined;

async function shutDown() {
  chromium?.close();
  chromium = undefined;
  await stack?.stop();
  stack = undefined;
}

const deadline = setTimeout(() => {
  console.error(`\nThe Lighthouse bench took more than ${timeoutSeconds} s: stopped.`);
  void shutDown().finally(() => process.exit(1));
}, timeoutSeconds * 1000);

try {
  const started = Date.now();
  stack = await startStack(webDist);
  const { baseUrl } = stack;
  const product = await firstHotProduct(baseUrl);
  chromium = await launchChromium();
  mkdirSync(reportDir, { recursive: true });

  const pages = [
    { name: 'home', label: '/home', path: '/home', signedIn: false },
    {
      name: 'detail',
      label: '/detail',
      path: `/detail/${product.id}/${product.merchantId}`,
      signedIn: false,
    },
    { name: 'bag', label: '/bag (signed in)', path: '/bag', signedIn: true },
    {
      name: 'chatRoom',
      label: '/chatRoom (signed in)',
      path: `/chatRoom/${product.merchantId}`,
      signedIn: true,
      conversationWith: product.merchantId,
    },
  ].filter(({ name }) => onlyPages === undefined || onlyPages.includes(name));
  console.log(
    `Lighthouse ${runs} run(s) per page, mobile preset, simulated throttling, ${baseUrl}`,
  );
  const rows: PageScores[] = [];
  const findings: string[] = [];
  const loads: number[] = [];
  for (const page of pages) {
    if (page.conversationWith !== undefined) {
      await openDemoConversation(baseUrl, stack.controlToken, page.conversationWith);
    }
    if (page.signedIn) {
      const token = await signInDemoShopper(baseUrl);
      await chromium.setCookie(baseUrl, 'Admin-Token', token);
    }
    loads.push(loadavg()[0] ?? 0);
    const audit = await auditPage(`${baseUrl}${page.path}`, chromium.port, runs);
    loads.push(loadavg()[0] ?? 0);
    const row = scoresOf(page.label, audit.median);
    rows.push(row);
    const file = path.join(reportDir, `${page.name}.html`);
    writeFileSync(file, audit.html);
    writeFileSync(file.replace(/\.html$/, '.json'), JSON.stringify(audit.median));
    // Every run, so the spread shows beside the median.
    const each = audit.runs.map((run) => scoresOf(page.label, run));
    console.log(
      `  ${page.path}: done (report ${file}); runs: performance ` +
        `${each.map((run) => run.scores.performance ?? '-').join(', ')}; TBT ` +
        `${each.map((run) => run.tbtMs ?? '-').join(', ')} ms; LCP ` +
        `${each.map((run) => run.lcpS ?? '-').join(', ')} s; benchmark index ` +
        `${each.map((run) => run.benchmarkIndex?.toFixed(0) ?? '-').join(', ')}; medians: ` +
        `performance ${middle(each.map((run) => run.scores.performance))}, TBT ` +
        `${middle(each.map((run) => run.tbtMs))} ms, LCP ${middle(each.map((run) => run.lcpS))} s, ` +
        `benchmark index ${middle(each.map((run) => (run.benchmarkIndex === null ? null : Math.round(run.benchmarkIndex))))}`,
    );
    // BENCH_TRACE_DIR=dir: the median run's trace, for DevTools' Performance panel.
    const traceDir = process.env.BENCH_TRACE_DIR;
    const trace = (audit.artifacts as { Trace?: unknown } | undefined)?.Trace;
    if (traceDir && trace) {
      mkdirSync(traceDir, { recursive: true });
      writeFileSync(path.join(traceDir, `${page.name}.trace.json`), JSON.stringify(trace));
    }
    const lcpPath = await lcpPathOf(audit.artifacts, audit.median.configSettings).catch(
      () => undefined,
    );
    if (lcpPath) console.log(`    ${formatPath(lcpPath)}`);
    const missed = missedTargets(row);
    if (missed.length > 0) {
      findings.push(`${page.label} misses ${missed.join(', ')}; it loses points on:`);
      for (const finding of findingsOf(audit.median, categoriesOf(missed)).slice(0, 8)) {
        const detail = finding.detail ? ` (${finding.detail})` : '';
        findings.push(
          `  ${finding.category}: -${finding.cost.toFixed(1)}  ${finding.title}${detail}`,
        );
      }
    }
  }
  console.log('');
  for (const line of formatScoreTable(rows)) console.log(line);
  if (findings.length > 0) console.log(['', ...findings].join('\n'));
  // CPU time is multiplied by 4 in the mobile preset: a busy machine lowers performance.
  console.log(
    `\nmachine: ${availableParallelism()} cores, load average (1 min) ${Math.min(...loads).toFixed(1)} ` +
      `to ${Math.max(...loads).toFixed(1)} before and after each page; the benchmark index ` +
      `column is Lighthouse's measure of this machine during the median run (higher is faster)`,
  );
  console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (rows.some((row) => missedTargets(row).length > 0)) {
    console.error('A page misses a Lighthouse target.');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  await shutDown();
}
