// Big-endian integers in byte arrays, read and written a byte at a time: no alignment needed and
// no DataView per array (making one cost more than the read it served). The wire's readers and
// writers share these; 64-bit fields go through one shared DataView.

export function read16(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

/** As a signed 32-bit integer; `>>> 0` makes it unsigned. */
export function read32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
}

/** The low 16 bits of `value`. */
export function write16(bytes: Uint8Array, at: number, value: number): void {
  bytes[at] = value >>> 8;
  bytes[at + 1] = value;
}

/** The low 32 bits of `value`, signed or not. */
export function write32(bytes: Uint8Array, at: number, value: number): void {
  bytes[at] = value >>> 24;
  bytes[at + 1] = value >>> 16;
  bytes[at + 2] = value >>> 8;
  bytes[at + 3] = value;
}

const long = new Uint8Array(8);
const longView = new DataView(long.buffer);

function load64(bytes: Uint8Array, at: number): DataView {
  for (let i = 0; i < 8; i++) long[i] = bytes[at + i]!;
  return longView;
}

export function readInt64(bytes: Uint8Array, at: number): bigint {
  return load64(bytes, at).getBigInt64(0);
}

export function readUint64(bytes: Uint8Array, at: number): bigint {
  return load64(bytes, at).getBigUint64(0);
}

/** `value` must fit a signed 64-bit integer (the writer checks it first). */
export function writeInt64(bytes: Uint8Array, at: number, value: bigint): void {
  longView.setBigInt64(0, value);
  bytes.set(long, at);
}

/** `value` must fit an unsigned 64-bit integer (the writer checks it first). */
export function writeUint64(bytes: Uint8Array, at: number, value: bigint): void {
  longView.setBigUint64(0, value);
  bytes.set(long, at);
}
