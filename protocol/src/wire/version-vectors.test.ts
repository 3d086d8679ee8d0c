import { describe, expect, it } from 'vitest';
import { decodePacket, encodePacket, type WireOptions } from './codec';
import { NO_FLAGS } from './frame-header';
import type { Packet } from './packet';
import { PacketType } from './packet-type';
import type { ConnackPacket } from './packets/connack';
import type { RecvPacket } from './packets/recv';
import type { RecvackPacket } from './packets/recvack';
import type { SendPacket } from './packets/send';
import type { SendackPacket } from './packets/sendack';
import { NO_SETTING } from './setting';
import { be, str, u32, u64 } from './testing/hand-bytes';

// Frames written byte by byte, per protocol version, in the field order and widths of WuKongIM's
// current Go codec (pkg/protocol/codec/*.go, see protocol/README.md for the table and commits):
// expire from version 3, CONNACK serverVersion above 3 and nodeId from 4, stream fields on 2 to 4
// only, messageSeq u32 up to 5 and u64 from 6. Our decoder must read each one and our encoder give
// back exactly its bytes. The byte helpers are plain arithmetic, not the codec's writer.

/** Header byte, one-byte remaining length (every body here is under 128 bytes), body. */
function frame(header: number, body: number[]): Uint8Array {
  expect(body.length).toBeLessThan(128);
  return Uint8Array.from([header, body.length, ...body]);
}

function expectVector(packet: Packet, bytes: Uint8Array, options: WireOptions): void {
  const decoded = decodePacket(bytes, options);
  expect(decoded.ok && decoded.value).toEqual(packet);
  const encoded = encodePacket(packet, options);
  expect(encoded.ok && Array.from(encoded.value)).toEqual(Array.from(bytes));
}

const VERSIONS = [2, 3, 4, 5, 6] as const;

describe('CONNACK per version', () => {
  // timeDiff -5, reasonCode 1, serverKey "k", salt "s", nodeId 1001.
  const common = [...be(-5n & 0xffff_ffff_ffff_ffffn, 8), 0x01, ...str('k'), ...str('s')];

  it.each([2, 3])('version %i: header 0x20, no serverVersion, no nodeId', (version) => {
    const bytes = frame(0x20, common);
    expect(Array.from(bytes)).toEqual([
      0x20, 0x0f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfb, 0x01, 0x00, 0x01, 0x6b, 0x00,
      0x01, 0x73,
    ]);
    const packet: ConnackPacket = {
      type: PacketType.CONNACK,
      timeDiff: -5n,
      reasonCode: 1,
      serverKey: 'k',
      salt: 's',
    };
    expectVector(packet, bytes, { version });
  });

  it.each([4, 5, 6])(
    'version %i: header 0x21, serverVersion = the version, nodeId u64 after the salt',
    (version) => {
      const bytes = frame(0x21, [version, ...common, ...u64(1001n)]);
      const packet: ConnackPacket = {
        type: PacketType.CONNACK,
        serverVersion: version,
        timeDiff: -5n,
        reasonCode: 1,
        serverKey: 'k',
        salt: 's',
        nodeId: 1001n,
      };
      expectVector(packet, bytes, { version });
    },
  );

  it('serverVersion 6 is read from the CONNACK itself, whatever version the client assumed', () => {
    const bytes = frame(0x21, [6, ...common, ...u64(7n)]);
    for (const version of VERSIONS) {
      expect(decodePacket(bytes, { version })).toMatchObject({
        ok: true,
        value: { serverVersion: 6, nodeId: 7n },
      });
    }
  });
});

describe('SEND per version (plain)', () => {
  // setting 0x80 (receipt), clientSeq 7, clientMsgNo "n1", channelID "s7", channelType 1,
  // [expire 60], msgKey "mk", payload 0x09.
  const body = (version: number) => [
    0x80,
    ...u32(7),
    ...str('n1'),
    ...str('s7'),
    0x01,
    ...(version >= 3 ? u32(60) : []),
    ...str('mk'),
    0x09,
  ];
  const packet = (version: number): SendPacket => ({
    type: PacketType.SEND,
    flags: NO_FLAGS,
    setting: { ...NO_SETTING, receiptEnabled: true },
    clientSeq: 7,
    clientMsgNo: 'n1',
    channelID: 's7',
    channelType: 1,
    ...(version >= 3 ? { expire: 60 } : {}),
    msgKey: 'mk',
    payload: Uint8Array.of(9),
  });

  it.each(VERSIONS)('version %i', (version) => {
    expectVector(packet(version), frame(0x30, body(version)), { version });
  });
});

