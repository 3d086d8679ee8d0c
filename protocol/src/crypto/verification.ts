// The verification strings whose encrypted MD5 is a packet's msgKey (spec section 9), built as
// UTF-8 bytes. The official SDK builds a JS string and lets crypto-js encode it as UTF-8; the
// payload part is the packet's payload as it travels (base64 text), so appending its bytes as
// they are gives the same bytes without decoding and re-encoding it.

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

const utf8 = new TextEncoder();

/** clientSeq + clientMsgNo + channelID + channelType + payload, as the SDK's SendPacket does. */
export function sendVerification(fields: SendVerificationFields, payload: Uint8Array): Uint8Array {
  return withPayload(
    `${fields.clientSeq}${fields.clientMsgNo}${fields.channelID}${fields.channelType}`,
    payload,
  );
}

/**
 * messageID + messageSeq + clientMsgNo + timestamp + fromUID + channelID + channelType + payload,
 * as the SDK's RecvPacket does.
 */
export function recvVerification(fields: RecvVerificationFields, payload: Uint8Array): Uint8Array {
  return withPayload(
    `${fields.messageID}${fields.messageSeq}${fields.clientMsgNo}${fields.timestamp}` +
      `${fields.fromUID}${fields.channelID}${fields.channelType}`,
    payload,
  );
}

function withPayload(prefix: string, payload: Uint8Array): Uint8Array {
  // One allocation: UTF-8 takes at most 3 bytes per UTF-16 unit.
  const out = new Uint8Array(prefix.length * 3 + payload.length);
  const { written } = utf8.encodeInto(prefix, out);
  out.set(payload, written);
  return out.subarray(0, written + payload.length);
}
