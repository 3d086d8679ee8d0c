import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listOperations } from './load-contract';
import { operationTable } from './operation-table';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the operation table of README.md', () => {
  it('is the table built from the contract (paste `npm run table -w contracts` when this fails)', () => {
    const section = /<!-- operation-table:start -->\n([\s\S]*?)\n<!-- operation-table:end -->/.exec(
      readme,
    );
    expect(section?.[1]).toBe(operationTable());
  });

  it('has one row per operation', () => {
    expect(operationTable().split('\n')).toHaveLength(listOperations().length + 2);
  });
});
