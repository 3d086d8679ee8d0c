// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(process.cwd(), 'src');
const features = join(src, 'features');

function sourceFiles(folder: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const importPattern = /(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g;

/** Which feature an import points into, if any. */
function featureOf(specifier: string, file: string): string | undefined {
  if (specifier.startsWith('@/features/')) return specifier.split('/')[2];
  if (specifier.startsWith('.')) {
    const target = relative(features, join(file, '..', specifier));
    if (!target.startsWith('..')) return target.split(sep)[0];
  }
  return undefined;
}

describe('layers', () => {
  it('recognises a crossing by alias or by relative path', () => {
    const file = join(features, 'orders', 'order-list.tsx');
    expect(featureOf('@/features/cart/use-cart', file)).toBe('cart');
    expect(featureOf('../cart/use-cart', file)).toBe('cart');
    expect(featureOf('./order-row', file)).toBe('orders');
    expect(featureOf('@/ui/button', file)).toBeUndefined();
    expect(featureOf('../../ui/button', file)).toBeUndefined();
  });

  it('a feature imports no other feature (shared code lives in ui, lib, api, app, i18n, session)', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(features)) {
      const own = relative(features, file).split(sep)[0];
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
        const target = specifier ? featureOf(specifier, file) : undefined;
        if (target && target !== own) crossings.push(`${relative(src, file)} -> ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('shared layers do not import features (only the route table does, lazily)', () => {
    const offenders: string[] = [];
    for (const layer of ['ui', 'lib', 'api', 'i18n', 'session']) {
      for (const file of sourceFiles(join(src, layer))) {
        if (/['"]@\/features\//.test(readFileSync(file, 'utf8')))
          offenders.push(relative(src, file));
      }
    }
    expect(offenders).toEqual([]);
  });
});
