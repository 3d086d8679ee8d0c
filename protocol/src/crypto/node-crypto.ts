import {
  createCipheriv,
  createDecipheriv,
  hash,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  randomBytes,
  sign as nodeSign,
  verify as nodeVerify,
  type Cipher,
  type Decipher,
  type KeyObject,
} from 'node:crypto';
import type { ChatCrypto, ChatKeyPair, PayloadCipher } from './chat-crypto';
import { badPadding, ChatCryptoError, weakPublicKey } from './crypto-error';
import {
  AES_BLOCK_LENGTH,
  assertAesParameterLength,
  assertCiphertextLength,
  assertKeyLength,
  assertSignatureLength,
} from './lengths';
import { clampedSecretKey } from './x25519-seed';
import { decodeBase64 as decodeShortBase64 } from './base64';
import { pooledBytes } from '../wire/byte-pool';

// Server backend on node:crypto (OpenSSL). Never import this from browser code: the web app uses
// portable-crypto; only the mock-server imports this module.

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
 * AES-128-CBC/PKCS7 on two long-lived OpenSSL contexts instead of one new context per message
 * (creating one costs more than encrypting a 100-byte message). Without padding, an OpenSSL CBC
 * context simply continues its chain from the last ciphertext block it saw; folding
 * `iv XOR lastBlock` into each message's first block (before encrypting, after decrypting) makes
 * every message come out as if the chain had restarted from the IV. Padding is ours: PKCS7, strict.
 */
class StreamingCbcCipher implements PayloadCipher {
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
    const length = plaintext.length;
    const padding = AES_BLOCK_LENGTH - (length % AES_BLOCK_LENGTH);
    if (this.scratch.length < length + padding) {
      this.scratch = new Uint8Array(Math.max(length + padding, this.scratch.length * 2));
    }
    const padded = this.scratch;
    padded.set(plaintext);
    for (let i = length; i < length + padding; i++) padded[i] = padding;
    const iv = this.iv;
    const chain = this.encryptChain;
    for (let i = 0; i < AES_BLOCK_LENGTH; i++) padded[i]! ^= iv[i]! ^ chain[i]!;
    const ciphertext = this.encryptor.update(padded.subarray(0, length + padding));
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
    const padding = plaintext[plaintext.length - 1]!;
    if (padding < 1 || padding > AES_BLOCK_LENGTH) throw badPadding();
    for (let i = plaintext.length - padding; i < plaintext.length; i++) {
      if (plaintext[i] !== padding) throw badPadding();
    }
    return bytes(plaintext.subarray(0, plaintext.length - padding));
  }
}

function payloadCipher(key: Uint8Array, iv: Uint8Array): PayloadCipher {
  assertAesParameterLength(key, 'AES key');
  assertAesParameterLength(iv, 'AES IV');
  return new StreamingCbcCipher(key, iv);
}

function base64Text(data: Uint8Array): string {
  return Buffer.from(data.buffer, data.byteOffset, data.length).toString('base64');
}

function encodeBase64(data: Uint8Array): Uint8Array {
  const text = base64Text(data);
  const ascii = Buffer.allocUnsafe(text.length);
  ascii.write(text, 'latin1');
  return bytes(ascii);
}

const utf8 = new TextEncoder();

function writeBase64(data: Uint8Array, target: Uint8Array, offset: number): number {
  // Base64 text is ASCII, so its UTF-8 is its latin1: the standard encoder writes it in place.
  return utf8.encodeInto(base64Text(data), target.subarray(offset)).written;
}

/**
 * Up to this many base64 characters are decoded in JavaScript into pooled bytes: a chat message's
 * payload is usually short, and Node's decoder takes three conversions through strings (bytes to
 * text, text to bytes, and back to check it is canonical), each a call into C++ that costs more than
 * decoding 100 characters. Longer payloads go to Node's decoder, which is faster per byte.
 */
const JS_DECODE_MAX = 512;

function decodeBase64(ascii: Uint8Array): Uint8Array {
  return ascii.length <= JS_DECODE_MAX
    ? decodeShortBase64(ascii, pooledBytes)
    : decodeLongBase64(ascii);
}

function decodeLongBase64(ascii: Uint8Array): Uint8Array {
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
  // hash() takes the text as is: base64 is ASCII, so its UTF-8 is the same bytes.
  md5HexOfBase64: (data) => hash('md5', base64Text(data), 'hex'),
  payloadCipher,
  encodeBase64,
  writeBase64,
  decodeBase64,
};
