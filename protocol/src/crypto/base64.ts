import { ChatCryptoError } from './crypto-error';

// Encrypted payloads travel as the ASCII bytes of their base64 text (RFC 4648, standard alphabet,
// padded), so both directions work on bytes and never build an intermediate string.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PAD = 0x3d; // '='
const INVALID = 0xff;

const ENCODE = new Uint8Array(64);
const DECODE = new Uint8Array(256).fill(INVALID);
for (let i = 0; i < ALPHABET.length; i++) {
  const code = ALPHABET.charCodeAt(i);
  ENCODE[i] = code;
  DECODE[code] = i;
}

/** Length of the base64 text of `byteLength` bytes (padded). */
export function base64Length(byteLength: number): number {
  return Math.ceil(byteLength / 3) * 4;
}

/** Base64 of `data` as ASCII bytes. */
export function encodeBase64(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(base64Length(data.length));
  writeBase64(data, out, 0);
  return out;
}

/** Writes the base64 text of `data` as ASCII bytes into `target` at `offset`; returns its length. */
export function writeBase64(data: Uint8Array, target: Uint8Array, offset: number): number {
  const whole = data.length - (data.length % 3);
  let o = offset;
  for (let i = 0; i < whole; i += 3) {
    const n = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    target[o++] = ENCODE[n >>> 18]!;
    target[o++] = ENCODE[(n >>> 12) & 63]!;
    target[o++] = ENCODE[(n >>> 6) & 63]!;
    target[o++] = ENCODE[n & 63]!;
  }
  const rest = data.length - whole;
  if (rest > 0) {
    const n = (data[whole]! << 16) | (rest === 2 ? data[whole + 1]! << 8 : 0);
    target[o++] = ENCODE[n >>> 18]!;
    target[o++] = ENCODE[(n >>> 12) & 63]!;
    target[o++] = rest === 2 ? ENCODE[(n >>> 6) & 63]! : PAD;
    target[o++] = PAD;
  }
  return o - offset;
}

/** Number of trailing '=' of a canonical base64 text, or -1 when the text is not one. */
function canonicalPadding(ascii: Uint8Array): number {
  const length = ascii.length;
  if (length % 4 !== 0) return -1;
  let padding = 0;
  if (length > 0 && ascii[length - 1] === PAD) padding = ascii[length - 2] === PAD ? 2 : 1;
  const body = length - padding;
  for (let i = 0; i < body; i++) {
    if (DECODE[ascii[i]!] === INVALID) return -1;
  }
  // The bits after the last whole byte must be zero, so each byte string has one text.
  if (padding === 1 && (DECODE[ascii[length - 2]!]! & 0b11) !== 0) return -1;
  if (padding === 2 && (DECODE[ascii[length - 3]!]! & 0b1111) !== 0) return -1;
  return padding;
}

/**
 * Bytes of a base64 text given as ASCII bytes. Canonical only: no whitespace, no URL alphabet,
 * padding only at the end, zero unused bits; anything else is a `malformed-base64` error rather
 * than a silent skip. `allocate` gives the array the bytes are written to (a new one by default).
 */
export function decodeBase64(
  ascii: Uint8Array,
  allocate: (length: number) => Uint8Array = (length) => new Uint8Array(length),
): Uint8Array {
  const padding = canonicalPadding(ascii);
  if (padding < 0)
    throw new ChatCryptoError('malformed-base64', 'payload is not canonical base64 text');
  const out = allocate((ascii.length / 4) * 3 - padding);
  const whole = padding === 0 ? ascii.length : ascii.length - 4;
  let o = 0;
  for (let i = 0; i < whole; i += 4) {
    const n =
      (DECODE[ascii[i]!]! << 18) |
      (DECODE[ascii[i + 1]!]! << 12) |
      (DECODE[ascii[i + 2]!]! << 6) |
      DECODE[ascii[i + 3]!]!;
    out[o++] = n >>> 16;
    out[o++] = (n >>> 8) & 0xff;
    out[o++] = n & 0xff;
  }
  if (padding > 0) {
    const i = ascii.length - 4;
    const n =
      (DECODE[ascii[i]!]! << 18) |
      (DECODE[ascii[i + 1]!]! << 12) |
      (padding === 1 ? DECODE[ascii[i + 2]!]! << 6 : 0);
    out[o++] = n >>> 16;
    if (padding === 1) out[o++] = (n >>> 8) & 0xff;
  }
  return out;
}
