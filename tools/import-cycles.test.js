// @ts-check
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycles, findImportCycles } from './import-cycles.js';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const fixtureRoot = path.join(import.meta.dirname, 'fixtures', 'import-cycles');

describe('import cycles', () => {
  it('finds none in the repository', { timeout: 120_000 }, async () => {
    expect(describeCycles(await findImportCycles(repositoryRoot))).toEqual([]);
  });

  it('reports each cycle with its path, type-only imports and aliases included', async () => {
    const cycles = await findImportCycles(fixtureRoot, {
      globs: ['src/*.ts'],
      tsconfig: path.join(fixtureRoot, 'tsconfig.json'),
    });
    expect(describeCycles(cycles).sort()).toEqual([
      'src/orders.ts -> src/wallet.ts -> src/orders.ts',
      'src/providers.ts -> src/records.ts -> src/store.ts -> src/providers.ts',
    ]);
  });
});
