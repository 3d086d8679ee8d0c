import type { AsyncPayloadCipher, ChatCrypto, ClientCrypto, PayloadCipher } from './chat-crypto';
import { ChatCryptoError } from './crypto-error';
import { AES_BLOCK_LENGTH } from './lengths';
import { base64Length } from './base64';
import {
  recvVerification,
  recvVerificationPrefix,
  sendVerification,
  sendVerificationPrefix,
  verificationWithRoom,
  type RecvVerificationFields,
  type SendVerificationFields,
} from './verification';

/** A payload ready for the wire and the msgKey that vouches for it. */
export interface SealedPayload {
  /**
   * Base64 text of the AES ciphertext, as ASCII bytes: what the packet's payload field carries. A
   * view on a larger buffer (its verification string): read it through the view, or `slice()` it.
   */
  readonly payload: Uint8Array;
  readonly msgKey: string;
}

/**
 * The result of checking and decrypting a received payload. `msg-key-mismatch` maps to reason code
 * msgKeyError (8), the two others to payloadDecodeError (9).
 */
export type OpenedPayload =
  | { readonly ok: true; readonly plaintext: Uint8Array }
  | {
      readonly ok: false;
      readonly reason: 'msg-key-mismatch' | 'malformed-base64' | 'decrypt-failed';
    };

/** One connection's message keys: derived once after CONNACK, then used for every message. */
export interface SessionKeys {
  /** The 16-character AES key text (first 16 hex digits of MD5 of the base64 shared secret). */
  readonly aesKey: string;
  /** The 16-character IV text (first 16 characters of the server's salt). */
  readonly aesIV: string;

  /** Plaintext bytes to wire payload bytes (base64 text of the ciphertext). */
  encryptPayload(plaintext: Uint8Array): Uint8Array;
  /** Wire payload bytes back to plaintext; throws `ChatCryptoError` (malformed-base64, decrypt-failed). */
  decryptPayload(payload: Uint8Array): Uint8Array;
  /** MD5 hex of the base64 AES encryption of a verification string. */
  msgKey(verification: Uint8Array): string;

  /** Client side of SEND. */
  sealSend(fields: SendVerificationFields, plaintext: Uint8Array): SealedPayload;
  /** Server side of SEND. */
  openSend(fields: SendVerificationFields, payload: Uint8Array, msgKey: string): OpenedPayload;
  /** Server side of RECV. */
  sealRecv(fields: RecvVerificationFields, plaintext: Uint8Array): SealedPayload;
  /** Client side of RECV: a wrong msgKey means the message is ignored (spec section 5). */
  openRecv(fields: RecvVerificationFields, payload: Uint8Array, msgKey: string): OpenedPayload;
}

/**
 * `SessionKeys` on the platform's asynchronous AES (WebCrypto in browsers): what the client runtime
 * uses. Each call's result depends only on its arguments; ordering is the caller's (the client's
 * per-connection pipeline).
 */
export interface ClientSessionKeys {
  readonly aesKey: string;
  readonly aesIV: string;
  encryptPayload(plaintext: Uint8Array): Promise<Uint8Array>;
  /** Rejects with `ChatCryptoError` (malformed-base64, decrypt-failed). */
  decryptPayload(payload: Uint8Array): Promise<Uint8Array>;
  msgKey(verification: Uint8Array): Promise<string>;
  sealSend(fields: SendVerificationFields, plaintext: Uint8Array): Promise<SealedPayload>;
  openSend(
    fields: SendVerificationFields,
    payload: Uint8Array,
    msgKey: string,
  ): Promise<OpenedPayload>;
  sealRecv(fields: RecvVerificationFields, plaintext: Uint8Array): Promise<SealedPayload>;
  openRecv(
    fields: RecvVerificationFields,
    payload: Uint8Array,
    msgKey: string,
  ): Promise<OpenedPayload>;
}

/** What each side knows after the CONNECT/CONNACK exchange. */
export interface KeyExchange {
  /** Our X25519 secret key. */
  readonly secretKey: Uint8Array;
  /** The other side's X25519 public key (CONNECT clientKey or CONNACK serverKey, base64-decoded). */
  readonly peerPublicKey: Uint8Array;
  /** The salt the server sent in CONNACK. */
  readonly salt: string;
}

const utf8 = new TextEncoder();

/**
 * aesKey = first 16 characters of MD5-hex(base64(X25519 shared secret)), as the SDK derives it:
 * the one derivation of the repository, whoever computed the shared secret.
 */
