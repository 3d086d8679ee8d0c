import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANY_STREAM_BIT, decodeSetting, encodeSetting, SettingBit } from './setting';
import { streamBitOf } from './stream-layout';
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

  it('puts streamOn at bit 2 for the 2024 layout, and a SEND may use either bit', () => {
    const streamed = { receiptEnabled: true, topic: false, streamOn: true };
    expect(streamBitOf('spec')).toBe(0x02);
    expect(streamBitOf('2024')).toBe(0x04);
    expect(encodeSetting(streamed, SettingBit.streamOn2024)).toBe(0x84);
    expect(decodeSetting(0x84, SettingBit.streamOn2024)).toEqual(streamed);
    expect(decodeSetting(0x84).streamOn).toBe(false);
    expect(decodeSetting(0x04, ANY_STREAM_BIT).streamOn).toBe(true);
    expect(decodeSetting(0x02, ANY_STREAM_BIT).streamOn).toBe(true);
    expect(decodeSetting(0x02, SettingBit.streamOn2024).streamOn).toBe(false);
  });
});
