// The remaining length of a frame: 7 bits per byte, least significant group first, the high bit
// saying another byte follows. As in MQTT and WuKongIM, at most four bytes.

/** Largest value four 7-bit groups can hold. */
export const MAX_VARINT = 0x0fff_ffff;

/** At most this many bytes encode a remaining length. */
export const MAX_VARINT_BYTES = 4;

/** Bytes needed to encode `value` (0..MAX_VARINT); zero takes one byte. */
export function varintSize(value: number): number {
  if (value < 0x80) return 1;
  if (value < 0x4000) return 2;
  if (value < 0x20_0000) return 3;
  return 4;
}

/**
 * Writes `value` (an integer in 0..MAX_VARINT, checked by the caller) into `target` at `offset` and
 * returns the offset after it. Unlike the official SDK, zero is written as one 0x00 byte.
 */
export function writeVarint(target: Uint8Array, offset: number, value: number): number {
  let rest = value;
  let at = offset;
  do {
    let digit = rest % 0x80;
    rest = Math.floor(rest / 0x80);
    if (rest > 0) digit |= 0x80;
    target[at++] = digit;
  } while (rest > 0);
  return at;
}

export type VarintRead =
  | { status: 'complete'; value: number; size: number }
  /** The bytes so far are a valid prefix; more are needed. */
  | { status: 'incomplete' }
  /** A fifth byte would be needed: no valid stream contains this. */
  | { status: 'impossible' };

/** Reads a remaining length starting at `offset` of `source`, looking at four bytes at most. */
export function readVarint(source: Uint8Array, offset: number): VarintRead {
  let value = 0;
  let multiplier = 1;
  for (let i = 0; i < MAX_VARINT_BYTES; i++) {
    const byte = source[offset + i];
    if (byte === undefined) return { status: 'incomplete' };
    value += (byte & 0x7f) * multiplier;
    if ((byte & 0x80) === 0) return { status: 'complete', value, size: i + 1 };
    multiplier *= 0x80;
  }
  return { status: 'impossible' };
}
