import { createCipheriv, createDecipheriv } from 'node:crypto';
import CryptoJS from 'crypto-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AsyncPayloadCipher } from './chat-crypto';
import { ChatCryptoError } from './crypto-error';
import { nodeCrypto } from './node-crypto';
import { portableCrypto } from './portable-crypto';
import { importAesCbc, platformSubtle, type SubtleAes } from './web-aes';

// Every AES-128-CBC/PKCS7 the chat runs, held to crypto-js (the official SDK's) and to OpenSSL's
// one-shot API: WebCrypto (the browser's path, Node's WebCrypto here), the @noble/ciphers fallback
// for pages without WebCrypto, and the Node backend's OpenSSL contexts, sync and async.

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const block16 = fc.uint8Array({ minLength: 16, maxLength: 16 });
const message = fc.oneof(
  fc.uint8Array({ maxLength: 100 }),
  fc.uint8Array({ minLength: 300, maxLength: 2100 }),
);

function cryptoJsEncrypt(key: Uint8Array, iv: Uint8Array, plaintext: Uint8Array): string {
  const words = (bytes: Uint8Array) => CryptoJS.enc.Hex.parse(hex(bytes));
  return CryptoJS.AES.encrypt(words(plaintext), words(key), {
    iv: words(iv),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  }).ciphertext.toString(CryptoJS.enc.Hex);
}

/** OpenSSL's one-shot verdict on a ciphertext: its plaintext, or that it refuses it. */
function opensslDecrypt(key: Uint8Array, iv: Uint8Array, ciphertext: Uint8Array): string {
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, iv);
    return hex(Buffer.concat([decipher.update(ciphertext), decipher.final()]));
  } catch {
    return 'refused';
  }
}

async function verdict(cipher: AsyncPayloadCipher, ciphertext: Uint8Array): Promise<string> {
  try {
    return hex(await cipher.decrypt(ciphertext));
  } catch (error) {
    if (error instanceof ChatCryptoError && error.code === 'decrypt-failed') return 'refused';
    throw error;
  }
}

const ciphers: [string, (key: Uint8Array, iv: Uint8Array) => Promise<AsyncPayloadCipher>][] = [
  ['WebCrypto (portable backend)', (key, iv) => portableCrypto.importPayloadCipher(key, iv)],
  ['@noble/ciphers fallback', (key, iv) => importAesCbc(key, iv, null)],
  ['OpenSSL (node backend)', (key, iv) => nodeCrypto.importPayloadCipher(key, iv)],
];

describe.each(ciphers)('%s', (_name, importCipher) => {
  it('encrypts as crypto-js does and decrypts it back, one key for many messages', async () => {
    await fc.assert(
      fc.asyncProperty(
        block16,
        block16,
        fc.array(message, { maxLength: 6 }),
        async (key, iv, messages) => {
          const cipher = await importCipher(key, iv);
          for (const plaintext of messages) {
            const ciphertext = await cipher.encrypt(plaintext);
            expect(hex(ciphertext)).toBe(cryptoJsEncrypt(key, iv, plaintext));
            expect(hex(await cipher.decrypt(ciphertext))).toBe(hex(plaintext));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses exactly what OpenSSL refuses, and stays right after a refusal', async () => {
    const key = new Uint8Array(16).fill(5);
    const iv = Uint8Array.from({ length: 16 }, (_, i) => i * 7);
    const cipher = await importCipher(key, iv);
    const junk = fc.oneof(
      fc.uint8Array({ maxLength: 40 }),
      fc
        .integer({ min: 1, max: 4 })
        .chain((blocks) => fc.uint8Array({ minLength: blocks * 16, maxLength: blocks * 16 })),
    );
    await fc.assert(
      fc.asyncProperty(junk, message, async (ciphertext, plaintext) => {
        expect(await verdict(cipher, ciphertext)).toBe(opensslDecrypt(key, iv, ciphertext));
        expect(hex(await cipher.encrypt(plaintext))).toBe(cryptoJsEncrypt(key, iv, plaintext));
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a last padding byte of 0, 17 or 255 and a padding byte that differs', async () => {
    const key = new Uint8Array(16).fill(1);
    const iv = new Uint8Array(16).fill(2);
    const cipher = await importCipher(key, iv);
    for (const padded of [
      [...new Array<number>(15).fill(65), 0],
      [...new Array<number>(15).fill(65), 17],
      [...new Array<number>(15).fill(65), 255],
      [...new Array<number>(12).fill(65), 3, 4, 4, 4],
    ]) {
      const raw = createCipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
      const ciphertext = Buffer.concat([raw.update(Uint8Array.from(padded)), raw.final()]);
      expect(await verdict(cipher, ciphertext)).toBe('refused');
    }
    expect(await verdict(cipher, new Uint8Array(0))).toBe('refused');
    expect(await verdict(cipher, new Uint8Array(15))).toBe('refused');
  });

  it('refuses keys and IVs that are not 16 bytes', async () => {
    for (const [key, iv] of [
      [new Uint8Array(15), new Uint8Array(16)],
      [new Uint8Array(16), new Uint8Array(17)],
    ] as const) {
      await expect(importCipher(key, iv)).rejects.toMatchObject({ code: 'key-length' });
    }
  });
});

describe('the browser path', () => {
  it('imports the key once, as non-extractable, and encrypts only through crypto.subtle', async () => {
    const platform = platformSubtle();
    if (!platform) throw new Error('this Node has no WebCrypto');
    const calls: string[] = [];
    const extractable: boolean[] = [];
    const spy: SubtleAes = {
      importKey: (format, keyData, algorithm, isExtractable, usages) => {
        calls.push('importKey');
        extractable.push(isExtractable);
        return platform.importKey(format, keyData, algorithm, isExtractable, usages);
      },
      encrypt: (algorithm, key, data) => {
        calls.push('encrypt');
        return platform.encrypt(algorithm, key, data);
      },
      decrypt: (algorithm, key, data) => {
        calls.push('decrypt');
        return platform.decrypt(algorithm, key, data);
      },
    };
    const key = new Uint8Array(16).fill(9);
    const cipher = await importAesCbc(key, key, spy);
    const ciphertext = await cipher.encrypt(new Uint8Array([1, 2, 3]));
    await cipher.encrypt(new Uint8Array(40));
    expect(hex(await cipher.decrypt(ciphertext))).toBe('010203');
    expect(calls).toEqual(['importKey', 'encrypt', 'encrypt', 'decrypt']);
    expect(extractable).toEqual([false]);
  });
});
