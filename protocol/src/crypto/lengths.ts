import { ChatCryptoError } from './crypto-error';

/** X25519 and Ed25519 keys, public or secret, and key seeds are 32 bytes (spec section 5). */
export const KEY_LENGTH = 32;
/** Ed25519 signatures are 64 bytes (spec section 5). */
export const SIGNATURE_LENGTH = 64;
/** AES block, key and IV length for AES-128-CBC. */
export const AES_BLOCK_LENGTH = 16;

export function assertKeyLength(key: Uint8Array, what: string): void {
  if (!(key instanceof Uint8Array) || key.length !== KEY_LENGTH) {
    throw new ChatCryptoError(
      what === 'key seed' ? 'seed-length' : 'key-length',
      `${what} must be ${KEY_LENGTH} bytes, got ${describeLength(key)}`,
    );
  }
}

export function assertSignatureLength(signature: Uint8Array): void {
  if (!(signature instanceof Uint8Array) || signature.length !== SIGNATURE_LENGTH) {
    throw new ChatCryptoError(
      'signature-length',
      `signature must be ${SIGNATURE_LENGTH} bytes, got ${describeLength(signature)}`,
    );
  }
}

/** AES-128 keys and CBC IVs are 16 bytes. */
export function assertAesParameterLength(value: Uint8Array, what: string): void {
  if (!(value instanceof Uint8Array) || value.length !== AES_BLOCK_LENGTH) {
    throw new ChatCryptoError(
      'key-length',
      `${what} must be ${AES_BLOCK_LENGTH} bytes, got ${describeLength(value)}`,
    );
  }
}

/** Ciphertext must be whole AES blocks, at least one (PKCS7 always adds a block's worth at most). */
export function assertCiphertextLength(ciphertext: Uint8Array): void {
  if (ciphertext.length === 0 || ciphertext.length % AES_BLOCK_LENGTH !== 0) {
    throw new ChatCryptoError(
      'decrypt-failed',
      `ciphertext length ${ciphertext.length} is not a positive multiple of ${AES_BLOCK_LENGTH}`,
    );
  }
}

function describeLength(value: unknown): string {
  return value instanceof Uint8Array ? `${value.length}` : `a ${typeof value}`;
}
