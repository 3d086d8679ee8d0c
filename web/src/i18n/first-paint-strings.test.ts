// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenSources } from '../../scripts/budgets';
import en from './locales/en.json';
import { FIRST_PAINT_GROUPS } from './string-groups';

const src = join(process.cwd(), 'src');
const groups = new Set(Object.keys(en));

/** Groups named by string keys ('group.key') in a source file. */
function groupsUsed(source: string): string[] {
  const found = new Set<string>();
  for (const [, group] of source.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z_][\w.]*['"`]/g)) {
    if (group && groups.has(group)) found.add(group);
  }
  return [...found];
}

function resolveSource(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
}

/** Source files bundled with the entries: static imports only (import() loads later). */
function staticGraph(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g,
    )) {
      const target = specifier ? resolveSource(specifier, file) : undefined;
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

// The screens shown with the first-paint strings only (`firstPaint` in the route table): /home,
// which main.tsx reaches through the route table, and the others as the table loads them (the
// budget script reads it the same way).
const routesSource = readFileSync(join(src, 'app/routes.ts'), 'utf8');
const screens = screenSources(routesSource);
const firstPaintScreens = [...routesSource.matchAll(/path:\s*'([^']+)'[^}]*?firstPaint:\s*true/g)]
  .map(([, path]) => (path ? screens.get(path) : undefined))
  .map((screen) => screen && resolveSource(`@/${screen.slice(4)}`, src))
  .filter((file): file is string => file !== undefined);
const firstPaintFiles = staticGraph([join(src, 'main.tsx'), ...firstPaintScreens]);

describe('first-paint strings', () => {
  it('finds groups in keys written in calls and in maps', () => {
    expect(
      groupsUsed(`t('home.hotShops'); const m = { a: "category.toys" }; t(\`tab.home\`)`),
    ).toEqual(['home', 'category', 'tab']);
    expect(groupsUsed(`import x from './x.css'; const y = 'a.b';`)).toEqual([]);
  });

  it('follows static imports from the entry, the home screen and the other first-paint screens, not lazy ones', () => {
    const files = firstPaintFiles.map((file) => relative(src, file));
    expect(files).toContain('app/layout.tsx');
    expect(files.some((file) => file.startsWith('features/home/'))).toBe(true);
    expect(files).toContain('features/chat/connection-banner.tsx');
    expect(files).toContain('api/http-client.ts');
    expect(files).not.toContain('app/not-found.tsx');
  });

  it('the shell and the first-paint screens use only groups loaded before the first paint', () => {
    const outside = firstPaintFiles.flatMap((file) =>
      groupsUsed(readFileSync(file, 'utf8'))
        .filter((group) => !FIRST_PAINT_GROUPS.includes(group))
        .map((group) => `${relative(src, file)}: ${group}`),
    );
    expect(outside).toEqual([]);
  });

  it('lists only groups the shell or a first-paint screen uses: each one weighs on the first load', () => {
    const used = new Set(firstPaintFiles.flatMap((file) => groupsUsed(readFileSync(file, 'utf8'))));
    expect(FIRST_PAINT_GROUPS.filter((group) => !used.has(group))).toEqual([]);
  });

  it('lists only groups that exist', () => {
    expect(FIRST_PAINT_GROUPS.filter((group) => !groups.has(group))).toEqual([]);
  });
});
