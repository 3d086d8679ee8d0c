// Runs after `vite build`: prints the gzip size of the initial route and of every route
// chunk, and fails the build when one is over its budget (budgets.json).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chunkCycles, measure, pageScriptImports, type Budgets, type Manifest } from './budgets';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`);

const manifest = JSON.parse(read('dist/.vite/manifest.json').toString()) as Manifest;
const budgets = JSON.parse(read('budgets.json').toString()) as Budgets;
const routes = read('src/app/routes.ts').toString();

// The page's script, as index.html names it.
const entryFile = /<script type="module"[^>]* src="\/([^"]+)"/.exec(
  read('dist/index.html').toString(),
)?.[1];
const rows = measure(manifest, routes, budgets, (file) => gzipSync(read(`dist/${file}`)).length, {
  entryFile,
});

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
let failed = false;
console.log('\ngzip budgets');
for (const row of rows) {
  const over = row.limitBytes !== undefined && row.bytes > row.limitBytes;
  failed ||= over;
  const limit = row.limitBytes === undefined ? '(info)' : kb(row.limitBytes);
  console.log(
    `${over ? 'OVER' : row.limitBytes === undefined ? '    ' : ' ok '}  ${kb(row.bytes).padStart(9)} / ${limit.padEnd(9)} ${row.label}`,
  );
}
if (failed) {
  console.error('\nA bundle is over its budget (web/budgets.json).');
  process.exit(1);
}
const pageImports = entryFile ? pageScriptImports(manifest, entryFile) : ['(no page script)'];
if (pageImports.length > 0) {
  console.error(
    `\nThe page's script imports ${pageImports.join(', ')}: it must run alone (src/start.ts).`,
  );
  process.exit(1);
}
const cycles = chunkCycles(manifest);
if (cycles.length > 0) {
  console.error(
    `\nChunks import each other: ${cycles.map((cycle) => cycle.join(' -> ')).join('; ')}`,
  );
  process.exit(1);
}
