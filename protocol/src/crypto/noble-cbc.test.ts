import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChatCryptoError } from './crypto-error';
import { nobleCbcCipher, nobleOneShotCbc } from './noble-cbc';

const block16 = fc.uint8Array({ minLength: 16, maxLength: 16 });
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function outcome(run: () => Uint8Array): string {
  try {
    return hex(run());
  } catch (error) {
    return error instanceof ChatCryptoError ? error.code : 'other error';
  }
}

describe('portable AES-CBC with cached keys', () => {
  it("gives noble's own CBC bytes and refusals, message after message", () => {
    fc.assert(
      fc.property(
        block16,
        block16,
        fc.array(fc.uint8Array({ maxLength: 70 }), { maxLength: 8 }),
        (key, iv, messages) => {
          const cached = nobleCbcCipher(key, iv);
          const oneShot = nobleOneShotCbc(key, iv);
          for (const message of messages) {
            const ciphertext = cached.encrypt(message);
            expect(hex(ciphertext)).toBe(hex(oneShot.encrypt(message)));
            expect(hex(cached.decrypt(ciphertext))).toBe(hex(message));
            // The same bytes read as ciphertext: mostly bad padding, sometimes a plaintext.
            if (message.length > 0 && message.length % 16 === 0) {
              expect(outcome(() => cached.decrypt(message))).toBe(
                outcome(() => oneShot.decrypt(message)),
              );
            }
          }
        },
      ),
    );
  });

  it('decrypts input that is not aligned in its buffer', () => {
    const key = new Uint8Array(16).fill(1);
    const cipher = nobleCbcCipher(key, key);
    const ciphertext = cipher.encrypt(new TextEncoder().encode('对齐 alignment'));
    const shifted = new Uint8Array(ciphertext.length + 3);
    shifted.set(ciphertext, 3);
    expect(new TextDecoder().decode(cipher.decrypt(shifted.subarray(3)))).toBe('对齐 alignment');
  });
});
