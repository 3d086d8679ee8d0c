// @ts-check
// An import resolver (eslint-module-utils interface 2) for eslint-plugin-boundaries: relative paths,
// the web's `@/` alias and `@storefront/<package>/<path>` (each workspace exports "./*" as
// "./src/*.ts") to a file on disk. Third-party packages are left unresolved (external); a
// missing file resolves to where it would be.
// CommonJS: eslint-module-utils loads resolvers with require().
/* eslint-disable @typescript-eslint/no-require-imports */
const { existsSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];

/** @param {string} base */
function withExtension(base) {
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  // A folder (`import '../cart'`): a path inside it, so the import is classified as that folder's.
  return existsSync(base) ? path.join(base, 'index') : null;
}

/** @type {Map<string, string | null>} */
const rootByDir = new Map();

/**
 * The repository root: the nearest folder whose package.json lists workspaces.
 * @param {string} dir
 * @returns {string | null}
 */
function rootOf(dir) {
  const cached = rootByDir.get(dir);
  if (cached !== undefined) return cached;
  const manifest = path.join(dir, 'package.json');
  const parent = path.dirname(dir);
  const root =
    existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).workspaces
      ? dir
      : parent === dir
        ? null
        : rootOf(parent);
  rootByDir.set(dir, root);
  return root;
}

module.exports = {
  interfaceVersion: 2,
  /** @param {string} source @param {string} file */
  resolve(source, file) {
    let base = null;
    if (source.startsWith('.')) base = path.resolve(path.dirname(file), source);
    else {
      const root = rootOf(path.dirname(file));
      if (root === null) return { found: false };
      if (source.startsWith('@/')) base = path.join(root, 'web', 'src', source.slice(2));
      const workspace = /^@storefront\/([^/]+)(?:\/(.*))?$/.exec(source);
      if (workspace) {
        const [, name, subpath] = workspace;
        base =
          subpath === undefined
            ? path.join(root, name ?? '')
            : path.join(root, name ?? '', 'src', subpath);
        if (subpath !== undefined && !withExtension(base))
          base = path.join(root, name ?? '', subpath);
      }
    }
    if (base === null) return { found: false };
    // A file that does not exist (yet) is still classified by where it would be: tsc reports it.
    return { found: true, path: withExtension(base) ?? base };
  },
};
