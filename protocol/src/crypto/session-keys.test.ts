import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClientCrypto } from './chat-crypto';
import { ChatCryptoError } from './crypto-error';
import { nodeCrypto } from './node-crypto';
import { portableCrypto } from './portable-crypto';
import {
  sdkDecryptPayload,
  sdkEncryptText,
  sdkKeyPair,
  sdkOpenRecv,
  sdkSealSend,
  sdkSessionStrings,
} from './sdk-reference';
import {
  clientSessionKeysFrom,
  deriveClientSessionKeys,
  deriveSessionKeys,
  msgKeysEqual,
  sessionKeysFrom,
  type ClientSessionKeys,
  type KeyExchange,
  type SessionKeys,
} from './session-keys';
import type { RecvVerificationFields, SendVerificationFields } from './verification';

/** The synchronous keys (the gateway's) in the asynchronous shape, so one suite covers all. */
function asAsync(keys: SessionKeys): ClientSessionKeys {
  return {
    aesKey: keys.aesKey,
    aesIV: keys.aesIV,
    encryptPayload: async (p) => keys.encryptPayload(p),
    decryptPayload: async (p) => keys.decryptPayload(p),
    msgKey: async (v) => keys.msgKey(v),
    sealSend: async (f, p) => keys.sealSend(f, p),
    openSend: async (f, p, k) => keys.openSend(f, p, k),
    sealRecv: async (f, p) => keys.sealRecv(f, p),
    openRecv: async (f, p, k) => keys.openRecv(f, p, k),
  };
}

interface Flavour {
  name: string;
  crypto: ClientCrypto;
  keysFrom(aesKey: string, aesIV: string): Promise<ClientSessionKeys>;
  derive(exchange: KeyExchange): Promise<ClientSessionKeys>;
}

const flavours: readonly Flavour[] = [
  {
    name: 'portable (WebCrypto)',
    crypto: portableCrypto,
    keysFrom: (k, iv) => clientSessionKeysFrom(portableCrypto, k, iv),
    derive: (exchange) => deriveClientSessionKeys(portableCrypto, exchange),
  },
  {
    name: 'node, asynchronous',
    crypto: nodeCrypto,
    keysFrom: (k, iv) => clientSessionKeysFrom(nodeCrypto, k, iv),
    derive: (exchange) => deriveClientSessionKeys(nodeCrypto, exchange),
  },
  {
    name: 'node, synchronous (the gateway)',
    crypto: nodeCrypto,
    keysFrom: async (k, iv) => asAsync(sessionKeysFrom(nodeCrypto, k, iv)),
    derive: async (exchange) => asAsync(deriveSessionKeys(nodeCrypto, exchange)),
  },
];
const utf8 = new TextEncoder();
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

const SAMPLES = [
  '你好，我的订单什么时候发货？',
  'สวัสดีครับ สินค้ายังมีอยู่ไหม',
  'Thanks! 👍🏽👨‍👩‍👧 🛒',
  '',
  'plain ascii',
];

// Any text a shopper can type, astral characters included (no lone surrogates: UTF-8 cannot carry them).
const anyText = fc.string({ unit: 'binary', maxLength: 80 });
const key32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
const aesKeyText = fc.stringMatching(/^[0-9a-f]{16}$/);
const saltText = fc.string({ unit: 'grapheme-ascii', minLength: 16, maxLength: 32 });
const sendFields = fc.record({
  clientSeq: fc.nat({ max: 0x7fffffff }),
  clientMsgNo: fc.oneof(fc.uuid(), anyText),
  channelID: anyText,
  channelType: fc.integer({ min: 0, max: 255 }),
});
const recvFields = fc.record({
  messageID: fc.bigInt({ min: 0n, max: (1n << 63n) - 1n }).map(String),
  messageSeq: fc.nat({ max: 0x7fffffff }),
  clientMsgNo: fc.oneof(fc.uuid(), anyText),
  timestamp: fc.nat({ max: 0x7fffffff }),
  fromUID: anyText,
  channelID: anyText,
  channelType: fc.integer({ min: 0, max: 255 }),
});

