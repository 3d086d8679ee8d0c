// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chunkCycles,
  measure,
  pageScriptImports,
  screenSources,
  staticScreens,
  type Manifest,
} from './budgets';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/features/home/home-screen.tsx', 'src/features/cart/bag-screen.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_chart.js': { file: 'assets/chart.js', imports: ['_vendor.js'] },
  'virtual:locale/en/first': { file: 'assets/en.js', isDynamicEntry: true },
  'virtual:locale/tai/first': { file: 'assets/tai.js', isDynamicEntry: true },
  'virtual:locale/tai/rest': { file: 'assets/tai-rest.js', isDynamicEntry: true },
  'src/features/home/home-screen.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
  },
  'src/features/cart/bag-screen.tsx': {
    file: 'assets/bag.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_chart.js'],
  },
};
const routes = `
  { path: '/home', title: 'route.home', keepAlive: true, screen: () => import('@/features/home/home-screen') },
  { path: '/bag', title: 'route.bag', keepAlive: true,
    screen: () => import('@/features/cart/bag-screen') },
  { path: '/order', title: 'route.order', keepAlive: true },
`;
const sizes: Record<string, number> = {
  'assets/index.js': 10_000,
  'assets/vendor.js': 100_000,
  'assets/chart.js': 25_000,
  'assets/en.js': 2_000,
  'assets/tai.js': 3_000,
  'assets/tai-rest.js': 31_000,
  'assets/home.js': 5_000,
  'assets/bag.js': 6_000,
};
const budgets = {
  initialRoute: '/home',
  initialLanguage: 'en',
  initialKB: 150,
  everyOtherRouteKB: 30,
};

describe('bundle budgets', () => {
  it('reads the screens registered in the route table', () => {
    expect(screenSources(routes)).toEqual(
      new Map([
        ['/home', 'src/features/home/home-screen'],
        ['/bag', 'src/features/cart/bag-screen'],
      ]),
    );
  });

  it('counts entry, shared imports, the home screen and the English strings once', () => {
    const [, initial, thai] = measure(manifest, routes, budgets, (file) => sizes[file] ?? 0);
    expect(initial?.bytes).toBe(10_000 + 100_000 + 5_000 + 2_000);
    // Each other language is printed beside it, for information.
    expect(thai).toMatchObject({ bytes: 10_000 + 100_000 + 5_000 + 3_000, limitBytes: undefined });
  });

  it('holds the strings of the other screens to the route budget', () => {
    const rows = measure(manifest, routes, budgets, (file) => sizes[file] ?? 0);
    expect(rows.find((row) => row.label.includes('other screens (tai)'))).toMatchObject({
      bytes: 31_000,
      limitBytes: 30_000,
    });
    expect(rows.some((row) => row.label.includes('virtual:locale'))).toBe(false);
  });

  it('charges a route only what it adds beyond the initial load', () => {
    const rows = measure(manifest, routes, budgets, (file) => sizes[file] ?? 0);
    const bag = rows.find((row) => row.label === '/bag');
    expect(bag?.bytes).toBe(6_000 + 25_000);
    expect(bag?.limitBytes).toBe(30_000);
  });

  it('finds the home screen in the real route table: shipped with the shell, not on demand', () => {
    const source = readFileSync(new URL('../src/app/routes.ts', import.meta.url), 'utf8');
    expect(staticScreens(source)).toEqual(new Set(['/home']));
    expect(screenSources(source).has('/home')).toBe(false);
    expect(screenSources(source).has('/bag')).toBe(true);
  });

  it('counts the app the page script imports at once with the first load, not as a screen', () => {
    const split: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html']!, imports: [], dynamicImports: ['src/main.tsx'] },
      'src/main.tsx': { file: 'assets/main.js', isDynamicEntry: true, imports: ['_vendor.js'] },
    };
    // As the build writes it when the page's script is a chunk group: no chunk marked the entry.
    const { 'index.html': page, ...rest } = split;
    const unmarked: Manifest = { ...rest, _start: { ...page!, isEntry: undefined } };
    const rows = measure(unmarked, routes, budgets, (file) => (sizes[file] ?? 0) + 1, {
      entryFile: 'assets/index.js',
    });
    expect(rows[0]!.files).toEqual(['assets/index.js']);
    const initial = rows[1]!;
    expect(initial.files).toContain('assets/main.js');
    expect(initial.files).toContain('assets/vendor.js');
    expect(rows.some((row) => row.label === 'src/main.tsx')).toBe(false);
  });

  it('counts a statically imported initial screen with the entry, and refuses a missing one', () => {
    const staticHome = "{ path: '/home', screen: () => Promise.resolve(homeScreen) }";
    const rows = measure(manifest, staticHome, budgets, (file) => sizes[file] ?? 0);
    const initial = rows.find((row) => row.label.startsWith('/home (entry'));
    expect(initial?.files).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/en.js']);
    expect(() =>
      measure(manifest, "{ path: '/other', screen: () => import('x') }", budgets, () => 0),
    ).toThrow(/no built screen found for \/home/);
  });

  it("names the chunks the page's script would wait for", () => {
    expect(pageScriptImports(manifest, 'assets/index.js')).toEqual(['assets/vendor.js']);
    const alone: Manifest = {
      ...manifest,
      'index.html': { file: 'assets/index.js', isEntry: true },
    };
    expect(pageScriptImports(alone, 'assets/index.js')).toEqual([]);
    expect(() => pageScriptImports(alone, 'assets/other.js')).toThrow(/no chunk/);
  });

  it('finds chunks that import each other', () => {
    expect(chunkCycles(manifest)).toEqual([]);
    const looped: Manifest = {
      ...manifest,
      '_vendor.js': { file: 'assets/vendor.js', imports: ['_chart.js'] },
    };
    expect(chunkCycles(looped)).toEqual([
      ['assets/vendor.js', 'assets/chart.js', 'assets/vendor.js'],
    ]);
  });
});
