// @ts-check
// Every text a shopper reads is in one kind of file: a JSON file per language, nested, with
// `{{name}}` placeholders (README, Translations). This checks every such folder of the repository
// the same way, and that no source file keeps texts of its own in another shape.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const languages = ['en', 'zh-CN', 'ri', 'han', 'tai'];

/** The folders translators edit: web (i18next), contracts (API messages), mock-server (its texts). */
export const LOCALE_FOLDERS = [
  'web/src/i18n/locales',
  'contracts/src/locales',
  'mock-server/src/locales',
];

/**
 * @param {unknown} tree
 * @param {string} prefix
 * @param {Map<string, unknown>} into
 */
function flatten(tree, prefix = '', into = new Map()) {
  for (const [key, value] of Object.entries(/** @type {object} */ (tree))) {
    if (value !== null && typeof value === 'object') flatten(value, `${prefix}${key}.`, into);
    else into.set(`${prefix}${key}`, value);
  }
  return into;
}

/** @param {unknown} text */
const placeholders = (text) =>
  [...String(text).matchAll(/\{\{?(\w+)\}\}?/g)].map((match) => match[0]).sort();

describe.each(LOCALE_FOLDERS)('%s', (folder) => {
  /** @param {string} language */
  const load = (language) =>
    flatten(JSON.parse(readFileSync(path.join(root, folder, `${language}.json`), 'utf8')));
  const english = load('en');

  it('has one file per language and no other', () => {
    const files = readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(languages.map((language) => `${language}.json`).sort());
  });

  it.each(languages)(
    '%s has every key of English and no other, each a non-empty text',
    (language) => {
      const texts = load(language);
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(typeof text === 'string' && text.trim() !== '', `${key}`).toBe(true);
      }
    },
  );

  it.each(languages)('%s names the placeholders English names, as {{name}}', (language) => {
    for (const [key, text] of load(language)) {
      const names = placeholders(text);
      expect(names, key).toEqual(placeholders(english.get(key)));
      for (const name of names) expect(name, key).toMatch(/^\{\{\w+\}\}$/);
    }
  });
});

describe('texts outside the locale files', () => {
  /** @param {string} dir @returns {string[]} */
  function sources(dir) {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (name === 'node_modules' || name === 'generated') return [];
      if (statSync(file).isDirectory()) return sources(file);
      return /\.(ts|tsx|js)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
    });
  }

  it('no source file keeps a translation table of its own (a text keyed by language)', () => {
    const tables = ['protocol', 'contracts', 'mock-server', 'web']
      .flatMap((workspace) => sources(path.join(root, workspace, 'src')))
      .filter((file) => /['"]zh-CN['"]\s*:\s*['"`]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
      // The seed's catalog is the shops' own data (product names, descriptions, slogans written
      // per product in the five languages, stored per language in the database), not the app's
      // words: it is what a merchant would have typed, so it stays with the seed.
      .filter((file) => file !== path.join('mock-server', 'src', 'store', 'catalog-data.ts'));
    expect(tables).toEqual([]);
  });
});
