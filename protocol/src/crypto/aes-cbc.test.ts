import { createCipheriv, createDecipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AesCbcCipher } from './aes-cbc';
import type { PayloadCipher } from './chat-crypto';
import { OpensslCbcCipher } from './openssl-cbc';
import { ChatCryptoError } from './crypto-error';

const block16 = fc.uint8Array({ minLength: 16, maxLength: 16 });
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const fromHex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));

/** OpenSSL's AES-128-CBC with PKCS7, a fresh context per message: the reference. */
function opensslEncrypt(key: Uint8Array, iv: Uint8Array, plaintext: Uint8Array): string {
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  return hex(Buffer.concat([cipher.update(plaintext), cipher.final()]));
}

function opensslDecrypt(key: Uint8Array, iv: Uint8Array, ciphertext: Uint8Array): string {
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, iv);
    return hex(Buffer.concat([decipher.update(ciphertext), decipher.final()]));
  } catch {
    return 'refused';
  }
}

function decryptOutcome(cipher: PayloadCipher, ciphertext: Uint8Array): string {
  try {
    return hex(cipher.decrypt(ciphertext));
  } catch (error) {
    return error instanceof ChatCryptoError ? 'refused' : 'other error';
  }
}

// Both of the node backend's ciphers: the table rounds (also the browser's) and OpenSSL's contexts
// with their chain trick, which must restart every message from the IV.
describe.each([
  ['table rounds', AesCbcCipher],
  ['OpenSSL contexts', OpensslCbcCipher],
])('AES-128-CBC on %s', (_name, Cipher) => {
  it("gives FIPS 197's example block (appendix C.1)", () => {
    const key = fromHex('000102030405060708090a0b0c0d0e0f');
    const cipher = new Cipher(key, new Uint8Array(16));
    // With a zero IV the first block is the bare block cipher; the second is PKCS7's full block.
    const ciphertext = cipher.encrypt(fromHex('00112233445566778899aabbccddeeff'));
    expect(hex(ciphertext.subarray(0, 16))).toBe('69c4e0d86a7b0430d8cdb78070b4c55a');
    expect(hex(cipher.decrypt(ciphertext))).toBe('00112233445566778899aabbccddeeff');
  });

  it("gives OpenSSL's bytes, message after message under one key and IV", () => {
    fc.assert(
      fc.property(
        block16,
        block16,
        fc.array(fc.uint8Array({ maxLength: 300 }), { minLength: 1, maxLength: 6 }),
        (key, iv, messages) => {
          const cipher = new Cipher(key, iv);
          for (const message of messages) {
            const ciphertext = cipher.encrypt(message);
            expect(hex(ciphertext)).toBe(opensslEncrypt(key, iv, message));
            expect(hex(cipher.decrypt(ciphertext))).toBe(hex(message));
          }
        },
      ),
    );
  });

  it('refuses what OpenSSL refuses, and reads the same plaintext from any whole blocks', () => {
    fc.assert(
      fc.property(
        block16,
        block16,
        fc
          .integer({ min: 1, max: 6 })
          .chain((blocks) => fc.uint8Array({ minLength: 16 * blocks, maxLength: 16 * blocks })),
        (key, iv, ciphertext) => {
          // Random blocks mostly end in bad padding; now and then they decrypt to a plaintext.
          expect(decryptOutcome(new Cipher(key, iv), ciphertext)).toBe(
            opensslDecrypt(key, iv, ciphertext),
          );
        },
      ),
    );
  });

  it('refuses a last block whose padding byte is 0, and one that is longer than a block', () => {
    const key = new Uint8Array(16).fill(3);
    const iv = new Uint8Array(16).fill(4);
    for (const last of [0, 17, 255]) {
      const block = new Uint8Array(32).fill(last);
      // Encrypted without padding: the plaintext's last byte is `last`.
      const raw = createCipheriv('aes-128-cbc', key, iv).setAutoPadding(false).update(block);
      expect(decryptOutcome(new Cipher(key, iv), raw)).toBe('refused');
    }
  });

  it('refuses a ciphertext that is not whole blocks', () => {
    const cipher = new Cipher(new Uint8Array(16), new Uint8Array(16));
    for (const length of [0, 15, 17, 31]) {
      expect(decryptOutcome(cipher, new Uint8Array(length))).toBe('refused');
    }
  });

  it('reads input that is not aligned in its buffer', () => {
    const key = new Uint8Array(16).fill(1);
    const cipher = new Cipher(key, key);
    const ciphertext = cipher.encrypt(new TextEncoder().encode('对齐 alignment'));
    const shifted = new Uint8Array(ciphertext.length + 3);
    shifted.set(ciphertext, 3);
    expect(new TextDecoder().decode(cipher.decrypt(shifted.subarray(3)))).toBe('对齐 alignment');
  });
});
