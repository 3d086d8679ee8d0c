import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteReader } from './byte-reader';
import { ByteWriter } from './byte-writer';
import { captureWireFailure } from './wire-error';
import { text } from './testing/packet-arbitraries';

describe('ByteWriter then ByteReader', () => {
  it('give back every integer exactly, big-endian', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xff }),
        fc.integer({ min: 0, max: 0xffff }),
        fc.integer({ min: -0x8000, max: 0x7fff }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: -0x80000000, max: 0x7fffffff }),
        fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n }),
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        (a, b, c, d, e, f, g) => {
          const w = new ByteWriter(1);
          w.u8('a', a);
          w.u16('b', b);
          w.i16('c', c);
          w.u32('d', d);
          w.i32('e', e);
          w.i64('f', f);
          w.u64('g', g);
          const r = new ByteReader(w.toBytes());
          expect([
            r.u8('a'),
            r.u16('b'),
            r.i16('c'),
            r.u32('d'),
            r.i32('e'),
            r.i64('f'),
            r.u64('g'),
          ]).toEqual([a, b, c, d, e, f, g]);
          expect(r.remaining).toBe(0);
        },
      ),
    );
  });

  it('give back a u64 held as a number exactly, up to 2^53-1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const w = new ByteWriter(1);
        w.u64Number('n', n);
        expect(w.toBytes().length).toBe(8);
        expect(new ByteReader(w.toBytes()).u64Number('n')).toBe(n);
        expect(new ByteReader(w.toBytes()).u64('n')).toBe(BigInt(n));
      }),
    );
  });

  it('writes the most significant byte first', () => {
    const w = new ByteWriter();
    w.u32('n', 0x01020304);
    w.i64('id', 0x0102030405060708n);
    expect(Array.from(w.toBytes())).toEqual([1, 2, 3, 4, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('give back any text, its UTF-8 length first as a u16', () => {
    fc.assert(
      fc.property(text(), fc.uint8Array(), (s, rest) => {
        const w = new ByteWriter(0);
        w.string('s', s);
        w.bytes(rest);
        const bytes = w.toBytes();
        expect((bytes[0]! << 8) | bytes[1]!).toBe(new TextEncoder().encode(s).length);
        const r = new ByteReader(bytes);
        expect(r.string('s')).toBe(s);
        expect(r.rest()).toEqual(rest);
      }),
    );
  });

  it('reads from a view that does not start at the buffer start', () => {
    const backing = Uint8Array.of(9, 9, 0, 2, 0x68, 0x69, 7);
    const r = new ByteReader(backing.subarray(2));
    expect(r.string('s')).toBe('hi');
    expect(r.u8('n')).toBe(7);
  });
});

describe('ByteReader on short or malformed input', () => {
  it('reports which field ran out, never reads past the end', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 7 }), (bytes) => {
        const r = new ByteReader(bytes);
        expect(captureWireFailure(() => r.i64('messageID'))).toEqual({
          ok: false,
          error: { kind: 'truncated', field: 'messageID', needed: 8, available: bytes.length },
        });
      }),
    );
    const r = new ByteReader(Uint8Array.of(0, 5, 0x61));
    expect(captureWireFailure(() => r.string('uid'))).toEqual({
      ok: false,
      error: { kind: 'truncated', field: 'uid', needed: 5, available: 1 },
    });
  });

  it('refuses a u64 above 2^53-1 as a number rather than rounding it', () => {
    const w = new ByteWriter(1);
    w.u64('n', (1n << 53n) + 1n);
    expect(captureWireFailure(() => new ByteReader(w.toBytes()).u64Number('n'))).toEqual({
      ok: false,
      error: { kind: 'out_of_range', field: 'n', value: '9007199254740993' },
    });
    expect(captureWireFailure(() => new ByteWriter(1).u64Number('n', 2 ** 53))).toEqual({
      ok: false,
      error: { kind: 'out_of_range', field: 'n', value: '9007199254740992' },
    });
    expect(captureWireFailure(() => new ByteWriter(1).u64Number('n', -1)).ok).toBe(false);
  });

  it('rejects bytes that are not UTF-8', () => {
    for (const bad of [[0xff], [0xc3], [0xed, 0xa0, 0x80]]) {
      const r = new ByteReader(Uint8Array.of(0, bad.length, ...bad));
      expect(captureWireFailure(() => r.string('token'))).toEqual({
        ok: false,
        error: { kind: 'malformed_utf8', field: 'token' },
      });
    }
  });
});

describe('ByteWriter on values that do not fit', () => {
  it('refuses instead of wrapping', () => {
    const w = new ByteWriter();
    const attempts: [string, () => void][] = [
      ['u8', () => w.u8('u8', 256)],
      ['u16', () => w.u16('u16', -1)],
      ['i16', () => w.i16('i16', 0x8000)],
      ['u32', () => w.u32('u32', 1.5)],
      ['i32', () => w.i32('i32', 2 ** 31)],
      ['i64', () => w.i64('i64', 1n << 63n)],
      ['u64', () => w.u64('u64', -1n)],
      ['u32', () => w.u32('u32', Number.NaN)],
    ];
    for (const [field, attempt] of attempts) {
      expect(captureWireFailure(attempt)).toMatchObject({
        ok: false,
        error: { kind: 'out_of_range', field },
      });
    }
    expect(w.size).toBe(0);
  });

  it('takes a string of 65535 UTF-8 bytes and refuses one more', () => {
    const w = new ByteWriter();
    expect(captureWireFailure(() => w.string('s', 'a'.repeat(0xffff))).ok).toBe(true);
    expect(captureWireFailure(() => w.string('s', 'a'.repeat(0xfffe) + 'é'))).toEqual({
      ok: false,
      error: { kind: 'string_too_long', field: 's', bytes: 0x10000 },
    });
  });
});
