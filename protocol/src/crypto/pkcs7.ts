import { badPadding } from './crypto-error';
import { AES_BLOCK_LENGTH } from './lengths';

// PKCS7 padding for AES-CBC, shared by both ciphers (aes-cbc.ts, openssl-cbc.ts): always 1 to 16
// bytes, each holding the count. Removal is strict: every padding byte is checked.

/** Length of `length` bytes once padded. */
export function paddedLength(length: number): number {
  return length + AES_BLOCK_LENGTH - (length % AES_BLOCK_LENGTH);
}

/** Copies `plaintext` into `target` (room for `paddedLength`) followed by its padding. */
export function writePadded(plaintext: Uint8Array, target: Uint8Array): number {
  const length = paddedLength(plaintext.length);
  target.set(plaintext);
  target.fill(length - plaintext.length, plaintext.length, length);
  return length;
}

/** `padded` without its padding; `ChatCryptoError('decrypt-failed')` when the padding is wrong. */
export function withoutPadding(padded: Uint8Array): Uint8Array {
  const padding = padded[padded.length - 1]!;
  if (padding < 1 || padding > AES_BLOCK_LENGTH) throw badPadding();
  for (let i = padded.length - padding; i < padded.length; i++) {
    if (padded[i] !== padding) throw badPadding();
  }
  return padded.subarray(0, padded.length - padding);
}
