import { describe, expect, it } from 'vitest';
import { decodePacket, encodePacket } from './codec';
import { PacketType } from './packet-type';
import type { RecvPacket } from './packets/recv';
import { StreamFlag } from './stream-flag';

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
