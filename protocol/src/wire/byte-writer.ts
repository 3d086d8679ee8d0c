import { write16, write32, writeInt64, writeUint64 } from './big-endian';
import { maxUtf8Length, writeUtf8 } from './utf8-text';
import { MAX_VARINT_BYTES, varintSize, writeVarint } from './varint';
import { WireFailure } from './wire-error';

/** Room before the body for the header byte and the longest remaining length (4 bytes). */
const FRAME_HEADROOM = 1 + MAX_VARINT_BYTES;

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
  private length: number;
  /** Bytes kept free at the start, for a frame's header and remaining length. */
  private readonly start: number;

  /**
   * `forFrame`: keep room in front of the body so `toFrame` can add the header and remaining
   * length in place, without copying the body into a new frame.
   */
  constructor(initialCapacity = 128, forFrame = false) {
    this.start = forFrame ? FRAME_HEADROOM : 0;
    this.length = this.start;
    this.buffer = new Uint8Array(this.start + initialCapacity);
  }

  /** Bytes written so far. */
  get size(): number {
    return this.length - this.start;
  }

  /** Claims `size` bytes and returns their offset. May replace the buffer: read it after. */
  private reserve(size: number): number {
    const at = this.length;
    const needed = at + size;
    if (needed > this.buffer.length) {
      let capacity = Math.max(16, this.buffer.length * 2);
      while (capacity < needed) capacity *= 2;
      const grown = new Uint8Array(capacity);
      grown.set(this.buffer.subarray(0, at));
      this.buffer = grown;
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
    this.buffer[at] = value;
  }

  u16(field: string, value: number): void {
    this.checkInteger(field, value, 0, 0xffff);
    const at = this.reserve(2); // may replace this.buffer: read it after
    write16(this.buffer, at, value);
  }

  i16(field: string, value: number): void {
    this.checkInteger(field, value, -0x8000, 0x7fff);
    const at = this.reserve(2); // may replace this.buffer: read it after
    write16(this.buffer, at, value);
  }

  u32(field: string, value: number): void {
    this.checkInteger(field, value, 0, 0xffffffff);
    const at = this.reserve(4); // may replace this.buffer: read it after
    write32(this.buffer, at, value);
  }

  i32(field: string, value: number): void {
    this.checkInteger(field, value, -0x80000000, 0x7fffffff);
    const at = this.reserve(4); // may replace this.buffer: read it after
    write32(this.buffer, at, value);
  }

  i64(field: string, value: bigint): void {
    if (typeof value !== 'bigint' || value < I64_MIN || value > I64_MAX) {
      throw new WireFailure({ kind: 'out_of_range', field, value: String(value) });
    }
    const at = this.reserve(8); // may replace this.buffer: read it after
    writeInt64(this.buffer, at, value);
  }

  u64(field: string, value: bigint): void {
    if (typeof value !== 'bigint' || value < 0n || value > U64_MAX) {
      throw new WireFailure({ kind: 'out_of_range', field, value: String(value) });
    }
    const at = this.reserve(8); // may replace this.buffer: read it after
    writeUint64(this.buffer, at, value);
  }

  /**
   * A u64 held as a JS number: it must be an integer from 0 to 2^53-1, the range a number keeps
   * exactly (messageSeq on version 6).
   */
  u64Number(field: string, value: number): void {
    this.checkInteger(field, value, 0, Number.MAX_SAFE_INTEGER);
    this.u64(field, BigInt(value));
  }

  /** A UTF-8 string after its u16 byte length. Lone surrogates become U+FFFD, as TextEncoder does. */
  string(field: string, value: string): void {
    const at = this.reserve(2 + maxUtf8Length(value)); // may replace this.buffer: read it after
    const written = writeUtf8(value, this.buffer, at + 2);
    if (written > MAX_STRING_BYTES) {
      this.length = at;
      throw new WireFailure({ kind: 'string_too_long', field, bytes: written });
    }
    write16(this.buffer, at, written);
    this.length = at + 2 + written;
  }

  bytes(value: Uint8Array): void {
    const at = this.reserve(value.length); // may replace this.buffer: read it after
    this.buffer.set(value, at);
  }

  /** The bytes written, as a view on the writer's buffer (copy it if the writer is reused). */
  toBytes(): Uint8Array {
    return this.buffer.subarray(this.start, this.length);
  }

  /**
   * The body written so far framed by `header` and its remaining length, as a view on this
   * writer's buffer (only for a writer made `forFrame`, and a body of at most MAX_VARINT bytes).
   */
  toFrame(header: number): Uint8Array {
    const size = this.size;
    const frameStart = this.start - 1 - varintSize(size);
    if (frameStart < 0) throw new Error('toFrame needs a writer made forFrame');
    this.buffer[frameStart] = header;
    writeVarint(this.buffer, frameStart + 1, size);
    return this.buffer.subarray(frameStart, this.length);
  }
}
