import { createCipheriv, createDecipheriv, type Cipher, type Decipher } from 'node:crypto';
import type { PayloadCipher } from './chat-crypto';
import { AES_BLOCK_LENGTH, assertCiphertextLength } from './lengths';
import { paddedLength, withoutPadding, writePadded } from './pkcs7';

// Node only (node:crypto): the Node backend's AES-CBC for every message, OpenSSL's AES (constant-time
// and, on current CPUs, AES instructions).

/**
 * AES-128-CBC/PKCS7 on two long-lived OpenSSL contexts instead of one new context per message
 * (creating one costs more than encrypting a 100-byte message). Without padding, an OpenSSL CBC
 * context simply continues its chain from the last ciphertext block it saw; folding
 * `iv XOR lastBlock` into each message's first block (before encrypting, after decrypting) makes
 * every message come out as if the chain had restarted from the IV. Padding is ours: PKCS7, strict.
 */
export class OpensslCbcCipher implements PayloadCipher {
  private readonly encryptor: Cipher;
  private readonly decryptor: Decipher;
  private readonly iv: Uint8Array;
  /** The chain value each context continues from: the last ciphertext block it processed. */
  private readonly encryptChain: Uint8Array;
  private readonly decryptChain: Uint8Array;
  /** The padded input only lives until update() has read it, so one buffer serves every message. */
  private scratch = new Uint8Array(256);

  constructor(key: Uint8Array, iv: Uint8Array) {
    this.encryptor = createCipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
    this.decryptor = createDecipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
    this.iv = Uint8Array.from(iv);
    this.encryptChain = Uint8Array.from(iv);
    this.decryptChain = Uint8Array.from(iv);
  }

  encrypt(plaintext: Uint8Array): Uint8Array {
    const length = paddedLength(plaintext.length);
    if (this.scratch.length < length) {
      this.scratch = new Uint8Array(Math.max(length, this.scratch.length * 2));
    }
    const padded = this.scratch;
    writePadded(plaintext, padded);
    const iv = this.iv;
    const chain = this.encryptChain;
    for (let i = 0; i < AES_BLOCK_LENGTH; i++) padded[i]! ^= iv[i]! ^ chain[i]!;
    const ciphertext = this.encryptor.update(padded.subarray(0, length));
    const last = ciphertext.length - AES_BLOCK_LENGTH;
    for (let i = 0; i < AES_BLOCK_LENGTH; i++) chain[i] = ciphertext[last + i]!;
    return bytes(ciphertext);
  }

  decrypt(ciphertext: Uint8Array): Uint8Array {
    assertCiphertextLength(ciphertext);
    const plaintext = this.decryptor.update(ciphertext);
    if (plaintext.length !== ciphertext.length) {
      throw new Error('OpenSSL held back CBC output; the chain trick no longer holds');
    }
    const iv = this.iv;
    const chain = this.decryptChain;
    for (let i = 0; i < AES_BLOCK_LENGTH; i++) plaintext[i]! ^= iv[i]! ^ chain[i]!;
    const last = ciphertext.length - AES_BLOCK_LENGTH;
    for (let i = 0; i < AES_BLOCK_LENGTH; i++) chain[i] = ciphertext[last + i]!;
    return bytes(withoutPadding(plaintext));
  }
}

/** A plain Uint8Array view, so callers compare and serialise the same type from both ciphers. */
function bytes(buffer: Uint8Array): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
}