describe.each(flavours)(
  '$name session keys talk to the official SDK',
  ({ crypto, keysFrom, derive }) => {
    it('derives the aesKey and aesIV the SDK derives from the same CONNACK', async () => {
      await fc.assert(
        fc.asyncProperty(key32, key32, saltText, async (clientSeed, serverSeed, salt) => {
          const client = sdkKeyPair(clientSeed);
          const server = crypto.generateKeyPair(serverSeed);
          const serverKeyBase64 = Buffer.from(server.publicKey).toString('base64');
          const sdk = sdkSessionStrings(client.secretKey, serverKeyBase64, salt);
          const ours = await derive({
            secretKey: server.secretKey,
            peerPublicKey: client.publicKey,
            salt,
          });
          expect(ours.aesKey).toBe(sdk.aesKey);
          expect(ours.aesIV).toBe(sdk.aesIV);
          expect(ours.aesKey).toMatch(/^[0-9a-f]{16}$/);
        }),
        { numRuns: 30 },
      );
    });

    it('seals a SEND payload and msgKey byte for byte as the SDK encodes them', async () => {
      await fc.assert(
        fc.asyncProperty(
          aesKeyText,
          saltText,
          sendFields,
          anyText,
          async (aesKey, salt, fields, message) => {
            const plaintext = utf8.encode(JSON.stringify({ type: 1, content: message }));
            const keys = await keysFrom(aesKey, salt.substring(0, 16));
            const sdk = sdkSealSend(keys.aesKey, keys.aesIV, fields, plaintext);
            // The SDK fills an empty clientMsgNo with a fresh GUID before sealing; seal what it sent.
            const ours = await keys.sealSend(
              { ...fields, clientMsgNo: sdk.clientMsgNo },
              plaintext,
            );
            expect(latin1(ours.payload)).toBe(latin1(sdk.payload));
            expect(ours.msgKey).toBe(sdk.msgKey);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('opens what the SDK sent (server side of SEND)', async () => {
      for (const message of SAMPLES) {
        const plaintext = utf8.encode(JSON.stringify({ type: 1, content: message }));
        const fields: SendVerificationFields = {
          clientSeq: 7,
          clientMsgNo: '订单-42',
          channelID: 'merchant_สวัสดี',
          channelType: 1,
        };
        const keys = await keysFrom('0123456789abcdef', 'salt-16-chars-ab');
        const sdk = sdkSealSend(keys.aesKey, keys.aesIV, fields, plaintext);
        const opened = await keys.openSend(fields, sdk.payload, sdk.msgKey);
        expect(opened.ok && text(opened.plaintext)).toBe(text(plaintext));
        // Another channel, same bytes: the msgKey no longer vouches for them.
        expect(
          await keys.openSend({ ...fields, channelID: 'other' }, sdk.payload, sdk.msgKey),
        ).toEqual({
          ok: false,
          reason: 'msg-key-mismatch',
        });
      }
    });

    it('seals RECV packets the SDK accepts and decrypts to the same text', async () => {
      await fc.assert(
        fc.asyncProperty(
          aesKeyText,
          saltText,
          recvFields,
          anyText,
          async (aesKey, salt, fields, message) => {
            const plaintext = utf8.encode(JSON.stringify({ type: 1, content: message }));
            const keys = await keysFrom(aesKey, salt);
            const sealed = await keys.sealRecv(fields, plaintext);
            const sdk = sdkOpenRecv(keys.aesKey, keys.aesIV, fields, sealed.payload, sealed.msgKey);
            expect(sdk && text(sdk)).toBe(text(plaintext));
            // The client side of our own code agrees.
            const opened = await keys.openRecv(fields, sealed.payload, sealed.msgKey);
            expect(opened.ok && text(opened.plaintext)).toBe(text(plaintext));
          },
        ),
        { numRuns: 60 },
      );
    });

    it('ignores a RECV whose msgKey does not match, as the SDK does', async () => {
      const keys = await keysFrom('fedcba9876543210', '0123456789abcdefXYZ');
      const fields: RecvVerificationFields = {
        messageID: 9223372036854775807n,
        messageSeq: 3,
        clientMsgNo: 'c1',
        timestamp: 1_700_000_000,
        fromUID: 'shopper',
        channelID: 'cs',
        channelType: 1,
      };
      const sealed = await keys.sealRecv(fields, utf8.encode('{"type":1,"content":"hi"}'));
      const later = { ...fields, messageSeq: 4 };
      expect(sdkOpenRecv(keys.aesKey, keys.aesIV, later, sealed.payload, sealed.msgKey)).toBeNull();
      expect(await keys.openRecv(later, sealed.payload, sealed.msgKey)).toEqual({
        ok: false,
        reason: 'msg-key-mismatch',
      });
      // messageID as bigint or decimal text covers the same bytes.
      const asText = { ...fields, messageID: '9223372036854775807' };
      expect((await keys.openRecv(asText, sealed.payload, sealed.msgKey)).ok).toBe(true);
    });

    it('encrypts text as SecurityManager.encryption does and decrypts what it encrypts', async () => {
      for (const message of SAMPLES) {
        const keys = await keysFrom('a1b2c3d4e5f60718', 'iv-from-salt-0001');
        const wire = await keys.encryptPayload(utf8.encode(message));
        expect(latin1(wire)).toBe(sdkEncryptText(keys.aesKey, keys.aesIV, message));
        expect(text(sdkDecryptPayload(keys.aesKey, keys.aesIV, wire))).toBe(message);
        expect(text(await keys.decryptPayload(wire))).toBe(message);
      }
    });

    it('treats a salt shorter than 16 characters as crypto-js does (zero-filled IV)', async () => {
      for (const salt of ['', 'abc', '0123456789abcde']) {
        const keys = await keysFrom('0123456789abcdef', salt);
        expect(keys.aesIV).toBe(salt);
        const wire = await keys.encryptPayload(utf8.encode('短盐 ok'));
        expect(latin1(wire)).toBe(sdkEncryptText(keys.aesKey, salt, '短盐 ok'));
      }
    });

    it('reports a payload that is not base64 or does not decrypt, without throwing', async () => {
      const keys = await keysFrom('0123456789abcdef', '0123456789abcdef');
      const fields: SendVerificationFields = {
        clientSeq: 1,
        clientMsgNo: 'x',
        channelID: 'c',
        channelType: 1,
      };
      const notBase64 = utf8.encode('not base64!');
      const unpadded = utf8.encode(Buffer.from(new Uint8Array(16)).toString('base64'));
      const forge = (payload: Uint8Array) => keys.msgKey(utf8.encode(`1xc1${latin1(payload)}`));
      expect(await keys.openSend(fields, notBase64, await forge(notBase64))).toEqual({
        ok: false,
        reason: 'malformed-base64',
      });
      expect(await keys.openSend(fields, unpadded, await forge(unpadded))).toEqual({
        ok: false,
        reason: 'decrypt-failed',
      });
    });

    it('refuses an AES key text that is not 16 bytes', async () => {
      await expect(keysFrom('short', '0123456789abcdef')).rejects.toThrow(ChatCryptoError);
      await expect(keysFrom('0123456789abcdeé', '0123456789abcdef')).rejects.toThrow(
        ChatCryptoError,
      );
    });
  },
);

describe('both backends seal identical bytes', () => {
  it('for any keys, fields and unicode text', async () => {
    await fc.assert(
      fc.asyncProperty(
        aesKeyText,
        saltText,
        sendFields,
        recvFields,
        anyText,
        async (key, salt, s, r, msg) => {
          const plaintext = utf8.encode(msg);
          const portable = await clientSessionKeysFrom(portableCrypto, key, salt);
          const node = sessionKeysFrom(nodeCrypto, key, salt);
          const a = await portable.sealSend(s, plaintext);
          const b = node.sealSend(s, plaintext);
          expect(latin1(a.payload)).toBe(latin1(b.payload));
          expect(a.msgKey).toBe(b.msgKey);
          expect(await portable.sealRecv(r, plaintext)).toEqual(node.sealRecv(r, plaintext));
          const opened = node.openSend(s, a.payload, a.msgKey);
          expect(opened.ok && text(opened.plaintext)).toBe(msg);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('msgKeysEqual', () => {
  it('says what === says, for msgKeys and any other text', () => {
    const hex32 = fc.stringMatching(/^[0-9a-f]{32}$/);
    fc.assert(
      fc.property(fc.oneof(hex32, anyText), fc.oneof(hex32, anyText), (a, b) => {
        expect(msgKeysEqual(a, b)).toBe(a === b);
        expect(msgKeysEqual(a, a)).toBe(true);
      }),
    );
    expect(
      msgKeysEqual('0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdee'),
    ).toBe(false);
  });
});