export function aesKeyFromSharedSecret(crypto: ClientCrypto, sharedSecret: Uint8Array): string {
  return crypto.md5HexOfBase64(sharedSecret).slice(0, AES_BLOCK_LENGTH);
}

/** IV text = the first 16 characters of the salt (the whole salt when shorter). */
export function aesIVFromSalt(salt: string): string {
  return salt.substring(0, AES_BLOCK_LENGTH);
}

export function deriveSessionKeys(crypto: ChatCrypto, exchange: KeyExchange): SessionKeys {
  return sessionKeysFromSharedSecret(
    crypto,
    crypto.sharedSecret(exchange.secretKey, exchange.peerPublicKey),
    exchange.salt,
  );
}

/**
 * Session keys from an X25519 shared secret computed elsewhere (a gateway's own key agreement) and
 * the CONNACK salt, by the same derivation as `deriveSessionKeys`.
 */
export function sessionKeysFromSharedSecret(
  crypto: ChatCrypto,
  sharedSecret: Uint8Array,
  salt: string,
): SessionKeys {
  return sessionKeysFrom(crypto, aesKeyFromSharedSecret(crypto, sharedSecret), aesIVFromSalt(salt));
}

/** The client's keys: the AES key imported once (non-extractable in browsers). */
export async function deriveClientSessionKeys(
  crypto: ClientCrypto,
  exchange: KeyExchange,
): Promise<ClientSessionKeys> {
  const shared = crypto.agreeSharedSecret
    ? await crypto.agreeSharedSecret(exchange.secretKey, exchange.peerPublicKey)
    : crypto.sharedSecret(exchange.secretKey, exchange.peerPublicKey);
  return clientSessionKeysFrom(
    crypto,
    aesKeyFromSharedSecret(crypto, shared),
    aesIVFromSalt(exchange.salt),
  );
}

/** `sessionKeysFrom` for the asynchronous AES (same rules for the two texts). */
export async function clientSessionKeysFrom(
  crypto: ClientCrypto,
  aesKey: string,
  aesIV: string,
): Promise<ClientSessionKeys> {
  const { keyBytes, ivBytes } = aesParameters(aesKey, aesIV);
  const cipher = await crypto.importPayloadCipher(keyBytes, ivBytes);
  return new AsyncSessionKeys(crypto, cipher, aesKey, aesIV);
}

/**
 * Session keys from the key and IV texts. The key must be 16 bytes of UTF-8 (a derived key always
 * is). The IV takes the first 16 UTF-8 bytes of its text, zero-filled when shorter: what crypto-js
 * does with the SDK's IV, so a short salt still talks to the official client.
 */
export function sessionKeysFrom(crypto: ChatCrypto, aesKey: string, aesIV: string): SessionKeys {
  const { keyBytes, ivBytes } = aesParameters(aesKey, aesIV);
  return new CachedSessionKeys(crypto, crypto.payloadCipher(keyBytes, ivBytes), aesKey, aesIV);
}

function aesParameters(
  aesKey: string,
  aesIV: string,
): { keyBytes: Uint8Array; ivBytes: Uint8Array } {
  const keyBytes = utf8.encode(aesKey);
  if (keyBytes.length !== AES_BLOCK_LENGTH) {
    throw new ChatCryptoError(
      'key-length',
      `AES key text must be ${AES_BLOCK_LENGTH} bytes of UTF-8, got ${keyBytes.length}`,
    );
  }
  const ivBytes = new Uint8Array(AES_BLOCK_LENGTH);
  ivBytes.set(utf8.encode(aesIV).subarray(0, AES_BLOCK_LENGTH));
  return { keyBytes, ivBytes };
}

/**
 * Whether two msgKeys are equal, in time that depends only on their lengths (always 32 hex digits
 * from a well-formed peer): a mismatch must not tell an attacker how many leading digits were right.
 */
export function msgKeysEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** An opened payload from a decryption that failed: the reason a gateway answers with. */
function refusal(error: unknown): OpenedPayload {
  if (error instanceof ChatCryptoError && error.code === 'malformed-base64') {
    return { ok: false, reason: 'malformed-base64' };
  }
  if (error instanceof ChatCryptoError) return { ok: false, reason: 'decrypt-failed' };
  throw error;
}

class CachedSessionKeys implements SessionKeys {
  constructor(
    private readonly crypto: ChatCrypto,
    private readonly cipher: PayloadCipher,
    readonly aesKey: string,
    readonly aesIV: string,
  ) {}

