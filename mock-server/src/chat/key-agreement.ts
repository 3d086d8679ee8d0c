import { createPublicKey, diffieHellman, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { ChatCrypto } from '@storefront/protocol/crypto/chat-crypto';
import {
  sessionKeysFromSharedSecret,
  type SessionKeys,
} from '@storefront/protocol/crypto/session-keys';

/**
 * X25519 for the gateway's handshakes on node:crypto KeyObjects, generated and imported as JWK.
 * The same agreement as `ChatCrypto.generateKeyPair` + `sharedSecret`, but those import raw keys
 * through DER, which costs OpenSSL's decoders over a millisecond per key: this way a handshake costs
 * about a tenth. The keys then come from the protocol's own derivation
 * (`sessionKeysFromSharedSecret`).
 */
export class KeyAgreement {
  private readonly secret: KeyObject;
  /** Our public key, standard base64, as CONNACK carries it. */
  readonly publicKey: string;

  constructor() {
    const pair = generateKeyPairSync('x25519');
    this.secret = pair.privateKey;
    const jwk = pair.publicKey.export({ format: 'jwk' });
    this.publicKey = Buffer.from(jwk.x ?? '', 'base64url').toString('base64');
  }

  /**
   * Session keys with the peer whose public key is `peerPublicKey` (standard base64, 32 bytes).
   * Undefined when it is not a usable X25519 key (malformed, wrong length, low order).
   */
  sessionKeys(crypto: ChatCrypto, peerPublicKey: string, salt: string): SessionKeys | undefined {
    let raw: Uint8Array;
    try {
      raw = crypto.decodeBase64(new TextEncoder().encode(peerPublicKey));
    } catch {
      return undefined;
    }
    if (raw.length !== 32) return undefined;
    let shared: Buffer;
    try {
      const peer = createPublicKey({
        key: { kty: 'OKP', crv: 'X25519', x: Buffer.from(raw).toString('base64url') },
        format: 'jwk',
      });
      shared = diffieHellman({ privateKey: this.secret, publicKey: peer });
    } catch {
      return undefined;
    }
    // An all-zero secret means a low-order public key (the protocol's backends refuse it too).
    if (shared.every((byte) => byte === 0)) return undefined;
    return sessionKeysFromSharedSecret(crypto, shared, salt);
  }
}
