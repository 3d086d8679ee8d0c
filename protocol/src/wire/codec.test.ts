import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePacket, encodePacket } from './codec';
import { NO_FLAGS } from './frame-header';
import type { Packet } from './packet';
import { PacketType } from './packet-type';
import type { ConnackPacket } from './packets/connack';
import { PING, PONG } from './packets/heartbeat';
import type { RecvPacket } from './packets/recv';
import { recvackFor } from './packets/recvack';
import { resendOf, withClientMsgNo, type SendPacket } from './packets/send';
import { NO_SETTING } from './setting';
import * as arb from './testing/packet-arbitraries';
import type { WireResult } from './wire-error';

const VERSIONS = [2, 3, 4] as const;

function ok<T>(result: WireResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function roundTrip(packet: Packet, version: number): Packet {
  return ok(decodePacket(ok(encodePacket(packet, { version })), { version }));
}

const plainRecv: RecvPacket = {
  type: PacketType.RECV,
  flags: { ...NO_FLAGS, reddot: true },
  setting: NO_SETTING,
  msgKey: 'k',
  fromUID: 'shop-7',
  channelID: 'u1',
  channelType: 1,
  clientMsgNo: 'c1',
  messageID: 9_007_199_254_740_993n, // above 2^53: must survive exactly
  messageSeq: 12,
  timestamp: 1_700_000_000,
  payload: Uint8Array.of(1, 2, 3),
};

const plainSend: SendPacket = {
  type: PacketType.SEND,
  flags: NO_FLAGS,
  setting: NO_SETTING,
  clientSeq: 3,
  clientMsgNo: 'n1',
  channelID: 'shop-7',
  channelType: 1,
  msgKey: 'k',
  payload: Uint8Array.of(9),
};

describe('every packet survives encode then decode', () => {
  for (const version of VERSIONS) {
    it(`client-to-server packets, protocol version ${version}`, () => {
      fc.assert(
        fc.property(arb.clientPacket(version), (packet) => {
          expect(roundTrip(packet, version)).toEqual(packet);
        }),
        { numRuns: 400 },
      );
    });

    it(`server-to-client packets, protocol version ${version}`, () => {
      fc.assert(
        fc.property(arb.serverPacket(version), (packet) => {
          expect(roundTrip(packet, version)).toEqual(packet);
        }),
        { numRuns: 400 },
      );
    });
  }

  it('SEND and RECV with and without stream and topic, in every version', () => {
    const cases = fc
      .constantFrom(...VERSIONS)
      .chain((version) =>
        fc.tuple(fc.constant(version), fc.oneof(arb.send(version), arb.recv(version))),
      );
    fc.assert(
      fc.property(cases, fc.boolean(), fc.boolean(), ([version, packet], streamOn, topic) => {
        const shaped = { ...packet, setting: { ...packet.setting, streamOn, topic } } as Packet;
        const back = roundTrip(shaped, version) as SendPacket | RecvPacket;
        expect(back.setting).toEqual({ ...packet.setting, streamOn, topic });
        expect('topic' in back).toBe(topic);
        expect('streamNo' in back).toBe(streamOn);
        expect('expire' in back).toBe(version >= 3);
        expect(back.payload).toEqual(packet.payload);
      }),
      { numRuns: 300 },
    );
  });
});

describe('frame layout', () => {
  it('PING is the single byte 0x70 and PONG 0x80, with no remaining length', () => {
    expect(ok(encodePacket(PING, { version: 4 }))).toEqual(Uint8Array.of(0x70));
    expect(ok(encodePacket(PONG, { version: 4 }))).toEqual(Uint8Array.of(0x80));
    expect(ok(decodePacket(Uint8Array.of(0x70), { version: 4 }))).toEqual(PING);
    expect(ok(decodePacket(Uint8Array.of(0x80), { version: 2 }))).toEqual(PONG);
  });

  it('puts the header flags in the low nibble: dup 8, syncOnce 4, reddot 2, noPersist 1', () => {
    const frame = ok(
      encodePacket(
        { ...plainSend, flags: { dup: true, syncOnce: false, reddot: true, noPersist: false } },
        { version: 4 },
      ),
    );
    expect(frame[0]).toBe((PacketType.SEND << 4) | 0x0a);
  });

  it('puts the setting flags at receipt bit 7, topic bit 3, stream bit 1', () => {
    const frame = ok(
      encodePacket(
        {
          ...plainRecv,
          setting: { receiptEnabled: true, topic: true, streamOn: true },
          streamFlag: 2,
          streamNo: 's',
          streamId: 1n,
          topic: 't',
        },
        { version: 2 },
      ),
    );
    expect(frame[2]).toBe(0x80 | 0x08 | 0x02);
  });

  it('writes the remaining length as 7-bit groups, least significant first', () => {
    const frame = ok(encodePacket({ ...plainSend, payload: new Uint8Array(200) }, { version: 2 }));
    const bodyLength = frame.length - 3;
    expect(frame[1]).toBe((bodyLength & 0x7f) | 0x80);
    expect(frame[2]).toBe(bodyLength >> 7);
  });

  it('carries expire in SEND and RECV only from version 3 (four bytes more)', () => {
    const v2 = ok(encodePacket(plainSend, { version: 2 })).length;
    const v3 = ok(encodePacket({ ...plainSend, expire: 60 }, { version: 3 })).length;
    expect(v3 - v2).toBe(4);
    const recv2 = ok(encodePacket(plainRecv, { version: 2 })).length;
    const recv3 = ok(encodePacket(plainRecv, { version: 3 })).length;
    expect(recv3 - recv2).toBe(4);
  });
});

describe('CONNACK depends on the client version', () => {
  const connack: ConnackPacket = {
    type: PacketType.CONNACK,
    timeDiff: -5n,
    reasonCode: 1,
    serverKey: 'server-key',
    salt: 'salt-salt-salt-salt',
    nodeId: 1001n,
  };

  it('sends no serverVersion byte, no hasServerVersion flag and no nodeId to version 2 and 3', () => {
    for (const version of [2, 3]) {
      const frame = ok(encodePacket(connack, { version }));
      expect(frame[0]).toBe(0x20);
      const back = ok(decodePacket(frame, { version })) as ConnackPacket;
      expect(back.serverVersion).toBeUndefined();
      expect(back.nodeId).toBeUndefined();
      expect(back.timeDiff).toBe(-5n);
    }
  });

  it('sends serverVersion (flag bit 0) and nodeId to version 4', () => {
    const frame = ok(encodePacket(connack, { version: 4 }));
    expect(frame[0]).toBe(0x21);
    expect(frame[2]).toBe(4);
    const back = ok(decodePacket(frame, { version: 4 })) as ConnackPacket;
    expect(back.serverVersion).toBe(4);
    expect(back.nodeId).toBe(1001n);
  });

  it('a client reads the layout from the CONNACK itself, whatever version it assumed', () => {
    const frame = ok(encodePacket(connack, { version: 4 }));
    expect(ok(decodePacket(frame, { version: 2 }))).toEqual(
      ok(decodePacket(frame, { version: 4 })),
    );
  });
});

describe('helpers peers rely on', () => {
  it('RECVACK echoes the RECV header flags (dup aside) and ids', () => {
    fc.assert(
      fc.property(arb.recv(4), (recv) => {
        const ack = recvackFor(recv);
        expect(ack.flags).toEqual({ ...recv.flags, dup: false });
        expect([ack.messageID, ack.messageSeq]).toEqual([recv.messageID, recv.messageSeq]);
        const frame = ok(encodePacket(ack, { version: 4 }));
        expect(frame[0]! & 0x07).toBe(ok(encodePacket(recv, { version: 4 }))[0]! & 0x07);
        expect(frame[0]! & 0x08).toBe(0);
        expect(ok(decodePacket(frame, { version: 4 }))).toEqual(ack);
      }),
      { numRuns: 100 },
    );
  });

  it('a resend keeps clientSeq and clientMsgNo and differs only by the dup bit', () => {
    const first = withClientMsgNo({ ...plainSend, clientMsgNo: '' }, () => 'fresh-number');
    expect(first.clientMsgNo).toBe('fresh-number');
    const again = resendOf(first);
    const a = ok(encodePacket(first, { version: 4 }));
    const b = ok(encodePacket(again, { version: 4 }));
    expect(b[0]).toBe(a[0]! | 0x08);
    expect(b.subarray(1)).toEqual(a.subarray(1));
    const back = ok(decodePacket(b, { version: 4 })) as SendPacket;
    expect([back.clientSeq, back.clientMsgNo, back.flags.dup]).toEqual([3, 'fresh-number', true]);
  });

  it('keeps a clientMsgNo that is already set', () => {
    expect(withClientMsgNo(plainSend, () => 'other').clientMsgNo).toBe('n1');
  });
});

describe('bad input is an error value', () => {
  it('every cut of a valid frame is a typed error, never a throw', () => {
    fc.assert(
      fc.property(arb.anyPacket(4), fc.nat(), (packet, seed) => {
        const frame = ok(encodePacket(packet, { version: 4 }));
        if (frame.length < 2) return;
        const cut = seed % frame.length;
        const result = decodePacket(frame.subarray(0, cut), { version: 4 });
        expect(result.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('names what is missing', () => {
    const frame = ok(encodePacket(plainRecv, { version: 4 }));
    // Keep the header but claim a shorter body: the reader runs out inside the fields.
    const short = Uint8Array.of(
      frame[0]!,
      3,
      ...frame.subarray(frame.length - 30, frame.length - 27),
    );
    expect(decodePacket(short, { version: 4 })).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'truncated' }),
    });
  });

  it('rejects unknown packet types, an over-long length and a frame longer than declared', () => {
    expect(decodePacket(Uint8Array.of(0x00, 0x00), { version: 4 })).toEqual({
      ok: false,
      error: { kind: 'unknown_packet_type', packetType: 0 },
    });
    expect(decodePacket(Uint8Array.of(0xc0, 0x00), { version: 4 })).toEqual({
      ok: false,
      error: { kind: 'unknown_packet_type', packetType: 12 },
    });
    expect(decodePacket(Uint8Array.of(0x30, 0xff, 0xff, 0xff, 0xff, 0x01), { version: 4 })).toEqual(
      { ok: false, error: { kind: 'impossible_varint' } },
    );
    expect(decodePacket(Uint8Array.of(0x70, 0x00), { version: 4 }).ok).toBe(false);
    const frame = ok(encodePacket(plainSend, { version: 4 }));
    expect(decodePacket(Uint8Array.of(...frame, 0), { version: 4 })).toEqual({
      ok: false,
      error: { kind: 'frame_length_mismatch', declared: frame.length, actual: frame.length + 1 },
    });
    expect(decodePacket(new Uint8Array(0), { version: 4 }).ok).toBe(false);
  });

  it('rejects malformed UTF-8 in a string field', () => {
    // DISCONNECT: reasonCode 1, reason of length 2 holding a lone continuation byte pair.
    const frame = Uint8Array.of(0x90, 5, 1, 0, 2, 0x80, 0x80);
    expect(decodePacket(frame, { version: 4 })).toEqual({
      ok: false,
      error: { kind: 'malformed_utf8', field: 'reason' },
    });
  });

  it('refuses to encode values that do not fit their field', () => {
    expect(encodePacket({ ...plainSend, clientSeq: 2 ** 32 }, { version: 4 })).toEqual({
      ok: false,
      error: { kind: 'out_of_range', field: 'clientSeq', value: '4294967296' },
    });
    expect(encodePacket({ ...plainSend, channelType: -1 }, { version: 4 }).ok).toBe(false);
    expect(encodePacket({ ...plainRecv, messageID: 1n << 63n }, { version: 4 }).ok).toBe(false);
    expect(encodePacket({ ...plainSend, channelID: '订'.repeat(21_846) }, { version: 4 })).toEqual({
      ok: false,
      error: { kind: 'string_too_long', field: 'channelID', bytes: 65_538 },
    });
  });
});
