import { describe, expect, it } from 'vitest';
import { decodePacket, encodePacket, type WireOptions } from './codec';
import { NO_FLAGS } from './frame-header';
import type { Packet } from './packet';
import { PacketType } from './packet-type';
import type { RecvPacket } from './packets/recv';
import type { SendPacket } from './packets/send';
import { StreamFlag } from './stream-flag';
import { str, u32, u64 } from './testing/hand-bytes';

// Streamed RECVs written byte by byte from spec section 3's field order:
//   "RECV: setting flags, msgKey, fromUID, channelID, channelType, expire (server version 3 or
//    higher), clientMsgNo, streamFlag, streamNo and streamId (when streaming), messageID,
//    messageSeq, timestamp, topic (optional), payload."
// with WuKongIM's widths (streamFlag u8, streamNo a u16-prefixed string, streamId u64, messageID
// i64, messageSeq u32, timestamp i32), big-endian. Our decoder must read them and our encoder must
// give back exactly these bytes.

const body = (piece: { flag: number; id: readonly number[] }, withExpire: boolean) => [
  0x02, //                                       setting: stream bit (bit 1)
  0x00,
  0x04,
  0x61,
  0x62,
  0x63,
  0x64, //         msgKey "abcd"
  0x00,
  0x02,
  0x61,
  0x31, //                     fromUID "a1"
  0x00,
  0x02,
  0x73,
  0x37, //                     channelID "s7"
  0x01, //                                       channelType 1
  ...(withExpire ? [0x00, 0x00, 0x0e, 0x10] : []), // expire 3600 (versions 3 and 4)
  0x00,
  0x02,
  0x63,
  0x39, //                     clientMsgNo "c9"
  piece.flag, //                                 streamFlag
  0x00,
  0x03,
  0x73,
  0x2d,
  0x35, //               streamNo "s-5"
  ...piece.id, //                                streamId, u64
  0x00,
  0x00,
  0x00,
  0x00,
  0x00,
  0x00,
  0x30,
  0x39, // messageID 12345
  0x00,
  0x00,
  0x00,
  0x07, //                     messageSeq 7
  0x65,
  0x53,
  0xf1,
  0x00, //                     timestamp 1700000000
  0x68,
  0x69, //                                 payload "hi" (opaque here)
];