describe('SENDACK per version: messageSeq u32 up to 5, u64 from 6', () => {
  // messageID 12345, clientSeq 7, messageSeq 300, reasonCode 1.
  const packet: SendackPacket = {
    type: PacketType.SENDACK,
    flags: NO_FLAGS,
    messageID: 12345n,
    clientSeq: 7,
    messageSeq: 300,
    reasonCode: 1,
  };

  it.each([2, 3, 4, 5])('version %i: 17 bytes of body', (version) => {
    const bytes = frame(0x40, [...u64(12345n), ...u32(7), ...u32(300), 0x01]);
    expect(bytes.length).toBe(2 + 17);
    expectVector(packet, bytes, { version });
  });

  it('version 6: 21 bytes of body', () => {
    const bytes = frame(0x40, [...u64(12345n), ...u32(7), ...u64(300n), 0x01]);
    expect(Array.from(bytes)).toEqual([
      0x40, 0x15, 0, 0, 0, 0, 0, 0, 0x30, 0x39, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0x01, 0x2c, 0x01,
    ]);
    expectVector(packet, bytes, { version: 6 });
  });

  it('version 6 carries a messageSeq above 2^32 exactly', () => {
    const big = { ...packet, messageSeq: 2 ** 40 + 1 };
    expectVector(big, frame(0x40, [...u64(12345n), ...u32(7), ...u64(2n ** 40n + 1n), 0x01]), {
      version: 6,
    });
  });
});

describe('RECVACK per version', () => {
  const packet: RecvackPacket = {
    type: PacketType.RECVACK,
    flags: { ...NO_FLAGS, reddot: true },
    messageID: 12345n,
    messageSeq: 300,
  };

  it.each([2, 3, 4, 5])('version %i: messageSeq u32', (version) => {
    expectVector(packet, frame(0x62, [...u64(12345n), ...u32(300)]), { version });
  });

  it('version 6: messageSeq u64', () => {
    expectVector(packet, frame(0x62, [...u64(12345n), ...u64(300n)]), { version: 6 });
  });
});

describe('RECV per version (plain)', () => {
  // setting 0x08 (topic), msgKey "mk", fromUID "a1", channelID "s7", channelType 1, [expire 60],
  // clientMsgNo "c9", messageID 12345, messageSeq 300, timestamp 1700000000, topic "t", payload "hi".
  const body = (version: number) => [
    0x08,
    ...str('mk'),
    ...str('a1'),
    ...str('s7'),
    0x01,
    ...(version >= 3 ? u32(60) : []),
    ...str('c9'),
    ...u64(12345n),
    ...(version >= 6 ? u64(300n) : u32(300)),
    ...u32(1_700_000_000),
    ...str('t'),
    0x68,
    0x69,
  ];
  const packet = (version: number): RecvPacket => ({
    type: PacketType.RECV,
    flags: NO_FLAGS,
    setting: { ...NO_SETTING, topic: true },
    msgKey: 'mk',
    fromUID: 'a1',
    channelID: 's7',
    channelType: 1,
    ...(version >= 3 ? { expire: 60 } : {}),
    clientMsgNo: 'c9',
    messageID: 12345n,
    messageSeq: 300,
    timestamp: 1_700_000_000,
    topic: 't',
    payload: Uint8Array.from([0x68, 0x69]),
  });

  it.each(VERSIONS)('version %i', (version) => {
    expectVector(packet(version), frame(0x50, body(version)), { version });
    expectVector(packet(version), frame(0x50, body(version)), { version, streamLayout: '2024' });
  });
});

describe('messageSeq that does not fit', () => {
  const ack: RecvackPacket = {
    type: PacketType.RECVACK,
    flags: NO_FLAGS,
    messageID: 1n,
    messageSeq: 2 ** 32,
  };

  it('is refused on version 5 and below (a u32), as the server refuses it', () => {
    for (const version of [2, 3, 4, 5]) {
      expect(encodePacket(ack, { version })).toEqual({
        ok: false,
        error: { kind: 'out_of_range', field: 'messageSeq', value: '4294967296' },
      });
    }
    expect(encodePacket(ack, { version: 6 }).ok).toBe(true);
  });

  it('is refused above 2^53-1 on version 6, both ways: a number would round it', () => {
    expect(encodePacket({ ...ack, messageSeq: 2 ** 53 }, { version: 6 }).ok).toBe(false);
    const bytes = frame(0x60, [...u64(1n), ...u64(2n ** 53n)]);
    expect(decodePacket(bytes, { version: 6 })).toEqual({
      ok: false,
      error: { kind: 'out_of_range', field: 'messageSeq', value: '9007199254740992' },
    });
    const largest = frame(0x60, [...u64(1n), ...u64(2n ** 53n - 1n)]);
    expect(decodePacket(largest, { version: 6 })).toMatchObject({
      ok: true,
      value: { messageSeq: Number.MAX_SAFE_INTEGER },
    });
  });
});
