import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxUtf8Length, readUtf8, writeUtf8 } from './utf8-text';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function decodedByStandard(bytes: Uint8Array): string | 'malformed' {
  try {
    return decoder.decode(bytes);
  } catch {
    return 'malformed';
  }
}

function decodedByOurs(bytes: Uint8Array, start: number, end: number): string | 'malformed' {
  try {
    return readUtf8(bytes, start, end);
  } catch {
    return 'malformed';
  }
}

// Any UTF-16 text, lone surrogates included: ASCII, Chinese, Thai, emoji, and raw code units.
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme-ascii' }),
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom('a', '你', 'ข', '😀', '\ud800', '\udc00', '\u007f', '\u0080'),
  }),
);

describe('utf8-text', () => {
  it('writes the bytes TextEncoder gives, at any offset, within maxUtf8Length', () => {
    fc.assert(
      fc.property(anyText, fc.nat(8), (text, offset) => {
        const target = new Uint8Array(offset + maxUtf8Length(text) + 4).fill(0xee);
        const written = writeUtf8(text, target, offset);
        expect(target.subarray(offset, offset + written)).toEqual(encoder.encode(text));
        // Nothing outside the written range changes.
        expect(target.subarray(0, offset).every((b) => b === 0xee)).toBe(true);
        expect(target.subarray(offset + written).every((b) => b === 0xee)).toBe(true);
      }),
    );
  });

  it('reads what TextDecoder (fatal, BOM kept) reads, and refuses what it refuses', () => {
    const bytes = fc.oneof(
      anyText.map((text) => encoder.encode(text)),
      fc.uint8Array({ maxLength: 80 }),
      fc.uint8Array({ maxLength: 80 }).map((b) => b.map((x) => x & 0x7f)),
    );
    fc.assert(
      fc.property(bytes, fc.nat(3), fc.nat(3), (body, before, after) => {
        const framed = new Uint8Array(before + body.length + after).fill(0xff);
        framed.set(body, before);
        expect(decodedByOurs(framed, before, before + body.length)).toEqual(
          decodedByStandard(body),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a leading BOM and refuses a lone continuation byte', () => {
    const bom = encoder.encode('\ufeffid');
    expect(readUtf8(bom, 0, bom.length)).toBe('\ufeffid');
    expect(() => readUtf8(Uint8Array.of(0x61, 0x80), 0, 2)).toThrow(TypeError);
  });
});
