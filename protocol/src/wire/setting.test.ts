import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSetting, encodeSetting } from './setting';
import { setting } from './testing/packet-arbitraries';

describe('setting byte', () => {
  it('round-trips the three flags', () => {
    fc.assert(
      fc.property(setting, (s) => {
        expect(decodeSetting(encodeSetting(s))).toEqual(s);
      }),
    );
  });

  it('uses receipt bit 7, topic bit 3, stream bit 1 and ignores the others', () => {
    expect(encodeSetting({ receiptEnabled: true, topic: false, streamOn: false })).toBe(0x80);
    expect(encodeSetting({ receiptEnabled: false, topic: true, streamOn: false })).toBe(0x08);
    expect(encodeSetting({ receiptEnabled: false, topic: false, streamOn: true })).toBe(0x02);
    expect(decodeSetting(0x04 | 0x10 | 0x20 | 0x01 | 0x40)).toEqual({
      receiptEnabled: false,
      topic: false,
      streamOn: false,
    });
  });
});
