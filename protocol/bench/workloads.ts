import type { ChatCrypto } from '../src/crypto/chat-crypto';
import {
  sessionKeysFrom,
  type ClientSessionKeys,
  type OpenedPayload,
  type SealedPayload,
  type SessionKeys,
} from '../src/crypto/session-keys';
import { decodePacket, encodePacket } from '../src/wire/codec';
import { NO_FLAGS } from '../src/wire/frame-header';
import { PacketType } from '../src/wire/packet-type';
import type { RecvPacket } from '../src/wire/packets/recv';
import type { SendPacket } from '../src/wire/packets/send';
import { NO_SETTING } from '../src/wire/setting';
import type { OfficialSdk, SdkRecvPacket } from './official-sdk';

// One message's worth of work, per implementation, as a peer does it:
// - SEND encode: encrypt the content, compute its msgKey, encode the packet into a frame;
// - RECV decode: decode the frame, check its msgKey, decrypt the content.
// Every implementation gets the same keys, fields and bytes. Frames use protocol version 2, the
// only one the official SDK 1.0.4 speaks, so the SDK decodes the very frames we decode.

export const BENCH_VERSION = 2;
export const AES_KEY = '3f2a9c1d7b6e5a40';
export const AES_IV = 'Xk3pQ9rT2mV8wZ1b';

export const SEND_FIELDS = {
  clientSeq: 4242,
  clientMsgNo: '5f8e2b1c9d4a4e7f8a6b3c2d1e0f9a8b',
  channelID: 'merchant_1024',
  channelType: 1,
} as const;

export const RECV_FIELDS = {
  messageID: 7_201_458_112_233_445_566n,
  messageSeq: 981,
  clientMsgNo: '0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f',
  timestamp: 1_763_700_000,
  fromUID: 'merchant_1024',
  channelID: 'shopper_77',
  channelType: 1,
} as const;

const utf8 = new TextEncoder();

/** A text message's content JSON of exactly `size` bytes, mixing ASCII, Chinese and Thai. */
export function textPayload(size: number): Uint8Array {
  const words = ['Where is my order? ', '你好，', 'ขอบคุณ ', 'size M, blue. '];
  const head = '{"type":1,"content":"';
  const tail = '"}';
  let body = '';
  for (let i = 0; utf8.encode(head + body + tail).length < size; i++) {
    body += words[i % words.length];
  }
  while (utf8.encode(head + body + tail).length > size) body = body.slice(0, -1);
  while (utf8.encode(head + body + tail).length < size) body += '.';
  return utf8.encode(head + body + tail);
}

const FRAME_OPTIONS = { version: BENCH_VERSION };

/** The SEND frame of the bench fields with a sealed content. */
function sendFrame(sealed: SealedPayload): Uint8Array {
  const packet: SendPacket = {
    type: PacketType.SEND,
    flags: NO_FLAGS,
    setting: NO_SETTING,
    ...SEND_FIELDS,
    msgKey: sealed.msgKey,
    payload: sealed.payload,
  };
  const frame = encodePacket(packet, FRAME_OPTIONS);
  if (!frame.ok) throw new Error(`SEND does not encode: ${frame.error.kind}`);
  return frame.value;
}

/** The RECV a frame holds; throws when it holds none. */
function recvOf(frame: Uint8Array): RecvPacket {
  const decoded = decodePacket(frame, FRAME_OPTIONS);
  if (!decoded.ok || decoded.value.type !== PacketType.RECV)
    throw new Error('RECV does not decode');
  return decoded.value;
}

/** The opened content; throws when the keys refused it. */
function plaintextOf(opened: OpenedPayload): Uint8Array {
  if (!opened.ok) throw new Error(`RECV refused: ${opened.reason}`);
  return opened.plaintext;
}

export interface Workload {
  readonly name: string;
  /** One SEND, plaintext to frame. */
  sendEncode(plaintext: Uint8Array): Uint8Array;
  /** One RECV, frame to plaintext; throws when the frame is refused (the bench must not skip work). */
  recvDecode(frame: Uint8Array): Uint8Array;
}

export function ourWorkload(
  crypto: ChatCrypto,
  keys: SessionKeys = sessionKeysFrom(crypto, AES_KEY, AES_IV),
): Workload {
  return {
    name: crypto.backend,
    sendEncode(plaintext) {
      return sendFrame(keys.sealSend(SEND_FIELDS, plaintext));
    },
    recvDecode(frame) {
      const recv = recvOf(frame);
      return plaintextOf(keys.openRecv(recv, recv.payload, recv.msgKey));
    },
  };
}

export interface AsyncWorkload {
  readonly name: string;
  sendEncode(plaintext: Uint8Array): Promise<Uint8Array>;
  recvDecode(frame: Uint8Array): Promise<Uint8Array>;
}

/**
 * The web client's path: the same steps on keys whose AES is asynchronous (WebCrypto in a browser,
 * `clientSessionKeysFrom(portableCrypto, AES_KEY, AES_IV)`).
 */
export function asyncWorkload(name: string, keys: ClientSessionKeys): AsyncWorkload {
  return {
    name,
    async sendEncode(plaintext) {
      return sendFrame(await keys.sealSend(SEND_FIELDS, plaintext));
    },
    async recvDecode(frame) {
      const recv = recvOf(frame);
      return plaintextOf(await keys.openRecv(recv, recv.payload, recv.msgKey));
    },
  };
}

/** The official SDK doing the same: Proto.encode for SEND; Proto.decode plus ChatManager's checks for RECV. */
export function sdkWorkload(sdk: OfficialSdk): Workload {
  const security = sdk.SecurityManager.shared();
  const proto = new sdk.Proto();
  const useKeys = () => {
    security.aesKey = AES_KEY;
    security.aesIV = AES_IV;
  };
  return {
    name: 'official SDK',
    sendEncode(plaintext) {
      useKeys();
      const packet = new sdk.SendPacket();
      packet.setting = new sdk.Setting();
      packet.clientSeq = SEND_FIELDS.clientSeq;
      packet.clientMsgNo = SEND_FIELDS.clientMsgNo;
      packet.channelID = SEND_FIELDS.channelID;
      packet.channelType = SEND_FIELDS.channelType;
      packet.payload = plaintext;
      return proto.encode(packet);
    },
    recvDecode(frame) {
      useKeys();
      const recv = proto.decode(frame) as SdkRecvPacket;
      if (sdk.Md5.init(security.encryption(recv.veritifyString)) !== recv.msgKey) {
        throw new Error('RECV refused by the SDK: msgKey mismatch');
      }
      return security.decryption(recv.payload);
    },
  };
}

/** The RECV frame a server sends for `plaintext` (sealed with the bench keys). */
export function recvFrame(crypto: ChatCrypto, plaintext: Uint8Array): Uint8Array {
  const keys = sessionKeysFrom(crypto, AES_KEY, AES_IV);
  const sealed = keys.sealRecv(RECV_FIELDS, plaintext);
  const packet: RecvPacket = {
    type: PacketType.RECV,
    flags: NO_FLAGS,
    setting: NO_SETTING,
    ...RECV_FIELDS,
    msgKey: sealed.msgKey,
    payload: sealed.payload,
  };
  const frame = encodePacket(packet, { version: BENCH_VERSION });
  if (!frame.ok) throw new Error(`RECV does not encode: ${frame.error.kind}`);
  return frame.value;
}
