import { cbc } from '@noble/ciphers/aes.js';
import type { AsyncPayloadCipher } from './chat-crypto';
import { ChatCryptoError } from './crypto-error';
import { assertCiphertextLength } from './lengths';

// The fallback AES for browsers without WebCrypto (a plain-http page on a LAN address): the audited
// @noble/ciphers, in a chunk of its own that `web-aes.ts` imports only then. Never imported
// statically by product code (a test holds the web build to it).

/** AES-128-CBC/PKCS7 under one key and IV (16 bytes each, checked by the caller). */
export function nobleAesCbc(key: Uint8Array, iv: Uint8Array): AsyncPayloadCipher {
  const k = Uint8Array.from(key);
  const v = Uint8Array.from(iv);
  return {
    encrypt: (plaintext) => Promise.resolve(cbc(k, v).encrypt(plaintext)),
    decrypt: (ciphertext) => {
      try {
        assertCiphertextLength(ciphertext);
        return Promise.resolve(cbc(k, v).decrypt(ciphertext));
      } catch (error) {
        if (error instanceof ChatCryptoError) return Promise.reject(error);
        return Promise.reject(
          new ChatCryptoError('decrypt-failed', 'payload does not decrypt: bad padding'),
        );
      }
    },
  };
}
