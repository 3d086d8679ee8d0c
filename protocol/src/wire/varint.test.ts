import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_VARINT, readVarint, varintSize, writeVarint } from './varint';

describe('7-bit variable length', () => {
  it('reads back every value up to four bytes, in varintSize bytes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_VARINT }), (n) => {
        const bytes = new Uint8Array(4);
        const end = writeVarint(bytes, 0, n);
        expect(end).toBe(varintSize(n));
        expect(readVarint(bytes.subarray(0, end), 0)).toEqual({
          status: 'complete',
          value: n,
          size: end,
        });
      }),
    );
  });

  it('matches the MQTT examples at each size boundary', () => {
    const cases: [number, number[]][] = [
      [0, [0x00]],
      [127, [0x7f]],
      [128, [0x80, 0x01]],
      [16_383, [0xff, 0x7f]],
      [16_384, [0x80, 0x80, 0x01]],
      [2_097_151, [0xff, 0xff, 0x7f]],
      [2_097_152, [0x80, 0x80, 0x80, 0x01]],
      [268_435_455, [0xff, 0xff, 0xff, 0x7f]],
    ];
    for (const [n, bytes] of cases) {
      const out = new Uint8Array(4);
      expect(Array.from(out.subarray(0, writeVarint(out, 0, n)))).toEqual(bytes);
    }
  });

  it('waits on a prefix and refuses a fifth continuation byte', () => {
    expect(readVarint(Uint8Array.of(0x80, 0x80), 0)).toEqual({ status: 'incomplete' });
    expect(readVarint(new Uint8Array(0), 0)).toEqual({ status: 'incomplete' });
    expect(readVarint(Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0x01), 0)).toEqual({
      status: 'impossible',
    });
  });
});
