import { ed25519, x25519 } from '@noble/curves/ed25519.js';
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { decodeBase64, encodeBase64, writeBase64 } from './base64';
import type { ChatKeyPair, ClientCrypto } from './chat-crypto';
import { weakPublicKey } from './crypto-error';
import { assertKeyLength, assertSignatureLength } from './lengths';
import { importAesCbc } from './web-aes';
import { webKeyPair, webSharedSecret } from './web-x25519';
import { clampedSecretKey } from './x25519-seed';

// Browser backend: X25519, Ed25519 and MD5 from the audited @noble libraries, AES from the
// platform (WebCrypto, `web-aes.ts`), and a connection's key agreement from the platform's X25519
// where it has one (`web-x25519.ts`), @noble's otherwise. No Node APIs: it runs in browsers and in
// Node alike.

function generateKeyPair(seed?: Uint8Array): ChatKeyPair {
  const secretKey = clampedSecretKey(seed ?? randomBytes(32));
  return { secretKey, publicKey: x25519.getPublicKey(secretKey) };
}

function sharedSecret(secretKey: Uint8Array, peerPublicKey: Uint8Array): Uint8Array {
  assertKeyLength(secretKey, 'secret key');
  assertKeyLength(peerPublicKey, 'peer public key');
  try {
    return x25519.getSharedSecret(secretKey, peerPublicKey);
  } catch {
    // noble refuses an all-zero result, which only a low-order public key produces.
    throw weakPublicKey();
  }
}

async function agreeSharedSecret(
  secretKey: Uint8Array,
  peerPublicKey: Uint8Array,
): Promise<Uint8Array> {
  assertKeyLength(secretKey, 'secret key');
  assertKeyLength(peerPublicKey, 'peer public key');
  return (
    (await webSharedSecret(secretKey, peerPublicKey)) ?? sharedSecret(secretKey, peerPublicKey)
  );
}

function signingPublicKey(signingKey: Uint8Array): Uint8Array {
  assertKeyLength(signingKey, 'signing key');
  return ed25519.getPublicKey(signingKey);
}

function sign(signingKey: Uint8Array, message: Uint8Array): Uint8Array {
  assertKeyLength(signingKey, 'signing key');
  return ed25519.sign(message, signingKey);
}

function verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  assertKeyLength(publicKey, 'public key');
  assertSignatureLength(signature);
  try {
    return ed25519.verify(signature, message, publicKey);
  } catch {
    return false;
  }
}

export const portableCrypto: ClientCrypto = {
  backend: 'portable',
  generateKeyPair,
  sharedSecret,
  connectionKeyPair: async () => (await webKeyPair()) ?? generateKeyPair(),
  agreeSharedSecret,
  signingPublicKey,
  sign,
  verify,
  md5Hex: (data) => bytesToHex(md5(data)),
  md5HexOfBase64: (data) => bytesToHex(md5(encodeBase64(data))),
  importPayloadCipher: (key, iv) => importAesCbc(key, iv),
  encodeBase64,
  writeBase64,
  decodeBase64,
};
