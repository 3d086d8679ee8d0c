// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { FIRST_PAINT_GROUPS } from './string-groups';

const src = join(process.cwd(), 'src');
const groups = new Set(Object.keys(en));

function sourceFiles(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Groups named by string keys ('group.key') in a source file. */
export function groupsUsed(source: string): string[] {
  const found = new Set<string>();
  for (const [, group] of source.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z_][\w.]*['"`]/g)) {
    if (group && groups.has(group)) found.add(group);
  }
  return [...found];
}

describe('first-paint strings', () => {
  it('finds groups in keys written in calls and in maps', () => {
    expect(
      groupsUsed(`t('home.hotShops'); const m = { a: "category.toys" }; t(\`tab.home\`)`),
    ).toEqual(['home', 'category', 'tab']);
    expect(groupsUsed(`import x from './x.css'; const y = 'a.b';`)).toEqual([]);
  });

  it('the shell, shared UI and /home use only groups loaded before the first paint', () => {
    const outside: string[] = [];
    for (const folder of ['app', 'ui', 'features/home', 'api', 'session']) {
      for (const file of sourceFiles(join(src, folder))) {
        for (const group of groupsUsed(readFileSync(file, 'utf8'))) {
          if (!FIRST_PAINT_GROUPS.includes(group)) outside.push(`${relative(src, file)}: ${group}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });

  it('lists only groups that exist', () => {
    expect(FIRST_PAINT_GROUPS.filter((group) => !groups.has(group))).toEqual([]);
  });
});