// streamIds above 2^53, so a float would have rounded them.
const PIECES = [
  {
    name: 'START',
    flag: 0x00,
    id: [0x00, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01],
    streamId: 9007199254740993n,
  },
  {
    name: 'ING',
    flag: 0x01,
    id: [0x00, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03],
    streamId: 9007199254740995n,
  },
  {
    name: 'END',
    flag: 0x02,
    id: [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
    streamId: 18446744073709551615n,
  },
] as const;

function frame(bytes: number[]): Uint8Array {
  // RECV with reddot (0x52); every body here is shorter than 128 bytes: a one-byte length.
  expect(bytes.length).toBeLessThan(128);
  return Uint8Array.from([(PacketType.RECV << 4) | 0x02, bytes.length, ...bytes]);
}

function expected(piece: (typeof PIECES)[number], version: number): RecvPacket {
  return {
    type: PacketType.RECV,
    flags: { dup: false, syncOnce: false, reddot: true, noPersist: false },
    setting: { receiptEnabled: false, topic: false, streamOn: true },
    msgKey: 'abcd',
    fromUID: 'a1',
    channelID: 's7',
    channelType: 1,
    ...(version >= 3 ? { expire: 3600 } : {}),
    clientMsgNo: 'c9',
    streamFlag: piece.flag,
    streamNo: 's-5',
    streamId: piece.streamId,
    messageID: 12345n,
    messageSeq: 7,
    timestamp: 1_700_000_000,
    payload: Uint8Array.from([0x68, 0x69]),
  };
}

describe.each([3, 4])('a streamed RECV at version %i, in the spec order', (version) => {
  it.each(PIECES)('$name decodes to its fields and encodes back to the same bytes', (piece) => {
    const bytes = frame(body(piece, true));
    const decoded = decodePacket(bytes, { version });
    expect(decoded.ok && decoded.value).toEqual(expected(piece, version));
    const encoded = encodePacket(expected(piece, version), { version });
    expect(encoded.ok && Array.from(encoded.value)).toEqual(Array.from(bytes));
  });

  it('uses the StreamFlag values of spec section 4', () => {
    expect(PIECES.map((p) => p.flag)).toEqual([StreamFlag.START, StreamFlag.ING, StreamFlag.END]);
  });
});

describe('a streamed RECV at version 2 (no expire)', () => {
  it.each(PIECES)('$name round-trips byte for byte', (piece) => {
    const bytes = frame(body(piece, false));
    const decoded = decodePacket(bytes, { version: 2 });
    expect(decoded.ok && decoded.value).toEqual(expected(piece, 2));
    const encoded = encodePacket(expected(piece, 2), { version: 2 });
    expect(encoded.ok && Array.from(encoded.value)).toEqual(Array.from(bytes));
  });
});

describe('a streamed SEND', () => {
  it('carries streamNo right after clientMsgNo (spec section 3)', () => {
    const bytes = [
      0x02, //                               setting: stream bit
      0x00,
      0x00,
      0x00,
      0x2a, //             clientSeq 42
      0x00,
      0x02,
      0x63,
      0x39, //             clientMsgNo "c9"
      0x00,
      0x03,
      0x73,
      0x2d,
      0x35, //       streamNo "s-5"
      0x00,
      0x02,
      0x73,
      0x37, //             channelID "s7"
      0x01, //                               channelType 1
      0x00,
      0x00,
      0x00,
      0x00, //             expire 0 (version 4)
      0x00,
      0x04,
      0x61,
      0x62,
      0x63,
      0x64, // msgKey "abcd"
      0x68,
      0x69, //                         payload "hi"
    ];
    const whole = Uint8Array.from([PacketType.SEND << 4, bytes.length, ...bytes]);
    const decoded = decodePacket(whole, { version: 4 });
    expect(decoded.ok && decoded.value).toMatchObject({
      type: PacketType.SEND,
      clientSeq: 42,
      clientMsgNo: 'c9',
      streamNo: 's-5',
      channelID: 's7',
      expire: 0,
      msgKey: 'abcd',
    });
    const encoded = decoded.ok ? encodePacket(decoded.value, { version: 4 }) : undefined;
    expect(encoded?.ok && Array.from(encoded.value)).toEqual(Array.from(whole));
  });
});

// The 2024 layout, as web SDKs 1.0.4 to 1.2.11 read a RECV (their proto.ts decodeRecvPacket):
// stream bit 0x04 in the setting byte, and after clientMsgNo "if streamOn: streamNo = readString,
// streamSeq = readInt32, streamFlag = readByte", then messageID, messageSeq, timestamp. SDK 1.2.x
// reads expire after channelType from server version 3; 1.0.4 speaks version 2 (no expire).

function expectVector(packet: Packet, bytes: Uint8Array, options: WireOptions): void {
  const decoded = decodePacket(bytes, options);
  expect(decoded.ok && decoded.value).toEqual(packet);
  const encoded = encodePacket(packet, options);
  expect(encoded.ok && Array.from(encoded.value)).toEqual(Array.from(bytes));
}

const recv2024Body = (
  piece: { flag: number; seq: number },
  withExpire: boolean,
  setting = 0x04,
) => [
  setting, //                                   setting: 2024 stream bit (bit 2)
  ...str('abcd'), //                            msgKey
  ...str('a1'), //                              fromUID
  ...str('s7'), //                              channelID
  0x01, //                                      channelType
  ...(withExpire ? u32(3600) : []), //          expire (versions 3 and 4)
  ...str('c9'), //                              clientMsgNo
  ...str('s-5'), //                             streamNo
  ...u32(piece.seq), //                         streamSeq u32
  piece.flag, //                                streamFlag u8
  ...u64(12345n), //                            messageID
  ...u32(7), //                                 messageSeq
  ...u32(1_700_000_000), //                     timestamp
  0x68,
  0x69, //                                      payload "hi"
];

const PIECES_2024 = [
  { name: 'START', flag: StreamFlag.START, seq: 0 },
  { name: 'ING', flag: StreamFlag.ING, seq: 1 },
  { name: 'END', flag: StreamFlag.END, seq: 0xffffffff },
] as const;

function expected2024(piece: (typeof PIECES_2024)[number], version: number): RecvPacket {
  return {
    type: PacketType.RECV,
    flags: { dup: false, syncOnce: false, reddot: true, noPersist: false },
    setting: { receiptEnabled: false, topic: false, streamOn: true },
    msgKey: 'abcd',
    fromUID: 'a1',
    channelID: 's7',
    channelType: 1,
    ...(version >= 3 ? { expire: 3600 } : {}),
    clientMsgNo: 'c9',
    streamNo: 's-5',
    streamSeq: piece.seq,
    streamFlag: piece.flag,
    messageID: 12345n,
    messageSeq: 7,
    timestamp: 1_700_000_000,
    payload: Uint8Array.from([0x68, 0x69]),
  };
}

describe.each([2, 3, 4])('a streamed RECV at version %i, in the 2024 layout', (version) => {
  const options: WireOptions = { version, streamLayout: '2024' };

  it.each(PIECES_2024)(
    '$name decodes to its fields and encodes back to the same bytes',
    (piece) => {
      expectVector(expected2024(piece, version), frame(recv2024Body(piece, version >= 3)), options);
    },
  );

  it('takes streamSeq from streamId when only that is set, so one packet serves both layouts', () => {
    const { streamSeq, ...spec } = expected2024(PIECES_2024[1], version);
    const encoded = encodePacket({ ...spec, streamId: BigInt(streamSeq!) }, options);
    expect(encoded.ok && Array.from(encoded.value)).toEqual(
      Array.from(frame(recv2024Body(PIECES_2024[1], version >= 3))),
    );
    const tooBig = encodePacket({ ...spec, streamId: 1n << 32n }, options);
    expect(tooBig.ok || tooBig.error).toEqual({
      kind: 'out_of_range',
      field: 'streamSeq',
      value: '4294967296',
    });
  });

  it('is misread in the spec layout: the bit 0x04 is not a stream there', () => {
    const decoded = decodePacket(frame(recv2024Body(PIECES_2024[0], version >= 3)), { version });
    expect(decoded.ok && decoded.value.type === PacketType.RECV && decoded.value.streamNo).not.toBe(
      's-5',
    );
  });
});

describe.each([5, 6])('a RECV with the stream bit at version %i', (version) => {
  // The server keeps the setting byte but writes no stream field from version 5, whatever layout.
  const body = [
    0x02, //                                      setting: stream bit, no fields follow
    ...str('abcd'),
    ...str('a1'),
    ...str('s7'),
    0x01,
    ...u32(3600), //                              expire
    ...str('c9'), //                              clientMsgNo, then straight to messageID
    ...u64(12345n),
    ...(version >= 6 ? u64(7n) : u32(7)), //      messageSeq
    ...u32(1_700_000_000),
    0x68,
    0x69,
  ];
  const plain: RecvPacket = {
    type: PacketType.RECV,
    flags: { dup: false, syncOnce: false, reddot: true, noPersist: false },
    setting: { receiptEnabled: false, topic: false, streamOn: true },
    msgKey: 'abcd',
    fromUID: 'a1',
    channelID: 's7',
    channelType: 1,
    expire: 3600,
    clientMsgNo: 'c9',
    messageID: 12345n,
    messageSeq: 7,
    timestamp: 1_700_000_000,
    payload: Uint8Array.from([0x68, 0x69]),
  };

  it.each(['spec', '2024'] as const)('carries no stream fields (%s layout asked)', (layout) => {
    expectVector(plain, frame(body), { version, streamLayout: layout });
    const withFields = { ...plain, streamFlag: 2, streamNo: 's-5', streamId: 9n, streamSeq: 9 };
    const encoded = encodePacket(withFields, { version, streamLayout: layout });
    expect(encoded.ok && Array.from(encoded.value)).toEqual(Array.from(frame(body)));
  });
});

describe('a streamed SEND in either stream bit', () => {
  // setting, clientSeq 42, clientMsgNo "c9", streamNo "s-5", channelID "s7", channelType 1,
  // [expire 0], msgKey "abcd", payload "hi".
  const body = (setting: number, withExpire: boolean, withStreamNo = true) => [
    setting,
    ...u32(42),
    ...str('c9'),
    ...(withStreamNo ? str('s-5') : []),
    ...str('s7'),
    0x01,
    ...(withExpire ? u32(0) : []),
    ...str('abcd'),
    0x68,
    0x69,
  ];
  const packet = (version: number, withStreamNo = true): SendPacket => ({
    type: PacketType.SEND,
    flags: NO_FLAGS,
    setting: { receiptEnabled: false, topic: false, streamOn: true },
    clientSeq: 42,
    clientMsgNo: 'c9',
    ...(withStreamNo ? { streamNo: 's-5' } : {}),
    channelID: 's7',
    channelType: 1,
    ...(version >= 3 ? { expire: 0 } : {}),
    msgKey: 'abcd',
    payload: Uint8Array.from([0x68, 0x69]),
  });
  const sendFrame = (bytes: number[]) =>
    Uint8Array.from([PacketType.SEND << 4, bytes.length, ...bytes]);

  it.each([2, 3, 4])(
    'version %i: bit 0x04 (SDK 1.0.4 to 1.2.11) reads streamNo after clientMsgNo, as 0x02 does',
    (version) => {
      const sdk12 = sendFrame(body(0x04, version >= 3));
      expectVector(packet(version), sdk12, { version, streamLayout: '2024' });
      expect(decodePacket(sdk12, { version })).toEqual(
        decodePacket(sdk12, { version, streamLayout: '2024' }),
      );
      const spec = sendFrame(body(0x02, version >= 3));
      expectVector(packet(version), spec, { version });
      expect(decodePacket(spec, { version, streamLayout: '2024' })).toEqual(
        decodePacket(spec, { version }),
      );
    },
  );

  it.each([5, 6])('version %i: no streamNo, whichever bit is set', (version) => {
    for (const bit of [0x02, 0x04]) {
      const bytes = sendFrame(body(bit, true, false));
      expect(decodePacket(bytes, { version })).toEqual({ ok: true, value: packet(version, false) });
    }
    const encoded = encodePacket(packet(version), { version });
    expect(encoded.ok && Array.from(encoded.value)).toEqual(
      Array.from(sendFrame(body(0x02, true, false))),
    );
  });
});
