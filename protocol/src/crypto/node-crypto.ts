import {
  hash,
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  randomBytes,
  sign as nodeSign,
  verify as nodeVerify,
  type KeyObject,
} from 'node:crypto';
import type { AsyncPayloadCipher, ChatCrypto, ChatKeyPair, PayloadCipher } from './chat-crypto';
import { ChatCryptoError, badPadding, weakPublicKey } from './crypto-error';
import {
  assertAesParameterLength,
  assertCiphertextLength,
  assertKeyLength,
  assertSignatureLength,
} from './lengths';
import { clampedSecretKey } from './x25519-seed';

// Node backend on node:crypto (OpenSSL) and Buffer: keys, signatures, MD5, AES and base64.
// Never import this from browser code: the web app uses portable-crypto; the mock-server, tests and
// tools import this module.

// DER prefixes that wrap a raw 32-byte key as PKCS#8 (secret) or SPKI (public), RFC 8410.
const X25519_PKCS8 = Buffer.from('302e020100300506032b656e04220420', 'hex');
const X25519_SPKI = Buffer.from('302a300506032b656e032100', 'hex');
const ED25519_PKCS8 = Buffer.from('302e020100300506032b657004220420', 'hex');
const ED25519_SPKI = Buffer.from('302a300506032b6570032100', 'hex');

function secretKeyObject(prefix: Buffer, raw: Uint8Array): KeyObject {
  return createPrivateKey({ key: Buffer.concat([prefix, raw]), format: 'der', type: 'pkcs8' });
}

function publicKeyObject(prefix: Buffer, raw: Uint8Array): KeyObject {
  return createPublicKey({ key: Buffer.concat([prefix, raw]), format: 'der', type: 'spki' });
}

function rawPublicKey(secret: KeyObject): Uint8Array {
  const spki = createPublicKey(secret).export({ format: 'der', type: 'spki' });
  return Uint8Array.from(spki.subarray(spki.length - 32));
}

/** A plain Uint8Array view, so callers compare and serialise the same type from both backends. */
function bytes(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
}

function generateKeyPair(seed?: Uint8Array): ChatKeyPair {
  const secretKey = clampedSecretKey(seed ?? randomBytes(32));
  return { secretKey, publicKey: rawPublicKey(secretKeyObject(X25519_PKCS8, secretKey)) };
}

function sharedSecret(secretKey: Uint8Array, peerPublicKey: Uint8Array): Uint8Array {
  assertKeyLength(secretKey, 'secret key');
  assertKeyLength(peerPublicKey, 'peer public key');
  let secret: Buffer;
  try {
    secret = diffieHellman({
      privateKey: secretKeyObject(X25519_PKCS8, secretKey),
      publicKey: publicKeyObject(X25519_SPKI, peerPublicKey),
    });
  } catch {
    throw weakPublicKey();
  }
  // Same rule as the portable backend: an all-zero secret means a low-order public key.
  if (secret.every((byte) => byte === 0)) throw weakPublicKey();
  return Uint8Array.from(secret);
}

function signingPublicKey(signingKey: Uint8Array): Uint8Array {
  assertKeyLength(signingKey, 'signing key');
  return rawPublicKey(secretKeyObject(ED25519_PKCS8, signingKey));
}

function sign(signingKey: Uint8Array, message: Uint8Array): Uint8Array {
  assertKeyLength(signingKey, 'signing key');
  return bytes(nodeSign(null, message, secretKeyObject(ED25519_PKCS8, signingKey)));
}

function verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  assertKeyLength(publicKey, 'public key');
  assertSignatureLength(signature);
  try {
    return nodeVerify(null, message, publicKeyObject(ED25519_SPKI, publicKey), signature);
  } catch {
    return false;
  }
}

/**
 * AES-128-CBC with OpenSSL's PKCS7 padding, one cipher context per message (`createCipheriv` /
 * `createDecipheriv`), so messages share no state. OpenSSL checks every padding byte when it
 * decrypts; its refusal ("bad decrypt") becomes `decrypt-failed`, like the browser backend's.
 */
function payloadCipher(key: Uint8Array, iv: Uint8Array): PayloadCipher {
  assertAesParameterLength(key, 'AES key');
  assertAesParameterLength(iv, 'AES IV');
  const aesKey = Buffer.from(key);
  const aesIV = Buffer.from(iv);
  return {
    encrypt(plaintext) {
      const cipher = createCipheriv('aes-128-cbc', aesKey, aesIV);
      return bytes(Buffer.concat([cipher.update(plaintext), cipher.final()]));
    },
    decrypt(ciphertext) {
      assertCiphertextLength(ciphertext);
      const decipher = createDecipheriv('aes-128-cbc', aesKey, aesIV);
      const head = decipher.update(ciphertext);
      let tail: Buffer;
      try {
        tail = decipher.final();
      } catch {
        throw badPadding();
      }
      return bytes(tail.length === 0 ? head : Buffer.concat([head, tail]));
    },
  };
}

/** OpenSSL's answer, handed over as a settled promise (for the client runtime in Node). */
function asyncCipher(cipher: PayloadCipher): AsyncPayloadCipher {
  return {
    encrypt: (plaintext) => settle(() => cipher.encrypt(plaintext)),
    decrypt: (ciphertext) => settle(() => cipher.decrypt(ciphertext)),
  };
}

function settle(work: () => Uint8Array): Promise<Uint8Array> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

function base64Text(data: Uint8Array): string {
  return Buffer.from(data.buffer, data.byteOffset, data.length).toString('base64');
}

function encodeBase64(data: Uint8Array): Uint8Array {
  return bytes(Buffer.from(base64Text(data), 'latin1'));
}

function writeBase64(data: Uint8Array, target: Uint8Array, offset: number): number {
  // Base64 text is ASCII, so its latin1 bytes are its bytes.
  const into = Buffer.from(target.buffer, target.byteOffset, target.length);
  return into.write(base64Text(data), offset, 'latin1');
}

function decodeBase64(ascii: Uint8Array): Uint8Array {
  const text = Buffer.from(ascii.buffer, ascii.byteOffset, ascii.length).toString('latin1');
  const data = Buffer.from(text, 'base64');
  // Node's decoder skips foreign characters and accepts the URL alphabet; only canonical text
  // encodes back to itself, which is the portable decoder's rule too.
  if (data.toString('base64') !== text) {
    throw new ChatCryptoError('malformed-base64', 'payload is not canonical base64 text');
  }
  return bytes(data);
}

export const nodeCrypto: ChatCrypto = {
  backend: 'node',
  generateKeyPair,
  sharedSecret,
  signingPublicKey,
  sign,
  verify,
  md5Hex: (data) => hash('md5', data, 'hex'),
  md5HexOfBase64: (data) => hash('md5', base64Text(data), 'hex'),
  payloadCipher,
  importPayloadCipher: (key, iv) => {
    try {
      return Promise.resolve(asyncCipher(payloadCipher(key, iv)));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  },
  encodeBase64,
  writeBase64,
  decodeBase64,
};