  encryptPayload(plaintext: Uint8Array): Uint8Array {
    return this.crypto.encodeBase64(this.cipher.encrypt(plaintext));
  }

  decryptPayload(payload: Uint8Array): Uint8Array {
    return this.cipher.decrypt(this.crypto.decodeBase64(payload));
  }

  msgKey(verification: Uint8Array): string {
    return this.crypto.md5HexOfBase64(this.cipher.encrypt(verification));
  }

  sealSend(fields: SendVerificationFields, plaintext: Uint8Array): SealedPayload {
    return this.seal(sendVerificationPrefix(fields), plaintext);
  }

  openSend(fields: SendVerificationFields, payload: Uint8Array, msgKey: string): OpenedPayload {
    return this.open(sendVerification(fields, payload), payload, msgKey);
  }

  sealRecv(fields: RecvVerificationFields, plaintext: Uint8Array): SealedPayload {
    return this.seal(recvVerificationPrefix(fields), plaintext);
  }

  openRecv(fields: RecvVerificationFields, payload: Uint8Array, msgKey: string): OpenedPayload {
    return this.open(recvVerification(fields, payload), payload, msgKey);
  }

  /** The payload's base64 is written once, into its verification string; the payload is a view. */
  private seal(prefix: string, plaintext: Uint8Array): SealedPayload {
    const ciphertext = this.cipher.encrypt(plaintext);
    const payloadLength = base64Length(ciphertext.length);
    const { verification, payloadOffset } = verificationWithRoom(prefix, payloadLength);
    this.crypto.writeBase64(ciphertext, verification, payloadOffset);
    return { payload: verification.subarray(payloadOffset), msgKey: this.msgKey(verification) };
  }

  private open(verification: Uint8Array, payload: Uint8Array, msgKey: string): OpenedPayload {
    if (!msgKeysEqual(this.msgKey(verification), msgKey)) {
      return { ok: false, reason: 'msg-key-mismatch' };
    }
    try {
      return { ok: true, plaintext: this.decryptPayload(payload) };
    } catch (error) {
      return refusal(error);
    }
  }
}

class AsyncSessionKeys implements ClientSessionKeys {
  constructor(
    private readonly crypto: ClientCrypto,
    private readonly cipher: AsyncPayloadCipher,
    readonly aesKey: string,
    readonly aesIV: string,
  ) {}

  async encryptPayload(plaintext: Uint8Array): Promise<Uint8Array> {
    return this.crypto.encodeBase64(await this.cipher.encrypt(plaintext));
  }

  async decryptPayload(payload: Uint8Array): Promise<Uint8Array> {
    return this.cipher.decrypt(this.crypto.decodeBase64(payload));
  }

  async msgKey(verification: Uint8Array): Promise<string> {
    return this.crypto.md5HexOfBase64(await this.cipher.encrypt(verification));
  }

  sealSend(fields: SendVerificationFields, plaintext: Uint8Array): Promise<SealedPayload> {
    return this.seal(sendVerificationPrefix(fields), plaintext);
  }

  openSend(fields: SendVerificationFields, payload: Uint8Array, msgKey: string) {
    return this.open(sendVerification(fields, payload), payload, msgKey);
  }

  sealRecv(fields: RecvVerificationFields, plaintext: Uint8Array): Promise<SealedPayload> {
    return this.seal(recvVerificationPrefix(fields), plaintext);
  }

  openRecv(fields: RecvVerificationFields, payload: Uint8Array, msgKey: string) {
    return this.open(recvVerification(fields, payload), payload, msgKey);
  }

  private async seal(prefix: string, plaintext: Uint8Array): Promise<SealedPayload> {
    const ciphertext = await this.cipher.encrypt(plaintext);
    const payloadLength = base64Length(ciphertext.length);
    const { verification, payloadOffset } = verificationWithRoom(prefix, payloadLength);
    this.crypto.writeBase64(ciphertext, verification, payloadOffset);
    const msgKey = await this.msgKey(verification);
    return { payload: verification.subarray(payloadOffset), msgKey };
  }

  /** The msgKey is checked first; only a payload it vouches for is decrypted. */
  private async open(
    verification: Uint8Array,
    payload: Uint8Array,
    msgKey: string,
  ): Promise<OpenedPayload> {
    if (!msgKeysEqual(await this.msgKey(verification), msgKey)) {
      return { ok: false, reason: 'msg-key-mismatch' };
    }
    try {
      return { ok: true, plaintext: await this.decryptPayload(payload) };
    } catch (error) {
      return refusal(error);
    }
  }
}
