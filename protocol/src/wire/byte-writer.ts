import { WireFailure } from './wire-error';

const utf8 = new TextEncoder();

const I64_MIN = -(1n << 63n);
const I64_MAX = (1n << 63n) - 1n;
const U64_MAX = (1n << 64n) - 1n;

/** Largest string, in UTF-8 bytes, a u16 length prefix can announce. */
export const MAX_STRING_BYTES = 0xffff;

/**
 * Big-endian writes into a growing buffer. A value that does not fit its field fails with a
 * WireFailure (out_of_range, string_too_long) rather than being wrapped or truncated silently.
 */
export class ByteWriter {
  private buffer: Uint8Array;
  private view: DataView;
  private length = 0;

  constructor(initialCapacity = 128) {
    this.buffer = new Uint8Array(initialCapacity);
    this.view = new DataView(this.buffer.buffer);
  }

  /** Bytes written so far. */
  get size(): number {
    return this.length;
  }

  /** Claims `size` bytes and returns their offset. May replace buffer and view: read them after. */
  private reserve(size: number): number {
    const at = this.length;
    const needed = at + size;
    if (needed > this.buffer.length) {
      let capacity = Math.max(16, this.buffer.length * 2);
      while (capacity < needed) capacity *= 2;
      const grown = new Uint8Array(capacity);
      grown.set(this.buffer.subarray(0, at));
      this.buffer = grown;
      this.view = new DataView(grown.buffer);
    }
    this.length = needed;
    return at;
  }

  private checkInteger(field: string, value: number, min: number, max: number): void {
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new WireFailure({ kind: 'out_of_range', field, value: String(value) });
    }
  }

  u8(field: string, value: number): void {
    this.checkInteger(field, value, 0, 0xff);
    const at = this.reserve(1);
    this.view.setUint8(at, value);
  }

  u16(field: string, value: number): void {
    this.checkInteger(field, value, 0, 0xffff);
    const at = this.reserve(2);
    this.view.setUint16(at, value);
  }

  i16(field: string, value: number): void {
    this.checkInteger(field, value, -0x8000, 0x7fff);
    const at = this.reserve(2);
    this.view.setInt16(at, value);
  }

  u32(field: string, value: number): void {
    this.checkInteger(field, value, 0, 0xffffffff);
    const at = this.reserve(4);
    this.view.setUint32(at, value);
  }

  i32(field: string, value: number): void {
    this.checkInteger(field, value, -0x80000000, 0x7fffffff);
    const at = this.reserve(4);
    this.view.setInt32(at, value);
  }

  i64(field: string, value: bigint): void {
    if (typeof value !== 'bigint' || value < I64_MIN || value > I64_MAX) {
      throw new WireFailure({ kind: 'out_of_range', field, value: String(value) });
    }
    const at = this.reserve(8);
    this.view.setBigInt64(at, value);
  }

  u64(field: string, value: bigint): void {
    if (typeof value !== 'bigint' || value < 0n || value > U64_MAX) {
      throw new WireFailure({ kind: 'out_of_range', field, value: String(value) });
    }
    const at = this.reserve(8);
    this.view.setBigUint64(at, value);
  }

  /** A UTF-8 string after its u16 byte length. Lone surrogates become U+FFFD, as TextEncoder does. */
  string(field: string, value: string): void {
    const encoded = utf8.encode(value);
    if (encoded.length > MAX_STRING_BYTES) {
      throw new WireFailure({ kind: 'string_too_long', field, bytes: encoded.length });
    }
    this.u16(field, encoded.length);
    this.bytes(encoded);
  }

  bytes(value: Uint8Array): void {
    const at = this.reserve(value.length); // may replace this.buffer: read it after
    this.buffer.set(value, at);
  }

  /** The bytes written, as a view on the writer's buffer (copy it if the writer is reused). */
  toBytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}
