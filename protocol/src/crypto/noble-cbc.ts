import { cbc, unsafe } from '@noble/ciphers/aes.js';
import type { PayloadCipher } from './chat-crypto';
import { badPadding } from './crypto-error';
import { AES_BLOCK_LENGTH, assertCiphertextLength } from './lengths';

// AES-128-CBC/PKCS7 for the portable backend. noble's `cbc()` expands the key on every call, which
// costs about as much as encrypting a short message; a session encrypts thousands of messages under
// one key, so this keeps both expanded keys and runs the CBC chain over noble's block functions.
// Those are noble's `unsafe` exports (pinned version; the tests compare every byte with crypto-js).

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export function nobleCbcCipher(key: Uint8Array, iv: Uint8Array): PayloadCipher {
  // Block functions read words in platform order; big-endian hosts take noble's complete path.
  return littleEndian ? new CachedKeyCbc(key, iv) : nobleOneShotCbc(key, iv);
}

/** noble's own CBC, key expanded per message: the reference path and the big-endian fallback. */
export function nobleOneShotCbc(key: Uint8Array, iv: Uint8Array): PayloadCipher {
  return {
    encrypt: (plaintext) => cbc(key, iv).encrypt(plaintext),
    decrypt(ciphertext) {
      assertCiphertextLength(ciphertext);
      try {
        return cbc(key, iv).decrypt(ciphertext);
      } catch {
        throw badPadding();
      }
    },
  };
}

class CachedKeyCbc implements PayloadCipher {
  private readonly encryptionKey: Uint32Array;
  private readonly decryptionKey: Uint32Array;
  private readonly ivWords: Uint32Array;

  constructor(key: Uint8Array, iv: Uint8Array) {
    this.encryptionKey = unsafe.expandKeyLE(key);
    this.decryptionKey = unsafe.expandKeyDecLE(key);
    this.ivWords = new Uint32Array(Uint8Array.from(iv).buffer);
  }

  encrypt(plaintext: Uint8Array): Uint8Array {
    const padding = AES_BLOCK_LENGTH - (plaintext.length % AES_BLOCK_LENGTH);
    const out = new Uint8Array(plaintext.length + padding);
    out.set(plaintext);
    out.fill(padding, plaintext.length);
    const words = new Uint32Array(out.buffer);
    const xk = this.encryptionKey;
    const iv = this.ivWords;
    let s0 = iv[0]!;
    let s1 = iv[1]!;
    let s2 = iv[2]!;
    let s3 = iv[3]!;
    for (let i = 0; i < words.length; i += 4) {
      ({ s0, s1, s2, s3 } = unsafe.encrypt(
        xk,
        s0 ^ words[i]!,
        s1 ^ words[i + 1]!,
        s2 ^ words[i + 2]!,
        s3 ^ words[i + 3]!,
      ));
      words[i] = s0;
      words[i + 1] = s1;
      words[i + 2] = s2;
      words[i + 3] = s3;
    }
    return out;
  }

  decrypt(ciphertext: Uint8Array): Uint8Array {
    assertCiphertextLength(ciphertext);
    const out = Uint8Array.from(ciphertext); // aligned copy, decrypted in place
    const words = new Uint32Array(out.buffer);
    const xk = this.decryptionKey;
    const iv = this.ivWords;
    let p0 = iv[0]!;
    let p1 = iv[1]!;
    let p2 = iv[2]!;
    let p3 = iv[3]!;
    for (let i = 0; i < words.length; i += 4) {
      const c0 = words[i]!;
      const c1 = words[i + 1]!;
      const c2 = words[i + 2]!;
      const c3 = words[i + 3]!;
      const block = unsafe.decrypt(xk, c0, c1, c2, c3);
      words[i] = block.s0 ^ p0;
      words[i + 1] = block.s1 ^ p1;
      words[i + 2] = block.s2 ^ p2;
      words[i + 3] = block.s3 ^ p3;
      p0 = c0;
      p1 = c1;
      p2 = c2;
      p3 = c3;
    }
    const padding = out[out.length - 1]!;
    if (padding < 1 || padding > AES_BLOCK_LENGTH) throw badPadding();
    for (let i = out.length - padding; i < out.length; i++) {
      if (out[i] !== padding) throw badPadding();
    }
    return out.subarray(0, out.length - padding);
  }
}
