// Runs after `react-router build`: prints the gzip size of the JavaScript each route needs on a
// first visit (the entry, the root route and the route's own module with every chunk they
// import, and the strings of one language), as React Router's own manifest lists them, and fails
// the build when the landing route is over its budget (budgets.json). The measuring part,
// `firstVisitJavaScript`, is also the bench's (bench/run.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The web build's folder (`react-router build`): client/ and server/. */
export const BUILD_DIR = `${root}build`;

export interface Budgets {
  initialRoute: string;
  initialLanguage: string;
  initialKB: number;
}

export const readBudgets = () => JSON.parse(readFileSync(`${root}budgets.json`, 'utf8')) as Budgets;

export interface RouteJavaScript {
  /** The route's path, `/home`. */
  path: string;
  /** Gzip bytes (level 9) of every script below, added up. */
  bytes: number;
  /** The scripts, as the browser asks for them (`/assets/…`). */
  files: string[];
}

/**
 * The JavaScript a first visit to each route loads before it can hydrate, gzip, the largest
 * first: the entry, the root route and the route's module with every chunk they import (React
 * Router's manifest in the server build), and the strings chunk of `language`.
 */
export async function firstVisitJavaScript(
  language: string,
  build = BUILD_DIR,
): Promise<RouteJavaScript[]> {
  const serverBuild = (await import(pathToFileURL(`${build}/server/index.js`).href)) as ServerBuild;
  const { assets } = serverBuild;

  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(`${build}/client${file}`), { level: 9 }).length;
      gzipped.set(file, bytes);
    }
    return bytes;
  };

  /** Every script a first visit to the route with this id loads before it can hydrate. */
  const firstVisitScripts = (routeId: string): Set<string> => {
    const files = new Set([assets.entry.module, ...assets.entry.imports]);
    for (let id: string | undefined = routeId; id; id = assets.routes[id]?.parentId) {
      const route = assets.routes[id];
      if (!route) break;
      files.add(route.module);
      for (const file of route.imports ?? []) files.add(file);
    }
    return files;
  };

  // The strings chunk of a language (src/i18n/i18n.ts imports each locale file on its own).
  const chunks = readdirSync(`${build}/client/assets`).filter((file) =>
    new RegExp(`^${language}-[A-Za-z0-9_-]+\\.js$`).test(file),
  );
  // Never a figure that leaves the strings out: one chunk, or the check fails.
  if (chunks.length !== 1) {
    throw new Error(`expected one strings chunk for ${language}, found ${chunks.length}`);
  }
  const strings = `/assets/${chunks[0]}`;

  return Object.values(assets.routes)
    .filter(
      (route): route is NonNullable<typeof route> =>
        route !== undefined && route.id !== 'root' && route.path !== undefined,
    )
    .map((route) => {
      const files = firstVisitScripts(route.id);
      if (strings) files.add(strings);
      const bytes = [...files].reduce((sum, file) => sum + size(file), 0);
      return { path: `/${route.path}`, bytes, files: [...files] };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const budgets = readBudgets();
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const rows = await firstVisitJavaScript(budgets.initialLanguage);
  console.log(`\nJavaScript of a first visit, gzip (with the ${budgets.initialLanguage} strings)`);
  let over = false;
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
}
