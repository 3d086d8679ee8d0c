// Runs after `react-router build`: prints the gzip size of the JavaScript each route needs on a
// first visit (the entry, the root route and the route's own module with every chunk they
// import, and the strings of one language), as React Router's own manifest lists them, and fails
// the build when the landing route is over its budget (budgets.json).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';

const root = fileURLToPath(new URL('..', import.meta.url));
const budgets = JSON.parse(readFileSync(`${root}budgets.json`, 'utf8')) as {
  initialRoute: string;
  initialLanguage: string;
  initialKB: number;
};
const build = (await import(pathToFileURL(`${root}build/server/index.js`).href)) as ServerBuild;
const { assets } = build;

const gzipped = new Map<string, number>();
const size = (file: string) => {
  let bytes = gzipped.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(`${root}build/client${file}`), { level: 9 }).length;
    gzipped.set(file, bytes);
  }
  return bytes;
};

/** Every script a first visit to the route with this id loads before it can hydrate. */
function firstVisitScripts(routeId: string): Set<string> {
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (let id: string | undefined = routeId; id; id = assets.routes[id]?.parentId) {
    const route = assets.routes[id];
    if (!route) break;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return files;
}

// The strings chunk of a language (src/i18n/i18n.ts imports each locale file on its own).
const strings = (language: string) =>
  readdirSync(`${root}build/client/assets`)
    .filter((file) => new RegExp(`^${language}-[A-Za-z0-9_-]+\\.js$`).test(file))
    .map((file) => `/assets/${file}`)[0];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const language = strings(budgets.initialLanguage);
console.log(`\nJavaScript of a first visit, gzip (with the ${budgets.initialLanguage} strings)`);
let over = false;
const rows = Object.values(assets.routes)
  .filter((route) => route.id !== 'root' && route.path !== undefined)
  .map((route) => {
    const files = firstVisitScripts(route.id);
    if (language) files.add(language);
    const bytes = [...files].reduce((sum, file) => sum + size(file), 0);
    return { path: `/${route.path}`, bytes };
  })
  .sort((a, b) => b.bytes - a.bytes);
for (const row of rows) {
  const budgeted = row.path === budgets.initialRoute;
  const fails = budgeted && row.bytes > budgets.initialKB * 1000;
  over ||= fails;
  const mark = fails ? 'OVER' : budgeted ? ' ok ' : '    ';
  console.log(
    `${mark} ${kb(row.bytes).padStart(9)}${budgeted ? ` / ${kb(budgets.initialKB * 1000)}` : ''}  ${row.path}`,
  );
}
if (over) {
  console.error(`\n${budgets.initialRoute} is over its budget (web/budgets.json).`);
  process.exit(1);
}
