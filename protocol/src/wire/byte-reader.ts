import { read16, read32, readInt64, readUint64 } from './big-endian';
import { copyBytes } from './copy-bytes';
import { readUtf8 } from './utf8-text';
import { WireFailure } from './wire-error';

/**
 * Big-endian, bounds-checked reads over one buffer. Every read checks the bytes are there first and
 * fails with a WireFailure (truncated, malformed_utf8) instead of reading past the end; callers turn
 * that into a WireResult with captureWireFailure.
 */
export class ByteReader {
  private offset = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** Bytes not read yet. */
  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  private take(field: string, size: number): number {
    const at = this.offset;
    if (size > this.bytes.length - at) {
      throw new WireFailure({ kind: 'truncated', field, needed: size, available: this.remaining });
    }
    this.offset = at + size;
    return at;
  }

  u8(field: string): number {
    return this.bytes[this.take(field, 1)]!;
  }

  u16(field: string): number {
    return read16(this.bytes, this.take(field, 2));
  }

  i16(field: string): number {
    return (this.u16(field) << 16) >> 16;
  }

  u32(field: string): number {
    return this.i32(field) >>> 0;
  }

  i32(field: string): number {
    return read32(this.bytes, this.take(field, 4));
  }

  i64(field: string): bigint {
    return readInt64(this.bytes, this.take(field, 8));
  }

  u64(field: string): bigint {
    return readUint64(this.bytes, this.take(field, 8));
  }

  /**
   * A u64 as a JS number, for fields kept as numbers (messageSeq on version 6): a value above
   * 2^53-1, which a number cannot hold exactly, is out_of_range rather than rounded.
   */
  u64Number(field: string): number {
    const value = this.u64(field);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new WireFailure({ kind: 'out_of_range', field, value: value.toString() });
    }
    return Number(value);
  }

  /** A UTF-8 string after its u16 byte length. */
  string(field: string): string {
    const length = this.u16(field);
    const at = this.take(field, length);
    try {
      // Malformed UTF-8 is an error, not silently replaced; a leading U+FEFF is content.
      return readUtf8(this.bytes, at, at + length);
    } catch {
      throw new WireFailure({ kind: 'malformed_utf8', field });
    }
  }

  /** Everything left, as a copy of its own (the frame buffer may be reused). */
  rest(): Uint8Array {
    const at = this.take('rest', this.remaining);
    return copyBytes(this.bytes.subarray(at));
  }
}
