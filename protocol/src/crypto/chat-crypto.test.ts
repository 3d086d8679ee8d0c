import CryptoJS from 'crypto-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClientCrypto } from './chat-crypto';
import { ChatCryptoError, type ChatCryptoErrorCode } from './crypto-error';
import { nodeCrypto } from './node-crypto';
import { portableCrypto } from './portable-crypto';
import { sdkKeyPair, sdkSharedSecret } from './sdk-reference';

const backends: readonly ClientCrypto[] = [portableCrypto, nodeCrypto];
const key32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
// Text close to base64 (its alphabet, padding, a stray character) to probe the decoders' edges.
const base64ish = fc
  .string({ unit: fc.constantFrom(...'AQgw+/=Z9 -_'.split('')), maxLength: 48 })
  .map((text) => Uint8Array.from(Buffer.from(text, 'latin1')));
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function wordArray(bytes: Uint8Array): CryptoJS.lib.WordArray {
  return CryptoJS.enc.Hex.parse(hex(bytes));
}

function refusal(run: () => unknown): ChatCryptoErrorCode | 'no error' | 'other error' {
  try {
    run();
    return 'no error';
  } catch (error) {
    return error instanceof ChatCryptoError ? error.code : 'other error';
  }
}

// A point of order 8 on Curve25519 (RFC 7748 test vectors list it): its shared secret is all zero.
const LOW_ORDER_POINT = Buffer.from(
  'e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800',
  'hex',
);

describe.each(backends)('$backend backend gives the bytes of the references', (crypto) => {
  it('makes the X25519 key pair the SDK makes from the same seed', () => {
    fc.assert(
      fc.property(key32, (seed) => {
        const ours = crypto.generateKeyPair(seed);
        const theirs = sdkKeyPair(seed);
        expect(hex(ours.secretKey)).toBe(hex(theirs.secretKey));
        expect(hex(ours.publicKey)).toBe(hex(theirs.publicKey));
      }),
      { numRuns: 50 },
    );
  });

  it('agrees on the shared secret with the SDK from both sides', () => {
    fc.assert(
      fc.property(key32, key32, (clientSeed, serverSeed) => {
        const client = sdkKeyPair(clientSeed);
        const server = crypto.generateKeyPair(serverSeed);
        const serverSide = crypto.sharedSecret(server.secretKey, client.publicKey);
        expect(hex(serverSide)).toBe(hex(sdkSharedSecret(client.secretKey, server.publicKey)));
      }),
      { numRuns: 50 },
    );
  });

  it('matches the RFC 7748 X25519 test vector', () => {
    const alice = Buffer.from(
      '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a',
      'hex',
    );
    const bobPublic = Buffer.from(
      'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f',
      'hex',
    );
    expect(hex(crypto.sharedSecret(alice, bobPublic))).toBe(
      '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742',
    );
    expect(hex(crypto.generateKeyPair(alice).publicKey)).toBe(
      '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a',
    );
  });

  it('hashes with MD5 as crypto-js does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        expect(crypto.md5Hex(data)).toBe(CryptoJS.MD5(wordArray(data)).toString());
      }),
    );
  });

  it('encodes and decodes base64 as Buffer does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (data) => {
        const ascii = crypto.encodeBase64(data);
        expect(Buffer.from(ascii).toString('latin1')).toBe(Buffer.from(data).toString('base64'));
        expect(hex(crypto.decodeBase64(ascii))).toBe(hex(data));
        const target = new Uint8Array(ascii.length + 5).fill(0xee);
        expect(crypto.writeBase64(data, target, 3)).toBe(ascii.length);
        expect(hex(target)).toBe(`eeeeee${hex(ascii)}eeee`);
        expect(crypto.md5HexOfBase64(data)).toBe(
          CryptoJS.MD5(Buffer.from(ascii).toString('latin1')).toString(),
        );
      }),
    );
  });

  it('signs with Ed25519 (RFC 8032 test 1) and verifies only the right signature', () => {
    const signingKey = Buffer.from(
      '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
      'hex',
    );
    const publicKey = crypto.signingPublicKey(signingKey);
    expect(hex(publicKey)).toBe('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
    const signature = crypto.sign(signingKey, new Uint8Array());
    expect(hex(signature)).toBe(
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
    );
    expect(crypto.verify(publicKey, new Uint8Array(), signature)).toBe(true);
    expect(crypto.verify(publicKey, new Uint8Array([1]), signature)).toBe(false);
  });

  it('refuses wrong key, seed and signature lengths with typed errors', () => {
    const short = new Uint8Array(31);
    const long = new Uint8Array(33);
    const pair = crypto.generateKeyPair(new Uint8Array(32).fill(7));
    expect(refusal(() => crypto.generateKeyPair(short))).toBe('seed-length');
    expect(refusal(() => crypto.sharedSecret(short, pair.publicKey))).toBe('key-length');
    expect(refusal(() => crypto.sharedSecret(pair.secretKey, long))).toBe('key-length');
    expect(refusal(() => crypto.signingPublicKey(long))).toBe('key-length');
    expect(refusal(() => crypto.sign(short, new Uint8Array()))).toBe('key-length');
    expect(refusal(() => crypto.verify(short, new Uint8Array(), new Uint8Array(64)))).toBe(
      'key-length',
    );
    expect(refusal(() => crypto.verify(pair.publicKey, new Uint8Array(), new Uint8Array(63)))).toBe(
      'signature-length',
    );
  });

  it('refuses a low-order peer public key instead of deriving an all-zero secret', () => {
    const pair = crypto.generateKeyPair(new Uint8Array(32).fill(9));
    expect(refusal(() => crypto.sharedSecret(pair.secretKey, LOW_ORDER_POINT))).toBe(
      'weak-public-key',
    );
    expect(refusal(() => crypto.sharedSecret(pair.secretKey, new Uint8Array(32)))).toBe(
      'weak-public-key',
    );
  });

  it('reports malformed base64 as a typed error', () => {
    const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));
    for (const text of ['QQ=', 'QQ==QQ==', 'Q Q=', 'a-b_', '=AAA', 'AAA\n', 'QR==', 'QUF=']) {
      expect(
        refusal(() => crypto.decodeBase64(ascii(text))),
        text,
      ).toBe('malformed-base64');
    }
  });
});

