/** Why a crypto operation refused its input. Every backend reports the same code for the same input. */
export type ChatCryptoErrorCode =
  | 'key-length'
  | 'signature-length'
  | 'seed-length'
  | 'weak-public-key'
  | 'malformed-base64'
  | 'decrypt-failed';

/** A typed refusal: callers branch on `code`; `message` is for developers' logs. */
export class ChatCryptoError extends Error {
  override readonly name = 'ChatCryptoError';

  constructor(
    readonly code: ChatCryptoErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function badPadding(): ChatCryptoError {
  return new ChatCryptoError('decrypt-failed', 'payload does not decrypt: bad padding');
}

export function weakPublicKey(): ChatCryptoError {
  return new ChatCryptoError('weak-public-key', 'peer public key has low order');
}
