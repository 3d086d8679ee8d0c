import type { ChatKeyPair } from './chat-crypto';
import { clampedSecretKey } from './x25519-seed';

// X25519 by the platform: WebCrypto's Secure Curves (Chromium 133+, Firefox 130+, Safari 17+,
// Node 20). Native code, run by the browser off the page's thread, where the portable backend's
// @noble/curves spends the page's processor on its BigInt ladder (about 20 ms for the first
// scalar multiplication on a slow phone, before the engine has optimised it). Whatever the
// platform lacks or refuses answers undefined, and the caller computes it with @noble: the same
// bytes either way (web-x25519.test.ts).

/** The part of WebCrypto used here, so tests can hand in an absent or a failing one. */
export interface SubtleX25519 {
  generateKey(
    algorithm: { name: 'X25519' },
    extractable: true,
    usages: 'deriveBits'[],
  ): Promise<unknown>;
  exportKey(format: 'raw' | 'pkcs8', key: unknown): Promise<ArrayBuffer>;
  importKey(
    format: 'raw' | 'pkcs8',
    data: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'X25519' },
    extractable: false,
    usages: 'deriveBits'[],
  ): Promise<unknown>;
  deriveBits(
    algorithm: { name: 'X25519'; public: unknown },
    key: unknown,
    length: 256,
  ): Promise<ArrayBuffer>;
}

const X25519 = { name: 'X25519' } as const;
/** The PKCS #8 (RFC 8410) DER of an X25519 private key up to its 32 bytes. */
const PKCS8_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x6e, 0x04, 0x22, 0x04, 0x20,
]);
const KEY_LENGTH = 32;

export function platformSubtleX25519(): SubtleX25519 | undefined {
  return globalThis.crypto?.subtle as SubtleX25519 | undefined;
}

function isKeyPair(value: unknown): value is { publicKey: unknown; privateKey: unknown } {
  return (
    typeof value === 'object' && value !== null && 'publicKey' in value && 'privateKey' in value
  );
}

/**
 * A fresh random key pair (secret key clamped, as `generateKeyPair`'s), or undefined. `subtle`:
 * the platform's WebCrypto by default, `null` for none.
 */
export async function webKeyPair(
  subtle: SubtleX25519 | null = platformSubtleX25519() ?? null,
): Promise<ChatKeyPair | undefined> {
  if (!subtle) return undefined;
  try {
    const pair = await subtle.generateKey(X25519, true, ['deriveBits']);
    if (!isKeyPair(pair)) return undefined;
    const [publicKey, pkcs8] = await Promise.all([
      subtle.exportKey('raw', pair.publicKey),
      subtle.exportKey('pkcs8', pair.privateKey),
    ]);
    const der = new Uint8Array(pkcs8);
    const prefix = der.subarray(0, PKCS8_PREFIX.length);
    if (
      publicKey.byteLength !== KEY_LENGTH ||
      der.length !== PKCS8_PREFIX.length + KEY_LENGTH ||
      !prefix.every((byte, i) => byte === PKCS8_PREFIX[i])
    ) {
      der.fill(0);
      return undefined;
    }
    // X25519 clamps the scalar it is given: the clamped copy is the same key.
    const secretKey = clampedSecretKey(der.subarray(PKCS8_PREFIX.length));
    der.fill(0);
    return { publicKey: new Uint8Array(publicKey), secretKey };
  } catch {
    return undefined;
  }
}

/**
 * X25519(secretKey, peerPublicKey), or undefined: the platform lacks X25519, or refused (a
 * low-order public key, whose all-zero result WebCrypto refuses): the caller's own computation
 * then decides, with its own refusal.
 */
export async function webSharedSecret(
  secretKey: Uint8Array,
  peerPublicKey: Uint8Array,
  subtle: SubtleX25519 | null = platformSubtleX25519() ?? null,
): Promise<Uint8Array | undefined> {
  if (!subtle || secretKey.length !== KEY_LENGTH || peerPublicKey.length !== KEY_LENGTH) {
    return undefined;
  }
  const pkcs8 = new Uint8Array(PKCS8_PREFIX.length + KEY_LENGTH);
  pkcs8.set(PKCS8_PREFIX);
  pkcs8.set(secretKey, PKCS8_PREFIX.length);
  try {
    const [secret, peer] = await Promise.all([
      subtle.importKey('pkcs8', pkcs8, X25519, false, ['deriveBits']),
      subtle.importKey('raw', Uint8Array.from(peerPublicKey), X25519, false, []),
    ]);
    return new Uint8Array(await subtle.deriveBits({ ...X25519, public: peer }, secret, 256));
  } catch {
    return undefined;
  } finally {
    pkcs8.fill(0);
  }
}
