// fast-check arbitraries for well-formed packets of a given protocol version (and stream layout),
// shaped exactly as decodePacket returns them (optional fields present only when the version, the
// layout and the setting carry them).
import fc from 'fast-check';
import type { HeaderFlags } from '../frame-header';
import type { Packet } from '../packet';
import { PacketType } from '../packet-type';
import type { ConnackPacket } from '../packets/connack';
import type { ConnectPacket } from '../packets/connect';
import type { DisconnectPacket } from '../packets/disconnect';
import { PING, PONG } from '../packets/heartbeat';
import type { RecvPacket } from '../packets/recv';
import type { RecvackPacket } from '../packets/recvack';
import type { SendPacket } from '../packets/send';
import type { SendackPacket } from '../packets/sendack';
import type { SubPacket } from '../packets/sub';
import type { SubackPacket } from '../packets/suback';
import {
  carriesExpire,
  carriesServerVersion,
  carriesStreamFields,
  messageSeqIsU64,
} from '../protocol-version';
import type { Setting } from '../setting';
import type { StreamLayout } from '../stream-layout';

/** Words a shopper in our five languages might type, emoji with joiners and flags included. */
const samples = [
  '你好，客服',
  '订单号 2024',
  'ภาษาไทย',
  'สวัสดีครับ',
  '😀',
  '👨‍👩‍👧‍👦',
  '🇹🇭🇨🇳',
  'é',
  '\u0000',
  '\uFEFFbom',
];

/** Any well-formed Unicode text, biased towards Chinese, Thai and emoji. */
export const text = (maxParts = 8): fc.Arbitrary<string> =>
  fc
    .array(fc.oneof(fc.constantFrom(...samples), fc.string({ unit: 'grapheme', maxLength: 6 })), {
      maxLength: maxParts,
    })
    .map((parts) => parts.join(''));

export const u8 = fc.integer({ min: 0, max: 0xff });
export const u32 = fc.integer({ min: 0, max: 0xffffffff });
export const i32 = fc.integer({ min: -0x80000000, max: 0x7fffffff });
export const i64 = fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n });
export const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
/** messageSeq: a u32 up to version 5; from 6 a u64 a number holds exactly, u32 values included. */
export const messageSeq = (version: number): fc.Arbitrary<number> =>
  messageSeqIsU64(version)
    ? fc.oneof(u32, fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }))
    : u32;
export const payload = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  text().map((s) => new TextEncoder().encode(s)),
);

export const flags: fc.Arbitrary<HeaderFlags> = fc.record({
  dup: fc.boolean(),
  syncOnce: fc.boolean(),
  reddot: fc.boolean(),
  noPersist: fc.boolean(),
});

export const setting: fc.Arbitrary<Setting> = fc.record({
  receiptEnabled: fc.boolean(),
  topic: fc.boolean(),
  streamOn: fc.boolean(),
});

export const connect: fc.Arbitrary<ConnectPacket> = fc.record({
  type: fc.constant(PacketType.CONNECT),
  flags,
  version: u8,
  deviceFlag: u8,
  deviceID: text(),
  uid: text(),
  token: text(),
  clientTimestamp: i64,
  clientKey: text(),
});

export const connack = (version: number): fc.Arbitrary<ConnackPacket> =>
  fc
    .record({
      timeDiff: i64,
      reasonCode: u8,
      serverKey: text(),
      salt: text(),
      nodeId: u64,
    })
    .map(({ nodeId, ...fields }) => ({
      type: PacketType.CONNACK,
      ...fields,
      ...(carriesServerVersion(version) ? { serverVersion: version, nodeId } : {}),
    }));

export const send = (version: number): fc.Arbitrary<SendPacket> =>
  fc
    .record({
      flags,
      setting,
      clientSeq: u32,
      clientMsgNo: text(),
      streamNo: text(),
      channelID: text(),
      channelType: u8,
      expire: u32,
      msgKey: text(),
      topic: text(),
      payload,
    })
    .map(({ streamNo, expire, topic, ...fields }) => ({
      type: PacketType.SEND,
      ...fields,
      ...(fields.setting.streamOn && carriesStreamFields(version) ? { streamNo } : {}),
      ...(carriesExpire(version) ? { expire } : {}),
      ...(fields.setting.topic ? { topic } : {}),
    }));

export const sendack = (version: number): fc.Arbitrary<SendackPacket> =>
  fc.record({
    type: fc.constant(PacketType.SENDACK),
    flags,
    messageID: i64,
    clientSeq: u32,
    messageSeq: messageSeq(version),
    reasonCode: u8,
  });

/** The stream fields a decoded RECV has in `layout`. */
function streamFieldsOf(
  layout: StreamLayout,
  f: { streamFlag: number; streamNo: string; streamId: bigint; streamSeq: number },
) {
  return layout === '2024'
    ? { streamNo: f.streamNo, streamSeq: f.streamSeq, streamFlag: f.streamFlag }
    : { streamFlag: f.streamFlag, streamNo: f.streamNo, streamId: f.streamId };
}

export const recv = (version: number, layout: StreamLayout = 'spec'): fc.Arbitrary<RecvPacket> =>
  fc
    .record({
      flags,
      setting,
      msgKey: text(),
      fromUID: text(),
      channelID: text(),
      channelType: u8,
      expire: u32,
      clientMsgNo: text(),
      streamFlag: u8,
      streamNo: text(),
      streamId: u64,
      streamSeq: u32,
      messageID: i64,
      messageSeq: messageSeq(version),
      timestamp: i32,
      topic: text(),
      payload,
    })
    .map(({ streamNo, streamId, streamSeq, streamFlag, expire, topic, ...fields }) => ({
      type: PacketType.RECV,
      ...fields,
      ...(fields.setting.streamOn && carriesStreamFields(version)
        ? streamFieldsOf(layout, { streamFlag, streamNo, streamId, streamSeq })
        : {}),
      ...(carriesExpire(version) ? { expire } : {}),
      ...(fields.setting.topic ? { topic } : {}),
    }));

export const recvack = (version: number): fc.Arbitrary<RecvackPacket> =>
  fc.record({
    type: fc.constant(PacketType.RECVACK),
    flags,
    messageID: i64,
    messageSeq: messageSeq(version),
  });

export const disconnect: fc.Arbitrary<DisconnectPacket> = fc.record({
  type: fc.constant(PacketType.DISCONNECT),
  flags,
  reasonCode: u8,
  reason: text(),
});

export const sub: fc.Arbitrary<SubPacket> = fc.record({
  type: fc.constant(PacketType.SUB),
  flags,
  setting,
  clientMsgNo: text(),
  channelID: text(),
  channelType: u8,
  action: u8,
  param: text(),
});

export const suback: fc.Arbitrary<SubackPacket> = fc.record({
  type: fc.constant(PacketType.SUBACK),
  flags,
  clientMsgNo: text(),
  channelID: text(),
  channelType: u8,
  action: u8,
  reasonCode: u8,
});

/** Packets a client sends, then those a server sends, for one protocol version (and layout). */
export const clientPacket = (version: number): fc.Arbitrary<Packet> =>
  fc.oneof(connect, send(version), recvack(version), sub, fc.constant(PING));

export const serverPacket = (
  version: number,
  layout: StreamLayout = 'spec',
): fc.Arbitrary<Packet> =>
  fc.oneof(
    connack(version),
    sendack(version),
    recv(version, layout),
    disconnect,
    suback,
    fc.constant(PONG),
  );

export const anyPacket = (version: number, layout: StreamLayout = 'spec'): fc.Arbitrary<Packet> =>
  fc.oneof(clientPacket(version), serverPacket(version, layout));
