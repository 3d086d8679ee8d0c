import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ChatCryptoError } from './crypto-error';
import { nodeCrypto } from './node-crypto';
import { portableCrypto } from './portable-crypto';
import { sdkKeyPair, sdkSharedSecret } from './sdk-reference';
import { platformSubtleX25519, webKeyPair, webSharedSecret, type SubtleX25519 } from './web-x25519';

const key32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
// A point of order 8 on Curve25519 (RFC 7748): its shared secret is all zero.
const LOW_ORDER_POINT = Buffer.from(
  'e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800',
  'hex',
);

/** A WebCrypto without X25519 (an older browser): every call refused as browsers refuse it. */
const withoutX25519: SubtleX25519 = {
  generateKey: () => Promise.reject(new DOMException('X25519', 'NotSupportedError')),
  exportKey: () => Promise.reject(new DOMException('X25519', 'NotSupportedError')),
  importKey: () => Promise.reject(new DOMException('X25519', 'NotSupportedError')),
  deriveBits: () => Promise.reject(new DOMException('X25519', 'NotSupportedError')),
};

describe("the platform's X25519 (WebCrypto)", () => {
  it('is there in this Node, as in the browsers the shop supports', () => {
    expect(platformSubtleX25519()).toBeDefined();
  });

  it('makes key pairs whose public key is the SDK’s for the same secret key', async () => {
    for (let i = 0; i < 20; i++) {
      const pair = await webKeyPair();
      if (!pair) throw new Error('no platform key pair');
      expect(hex(pair.publicKey)).toBe(hex(sdkKeyPair(pair.secretKey).publicKey));
      // Clamped, as generateKeyPair's.
      expect(hex(pair.secretKey)).toBe(hex(nodeCrypto.generateKeyPair(pair.secretKey).secretKey));
    }
  });

  it('agrees on the shared secret of the SDK and of the server’s backend (property)', async () => {
    await fc.assert(
      fc.asyncProperty(key32, key32, async (clientSeed, serverSeed) => {
        const client = nodeCrypto.generateKeyPair(clientSeed);
        const server = sdkKeyPair(serverSeed);
        const ours = await webSharedSecret(client.secretKey, server.publicKey);
        expect(ours && hex(ours)).toBe(hex(sdkSharedSecret(server.secretKey, client.publicKey)));
        expect(
          hex(await portableCrypto.agreeSharedSecret!(client.secretKey, server.publicKey)),
        ).toBe(hex(nodeCrypto.sharedSecret(client.secretKey, server.publicKey)));
      }),
      { numRuns: 40 },
    );
  });

  it('leaves a low-order public key to the portable code, which refuses it as sharedSecret does', async () => {
    const pair = nodeCrypto.generateKeyPair(new Uint8Array(32).fill(9));
    for (const weak of [LOW_ORDER_POINT, new Uint8Array(32)]) {
      expect(await webSharedSecret(pair.secretKey, weak)).toBeUndefined();
      const refused = await portableCrypto.agreeSharedSecret!(pair.secretKey, weak).then(
        () => 'no error',
        (error: unknown) => (error instanceof ChatCryptoError ? error.code : 'other error'),
      );
      expect(refused).toBe('weak-public-key');
    }
    await expect(
      portableCrypto.agreeSharedSecret!(pair.secretKey, new Uint8Array(31)),
    ).rejects.toMatchObject({
      code: 'key-length',
    });
  });

  it('answers nothing where the platform lacks it or WebCrypto is absent (plain http on a LAN)', async () => {
    const pair = nodeCrypto.generateKeyPair(new Uint8Array(32).fill(7));
    expect(await webKeyPair(withoutX25519)).toBeUndefined();
    expect(await webKeyPair(null)).toBeUndefined();
    expect(await webSharedSecret(pair.secretKey, pair.publicKey, withoutX25519)).toBeUndefined();
    expect(await webSharedSecret(pair.secretKey, pair.publicKey, null)).toBeUndefined();
  });

  it("the portable backend's connection key pair comes from @noble when the platform refuses", async () => {
    const platform = globalThis.crypto;
    const random = platform.getRandomValues.bind(platform);
    // A Crypto's members are not its own properties: the stand-in names the two used here.
    vi.stubGlobal('crypto', { subtle: withoutX25519, getRandomValues: random });
    try {
      const pair = await portableCrypto.connectionKeyPair!();
      expect(hex(pair.publicKey)).toBe(hex(sdkKeyPair(pair.secretKey).publicKey));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
