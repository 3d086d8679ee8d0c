// @ts-check
// The import cycles of the repository, found by dpdm: every import (type-only ones too) of every
// workspace's sources, across workspaces through the `@storefront/*` packages and the web's `@/`
// alias. A cycle is a module that, through its imports, depends on itself: the structure must
// stay one way (issue 21), so `import-cycles.test.js` fails on any.
import { createRequire } from 'node:module';
import path from 'node:path';

// dpdm's ES build imports its own files without extensions, which Node refuses: the CommonJS one.
const { parseCircular, parseDependencyTree } = /** @type {typeof import('dpdm')} */ (
  createRequire(import.meta.url)('dpdm')
);

/** What is read: sources, servers, scripts and benches of each workspace, and the tools. */
export const sourceGlobs = [
  '{protocol,contracts,mock-server,web,e2e}/{src,server,scripts,bench}/**/*.{ts,tsx,js,mjs}',
  'tools/*.js',
];

/**
 * Each cycle once, as the files it goes through (relative to `root`) from the first by name, e.g.
 * `['a.ts', 'b.ts']` for a.ts -> b.ts -> a.ts.
 * @param {string} root
 * @param {{ globs?: string[], tsconfig?: string }} [options] tsconfig: the one whose `paths` name
 *   the aliases (the web's `@/`).
 * @returns {Promise<string[][]>}
 */
export async function findImportCycles(root, options = {}) {
  const tree = await parseDependencyTree(options.globs ?? sourceGlobs, {
    cwd: root,
    context: root,
    tsconfig: options.tsconfig ?? path.join(root, 'web', 'tsconfig.json'),
    transform: false,
    skipDynamicImports: false,
  });
  const seen = new Set();
  /** @type {string[][]} */
  const cycles = [];
  for (const found of parseCircular(tree)) {
    // Started at its first file by name, so a cycle reads the same whichever file dpdm met first.
    const start = found.indexOf([...found].sort()[0] ?? '');
    const cycle = [...found.slice(start), ...found.slice(0, start)];
    const key = cycle.join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    cycles.push(cycle);
  }
  return cycles.sort((a, b) => a.join('\n').localeCompare(b.join('\n')));
}

/** One line per cycle: `a.ts -> b.ts -> a.ts`. @param {string[][]} cycles */
export function describeCycles(cycles) {
  return cycles.map((cycle) => [...cycle, cycle[0]].join(' -> '));
}
