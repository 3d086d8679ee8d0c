import { assertKeyLength } from './lengths';

/**
 * The X25519 secret key made from a 32-byte seed, clamped as RFC 7748 and the official SDK's
 * curve25519 helper do, so the secret key a backend hands out is the one it actually uses.
 */
export function clampedSecretKey(seed: Uint8Array): Uint8Array {
  assertKeyLength(seed, 'key seed');
  const secretKey = Uint8Array.from(seed);
  secretKey[0]! &= 248;
  secretKey[31]! &= 127;
  secretKey[31]! |= 64;
  return secretKey;
}
