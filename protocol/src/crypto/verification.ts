// The verification strings whose encrypted MD5 is a packet's msgKey (spec section 9), built as
// UTF-8 bytes. The official SDK builds a JS string and lets crypto-js encode it as UTF-8; the
// payload part is the packet's payload as it travels (base64 text), so appending its bytes as
// they are gives the same bytes without decoding and re-encoding it.

import { maxUtf8Length, writeUtf8 } from '../wire/utf8-text';

/** The SEND fields covered by its msgKey. */
export interface SendVerificationFields {
  readonly clientSeq: number;
  readonly clientMsgNo: string;
  readonly channelID: string;
  readonly channelType: number;
}

/** The RECV fields covered by its msgKey. `messageID` is a 64-bit id, printed in decimal. */
export interface RecvVerificationFields {
  readonly messageID: string | bigint;
  readonly messageSeq: number;
  readonly clientMsgNo: string;
  readonly timestamp: number;
  readonly fromUID: string;
  readonly channelID: string;
  readonly channelType: number;
}

/** clientSeq + clientMsgNo + channelID + channelType: what precedes the payload for SEND. */
export function sendVerificationPrefix(fields: SendVerificationFields): string {
  return `${fields.clientSeq}${fields.clientMsgNo}${fields.channelID}${fields.channelType}`;
}

/** messageID + messageSeq + clientMsgNo + timestamp + fromUID + channelID + channelType, for RECV. */
export function recvVerificationPrefix(fields: RecvVerificationFields): string {
  return (
    `${fields.messageID}${fields.messageSeq}${fields.clientMsgNo}${fields.timestamp}` +
    `${fields.fromUID}${fields.channelID}${fields.channelType}`
  );
}

/** The SEND verification string's bytes, as the SDK's SendPacket builds it. */
export function sendVerification(fields: SendVerificationFields, payload: Uint8Array): Uint8Array {
  return withPayload(sendVerificationPrefix(fields), payload);
}

/** The RECV verification string's bytes, as the SDK's RecvPacket builds it. */
export function recvVerification(fields: RecvVerificationFields, payload: Uint8Array): Uint8Array {
  return withPayload(recvVerificationPrefix(fields), payload);
}

/**
 * A buffer holding the prefix's UTF-8 followed by `payloadLength` free bytes, so a sender can write
 * the payload straight into its verification string (and send a view of it) instead of copying.
 */
export function verificationWithRoom(
  prefix: string,
  payloadLength: number,
): { verification: Uint8Array; payloadOffset: number } {
  const buffer = new Uint8Array(maxUtf8Length(prefix) + payloadLength);
  const written = writeUtf8(prefix, buffer, 0);
  return { verification: buffer.subarray(0, written + payloadLength), payloadOffset: written };
}

function withPayload(prefix: string, payload: Uint8Array): Uint8Array {
  const { verification, payloadOffset } = verificationWithRoom(prefix, payload.length);
  verification.set(payload, payloadOffset);
  return verification;
}