describe('both backends give identical results', () => {
  it('for key pairs, shared secrets and signatures', () => {
    fc.assert(
      fc.property(key32, key32, fc.uint8Array({ maxLength: 64 }), (a, b, message) => {
        const [p, n] = [portableCrypto, nodeCrypto];
        expect(hex(p.generateKeyPair(a).publicKey)).toBe(hex(n.generateKeyPair(a).publicKey));
        const peer = n.generateKeyPair(b).publicKey;
        expect(hex(p.sharedSecret(a, peer))).toBe(hex(n.sharedSecret(a, peer)));
        const signature = p.sign(a, message);
        expect(hex(signature)).toBe(hex(n.sign(a, message)));
        expect(n.verify(p.signingPublicKey(a), message, signature)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('for the same refusal on arbitrary base64 input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 64 }), base64ish), (junk) => {
        expect(refusal(() => portableCrypto.decodeBase64(junk))).toBe(
          refusal(() => nodeCrypto.decodeBase64(junk)),
        );
      }),
    );
  });

  it('for the same bytes and refusals from base64 text with one flaw anywhere', () => {
    // The node backend decodes with Buffer's lenient decoder and then checks the text is canonical.
    const text = fc.record({
      data: fc.uint8Array({ minLength: 1, maxLength: 600 }),
      flaw: fc.option(
        fc.record({ at: fc.nat(), char: fc.constantFrom(' ', '-', '_', '=', '\n', 'A') }),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(text, ({ data, flaw }) => {
        const ascii = portableCrypto.encodeBase64(data);
        if (flaw) ascii[flaw.at % ascii.length] = flaw.char.charCodeAt(0);
        const fromNode = refusal(() => nodeCrypto.decodeBase64(ascii));
        expect(fromNode).toBe(refusal(() => portableCrypto.decodeBase64(ascii)));
        if (fromNode === 'no error') {
          expect(hex(nodeCrypto.decodeBase64(ascii))).toBe(hex(portableCrypto.decodeBase64(ascii)));
        }
      }),
      { numRuns: 200 },
    );
  });
});
