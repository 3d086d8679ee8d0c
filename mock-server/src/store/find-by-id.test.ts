import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findById } from './find-by-id';

// Whatever happens to a list between lookups (records added, removed, replaced, the list
// reordered), a lookup answers exactly what a scan of the list answers.

interface Row {
  id: number;
  version: number;
}

const change = fc.oneof(
  fc.record({ kind: fc.constant('push' as const), id: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('reverse' as const) }),
  fc.record({ kind: fc.constant('look' as const), id: fc.integer({ min: 0, max: 41 }) }),
);

describe('findById', () => {
  it('answers what a scan answers after any change to the list', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), (changes) => {
        const rows: Row[] = [];
        let version = 0;
        for (const step of changes) {
          const at = 'at' in step && rows.length ? step.at % rows.length : 0;
          if (step.kind === 'push' && !rows.some((row) => row.id === step.id)) {
            rows.push({ id: step.id, version: (version += 1) });
          } else if (step.kind === 'remove' && rows.length) {
            rows.splice(at, 1);
          } else if (step.kind === 'replace' && rows.length) {
            rows[at] = { id: rows[at]?.id ?? 0, version: (version += 1) };
          } else if (step.kind === 'reverse') {
            rows.reverse();
          }
          for (const id of step.kind === 'look' ? [step.id] : rows.map((row) => row.id)) {
            expect(findById(rows, id)).toBe(rows.find((row) => row.id === id));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
