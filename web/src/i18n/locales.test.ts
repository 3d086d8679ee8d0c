import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';
import ri from './locales/ri.json';
import han from './locales/han.json';
import tai from './locales/tai.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/** Strings that are the same in every language on purpose (the brand). */
const SAME_AS_ENGLISH = new Set(['app.name']);

const reference = flatten(en);
const locales: [string, Tree][] = [
  ['zh-CN', zhCN],
  ['ri', ri],
  ['han', han],
  ['tai', tai],
];

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(locales)('%s strings', (_code, tree) => {
  const strings = flatten(tree);

  it('has every English key and no other', () => {
    expect([...strings.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('translates every string (none left in English, none empty)', () => {
    const untranslated = [...reference].filter(
      ([key, english]) => !SAME_AS_ENGLISH.has(key) && strings.get(key) === english,
    );
    expect(untranslated).toEqual([]);
    expect([...strings].filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('keeps the placeholders of the English text', () => {
    for (const [key, english] of reference) {
      expect(placeholders(strings.get(key) ?? ''), key).toEqual(placeholders(english));
    }
  });
});
