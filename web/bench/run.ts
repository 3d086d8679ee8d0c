// `npm run bench -w web`: Lighthouse (mobile preset) on /home, a product's /detail and the demo
// shopper's /bag, against the built app served by the mock-server on loopback. Prints the scores
// with their targets and exits non-zero when a page misses one. Bounded: BENCH_TIMEOUT_S (600).
// BENCH_RUNS (default 3) runs per page, the median run reported; WEB_DIST audits another build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, type Chromium } from './chromium';
import { firstHotProduct, signInDemoShopper } from './demo-shopper';
import { auditPage } from './lighthouse-audit';
import {
  findingsOf,
  formatScoreTable,
  missedTargets,
  scoresOf,
  type PageScores,
} from './score-report';
import { startStack, type RunningStack } from './stack';

const webDist =
  process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url)).replace(/\/$/, '');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const timeoutSeconds = Number(process.env.BENCH_TIMEOUT_S ?? 600);
const reportDir = path.join(tmpdir(), 'storefront-lighthouse');
// BENCH_PAGES=home,bag audits some of the pages (home, detail, bag) only.
const onlyPages = process.env.BENCH_PAGES?.split(',');

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
  ].filter(({ name }) => onlyPages === undefined || onlyPages.includes(name));
  console.log(
    `Lighthouse ${runs} run(s) per page, mobile preset, simulated throttling, ${baseUrl}`,
  );
  const rows: PageScores[] = [];
  const findings: string[] = [];
  const benchmarkIndexes: string[] = [];
  for (const page of pages) {
    if (page.signedIn) {
      const token = await signInDemoShopper(baseUrl);
      await chromium.setCookie(baseUrl, 'Admin-Token', token);
    }
    const audit = await auditPage(`${baseUrl}${page.path}`, chromium.port, runs);
    const row = scoresOf(page.label, audit.median);
    rows.push(row);
    const file = path.join(reportDir, `${page.name}.html`);
    writeFileSync(file, audit.html);
    writeFileSync(file.replace(/\.html$/, '.json'), JSON.stringify(audit.median));
    console.log(`  ${page.path}: done (report ${file})`);
    benchmarkIndexes.push(`${page.label} ${audit.median.environment.benchmarkIndex.toFixed(0)}`);
    const missed = missedTargets(row);
    if (missed.length > 0) {
      findings.push(`${page.label} loses points on:`);
      for (const finding of findingsOf(audit.median, missed).slice(0, 8)) {
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
    `\nmachine: load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores; ` +
      `Lighthouse benchmark index (higher is faster) ${benchmarkIndexes.join(', ')}`,
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
