import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pooledBytes, pooledCopy } from './byte-pool';

describe('byte pool', () => {
  it('hands out zero-filled arrays of the asked size that never share a byte', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(6000), { minLength: 1, maxLength: 40 }), (sizes) => {
        const arrays = sizes.map((size, i) => {
          const bytes = pooledBytes(size);
          expect(bytes.length).toBe(size);
          expect(bytes.every((b) => b === 0)).toBe(true);
          bytes.fill((i % 255) + 1);
          return bytes;
        });
        // Each still holds only what was written into it: no region was handed out twice.
        arrays.forEach((bytes, i) => expect(bytes.every((b) => b === (i % 255) + 1)).toBe(true));
      }),
    );
  });

  it('copies into memory of its own, unaffected by later changes to the source', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (source) => {
        const copy = pooledCopy(source);
        const expected = Uint8Array.from(source);
        source.fill(0xab);
        expect(copy).toEqual(expected);
      }),
    );
  });
});
