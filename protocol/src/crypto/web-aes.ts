import type { AsyncPayloadCipher } from './chat-crypto';
import { ChatCryptoError } from './crypto-error';
import { assertAesParameterLength, assertCiphertextLength } from './lengths';

// AES-128-CBC/PKCS7 in browsers: the platform's own (WebCrypto, constant-time and usually in
// hardware). The key is imported once per connection as a non-extractable CryptoKey. A page served
// over plain http from a LAN address is not a secure context and has no `crypto.subtle`: then, and
// only then, the audited `@noble/ciphers` is loaded from a chunk of its own (`noble-aes.ts`).

/** An opaque WebCrypto key (`CryptoKey`). */
export type AesKeyHandle = object;

interface AesCbcParams {
  name: 'AES-CBC';
  iv: Uint8Array<ArrayBuffer>;
}

/** The part of WebCrypto's `SubtleCrypto` used here, so tests can hand in a slow or absent one. */
export interface SubtleAes {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'AES-CBC' },
    extractable: false,
    keyUsages: ('encrypt' | 'decrypt')[],
  ): Promise<AesKeyHandle>;
  encrypt(
    algorithm: AesCbcParams,
    key: AesKeyHandle,
    data: Uint8Array<ArrayBuffer>,
  ): Promise<ArrayBuffer>;
  decrypt(
    algorithm: AesCbcParams,
    key: AesKeyHandle,
    data: Uint8Array<ArrayBuffer>,
  ): Promise<ArrayBuffer>;
}

/** The platform's WebCrypto, when this context has one (secure contexts and Node). */
export function platformSubtle(): SubtleAes | undefined {
  return globalThis.crypto?.subtle as SubtleAes | undefined;
}

/**
 * A cipher on `subtle` (the platform's by default), or on the fallback chunk when it is `null`
 * (no WebCrypto here). `key` and `iv` are 16 bytes each.
 */
export async function importAesCbc(
  key: Uint8Array,
  iv: Uint8Array,
  subtle: SubtleAes | null = platformSubtle() ?? null,
): Promise<AsyncPayloadCipher> {
  assertAesParameterLength(key, 'AES key');
  assertAesParameterLength(iv, 'AES IV');
  if (!subtle) {
    const { nobleAesCbc } = await import('./noble-aes');
    return nobleAesCbc(key, iv);
  }
  const cryptoKey = await subtle.importKey('raw', bytesOf(key), { name: 'AES-CBC' }, false, [
    'encrypt',
    'decrypt',
  ]);
  return new SubtleAesCbc(subtle, cryptoKey, Uint8Array.from(iv));
}

class SubtleAesCbc implements AsyncPayloadCipher {
  constructor(
    private readonly subtle: SubtleAes,
    private readonly key: AesKeyHandle,
    private readonly iv: Uint8Array<ArrayBuffer>,
  ) {}

  async encrypt(plaintext: Uint8Array): Promise<Uint8Array> {
    const algorithm = { name: 'AES-CBC', iv: this.iv } as const;
    return new Uint8Array(await this.subtle.encrypt(algorithm, this.key, bytesOf(plaintext)));
  }

  async decrypt(ciphertext: Uint8Array): Promise<Uint8Array> {
    assertCiphertextLength(ciphertext);
    const algorithm = { name: 'AES-CBC', iv: this.iv } as const;
    let plaintext: ArrayBuffer;
    try {
      plaintext = await this.subtle.decrypt(algorithm, this.key, bytesOf(ciphertext));
    } catch {
      // WebCrypto says only OperationError: the padding (checked whole) did not hold.
      throw new ChatCryptoError('decrypt-failed', 'payload does not decrypt: bad padding');
    }
    return new Uint8Array(plaintext);
  }
}

/** WebCrypto wants views on ArrayBuffers (not shared ones); ours always are. */
function bytesOf(view: Uint8Array): Uint8Array<ArrayBuffer> {
  return view as Uint8Array<ArrayBuffer>;
}
