/** An X25519 key pair: both halves 32 bytes, the secret key already clamped. */
export interface ChatKeyPair {
  readonly publicKey: Uint8Array;
  readonly secretKey: Uint8Array;
}

/**
 * AES-128-CBC with PKCS7 padding under one fixed key and IV, reusable for many messages, answering
 * at once: OpenSSL's, for the Node backend only (`node-crypto.ts`).
 */
export interface PayloadCipher {
  encrypt(plaintext: Uint8Array): Uint8Array;
  /** Throws `ChatCryptoError('decrypt-failed')` on a wrong length or bad padding. */
  decrypt(ciphertext: Uint8Array): Uint8Array;
}

/**
 * The same AES-128-CBC/PKCS7 as `PayloadCipher`, answering later: the platform's AES where it is
 * asynchronous (WebCrypto's `crypto.subtle` in browsers). Each call works on a copy of its input
 * taken when it is made, so the caller may reuse the bytes at once.
 */
export interface AsyncPayloadCipher {
  encrypt(plaintext: Uint8Array): Promise<Uint8Array>;
  /** Rejects with `ChatCryptoError('decrypt-failed')` on a wrong length or bad padding. */
  decrypt(ciphertext: Uint8Array): Promise<Uint8Array>;
}

/**
 * The primitives a chat client needs, with one implementation per platform: `portable-crypto` for
 * browsers (AES through WebCrypto) and `node-crypto` for Node (OpenSSL). Both give identical bytes
 * and identical error codes for the same inputs; everything built on top (session keys, message
 * keys) is shared code.
 */
export interface ClientCrypto {
  readonly backend: 'portable' | 'node';

  /** A new X25519 key pair; from a 32-byte seed when given (clamped as the secret key), else random. */
  generateKeyPair(seed?: Uint8Array): ChatKeyPair;
  /** X25519(secretKey, peerPublicKey). Refuses low-order public keys (an all-zero secret). */
  sharedSecret(secretKey: Uint8Array, peerPublicKey: Uint8Array): Uint8Array;
  /**
   * Browsers: a fresh random key pair, answering later, by the platform's X25519 where it has one
   * (`web-x25519.ts`), else as `generateKeyPair()`. A connection starts it when it opens its
   * socket; without it, `generateKeyPair()` runs when the socket has opened.
   */
  connectionKeyPair?(): Promise<ChatKeyPair>;
  /** Browsers: `sharedSecret`, answering later, by the platform's X25519 where it has one. */
  agreeSharedSecret?(secretKey: Uint8Array, peerPublicKey: Uint8Array): Promise<Uint8Array>;

  /** Ed25519 public key of a 32-byte signing key. */
  signingPublicKey(signingKey: Uint8Array): Uint8Array;
  /** Ed25519 signature (64 bytes, deterministic). */
  sign(signingKey: Uint8Array, message: Uint8Array): Uint8Array;
  /** Whether `signature` is a valid Ed25519 signature of `message` by `publicKey`. */
  verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean;

  /** Lower-case hex MD5 digest. */
  md5Hex(data: Uint8Array): string;
  /** `md5Hex(encodeBase64(data))` in one step: how the aesKey and every msgKey are made. */
  md5HexOfBase64(data: Uint8Array): string;
  /**
   * The connection's AES key, imported once (`key` and `iv` are 16 bytes each; wrong lengths reject
   * with `key-length`). In browsers a non-extractable WebCrypto key.
   */
  importPayloadCipher(key: Uint8Array, iv: Uint8Array): Promise<AsyncPayloadCipher>;

  /** Base64 (standard alphabet, padded) as ASCII bytes. */
  encodeBase64(data: Uint8Array): Uint8Array;
  /** `encodeBase64` into `target` at `offset` (room for `base64Length(data.length)` bytes). */
  writeBase64(data: Uint8Array, target: Uint8Array, offset: number): number;
  /** Inverse of `encodeBase64` for canonical text only; `ChatCryptoError('malformed-base64')` otherwise. */
  decodeBase64(ascii: Uint8Array): Uint8Array;
}

/**
 * A backend that also encrypts synchronously: Node's (OpenSSL), which the chat gateway, its tests
 * and tools use. Browsers have no synchronous platform AES, so `portableCrypto` is only a
 * `ClientCrypto`.
 */
export interface ChatCrypto extends ClientCrypto {
  readonly backend: 'node';
  /** `key` and `iv` are 16 bytes each. */
  payloadCipher(key: Uint8Array, iv: Uint8Array): PayloadCipher;
}
