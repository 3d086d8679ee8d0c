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
import { carriesStreamFields } from './protocol-version';
import { NO_SETTING } from './setting';
import type { StreamLayout } from './stream-layout';
import { str, u32 } from './testing/hand-bytes';
import * as arb from './testing/packet-arbitraries';
import type { WireResult } from './wire-error';

/** The versions WuKongIM's current server speaks. */
const VERSIONS = [2, 3, 4, 5, 6] as const;
const LAYOUTS: readonly StreamLayout[] = ['spec', '2024'];

function ok<T>(result: WireResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function roundTrip(packet: Packet, version: number, streamLayout?: StreamLayout): Packet {
  const options = { version, streamLayout };
  return ok(decodePacket(ok(encodePacket(packet, options)), options));
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

    for (const layout of LAYOUTS) {
      it(`server-to-client packets, protocol version ${version}, ${layout} stream layout`, () => {
        fc.assert(
          fc.property(arb.serverPacket(version, layout), (packet) => {
            expect(roundTrip(packet, version, layout)).toEqual(packet);
          }),
          { numRuns: 400 },
        );
      });
    }
  }

  it('SEND and RECV with and without stream and topic, in every version and layout', () => {
    const cases = fc
      .tuple(fc.constantFrom(...VERSIONS), fc.constantFrom(...LAYOUTS))
      .chain(([version, layout]) =>
        fc.tuple(
          fc.constant(version),
          fc.constant(layout),
          fc.oneof(arb.send(version), arb.recv(version, layout)),
        ),
      );
    fc.assert(
      fc.property(
        cases,
        fc.boolean(),
        fc.boolean(),
        ([version, layout, packet], streamOn, topic) => {
          const shaped = { ...packet, setting: { ...packet.setting, streamOn, topic } } as Packet;
          const back = roundTrip(shaped, version, layout) as SendPacket | RecvPacket;
          const streamFields = streamOn && carriesStreamFields(version);
          expect(back.setting).toEqual({ ...packet.setting, streamOn, topic });
          expect('topic' in back).toBe(topic);
          expect('streamNo' in back).toBe(streamFields);
          if (back.type === PacketType.RECV) {
            expect('streamFlag' in back).toBe(streamFields);
            expect('streamId' in back).toBe(streamFields && layout === 'spec');
            expect('streamSeq' in back).toBe(streamFields && layout === '2024');
          }
          expect('expire' in back).toBe(version >= 3);
          expect(back.payload).toEqual(packet.payload);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a SEND decodes the same in both layouts: either stream bit means streamNo follows', () => {
    const cases = fc
      .tuple(fc.constantFrom(...VERSIONS), fc.constantFrom(...LAYOUTS))
      .chain(([version, layout]) =>
        fc.tuple(fc.constant(version), fc.constant(layout), arb.send(version)),
      );
    fc.assert(
      fc.property(cases, ([version, layout, sent]) => {
        const frame = ok(encodePacket(sent, { version, streamLayout: layout }));
        expect(ok(decodePacket(frame, { version, streamLayout: 'spec' }))).toEqual(sent);
        expect(ok(decodePacket(frame, { version, streamLayout: '2024' }))).toEqual(sent);
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

  it('sends serverVersion 5 and 6 (with nodeId) to clients of those versions', () => {
    for (const version of [5, 6]) {
      const frame = ok(encodePacket(connack, { version }));
      expect([frame[0], frame[2]]).toEqual([0x21, version]);
      expect(ok(decodePacket(frame, { version }))).toMatchObject({
        serverVersion: version,
        nodeId: 1001n,
      });
    }
  });

  it('a client reads the layout from the CONNACK itself, whatever version it assumed', () => {
    for (const version of [4, 5, 6]) {
      const frame = ok(encodePacket(connack, { version }));
      expect(ok(decodePacket(frame, { version: 2 }))).toEqual(ok(decodePacket(frame, { version })));
    }
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
    const cases = fc
      .tuple(fc.constantFrom(...VERSIONS), fc.constantFrom(...LAYOUTS))
      .chain(([version, layout]) =>
        fc.tuple(fc.constant({ version, streamLayout: layout }), arb.anyPacket(version, layout)),
      );
    fc.assert(
      fc.property(cases, fc.nat(), ([options, packet], seed) => {
        const frame = ok(encodePacket(packet, options));
        if (frame.length < 2) return;
        const cut = seed % frame.length;
        const result = decodePacket(frame.subarray(0, cut), options);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 500 },
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

describe('a SEND that fails after its clientSeq says what it had read', () => {
  // A frame whose body is `body`, with the right remaining length (all bodies here are short).
  const sendFrame = (body: number[]) =>
    Uint8Array.from([PacketType.SEND << 4, body.length, ...body]);

  it('clientSeq alone when clientMsgNo itself is cut short', () => {
    const frame = sendFrame([0x00, ...u32(77), 0x00, 0x05, 0x61]);
    expect(decodePacket(frame, { version: 4 })).toEqual({
      ok: false,
      error: { kind: 'truncated', field: 'clientMsgNo', needed: 5, available: 1 },
      partialSend: { clientSeq: 77 },
    });
  });

  it('clientSeq and clientMsgNo when a later field is malformed', () => {
    // channelID of two bytes that are not UTF-8.
    const frame = sendFrame([0x00, ...u32(78), ...str('n-1'), 0x00, 0x02, 0xc3, 0x28]);
    expect(decodePacket(frame, { version: 4 })).toEqual({
      ok: false,
      error: { kind: 'malformed_utf8', field: 'channelID' },
      partialSend: { clientSeq: 78, clientMsgNo: 'n-1' },
    });
  });

  it('nothing when the body ends before clientSeq: there is nothing to answer', () => {
    const result = decodePacket(sendFrame([0x00, 0x00, 0x01]), { version: 4 });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'truncated', field: 'clientSeq', needed: 4, available: 2 },
    });
  });

  it('every body cut after clientSeq is a SEND, or a failure carrying its clientSeq', () => {
    const cases = fc
      .constantFrom(...VERSIONS)
      .chain((version) => fc.tuple(fc.constant(version), arb.send(version)));
    fc.assert(
      fc.property(cases, fc.nat(), ([version, sent], seed) => {
        const frame = ok(encodePacket(sent, { version }));
        const headerSize = frame.length - bodyLength(frame);
        const body = frame.subarray(headerSize);
        const cut = 5 + (seed % (body.length - 4)); // keeps the setting byte and clientSeq
        const shorter = sendFrameAround(body.subarray(0, cut));
        const result = decodePacket(shorter, { version });
        if (result.ok) {
          expect(result.value).toMatchObject({ clientSeq: sent.clientSeq });
          return;
        }
        expect(result.partialSend?.clientSeq).toBe(sent.clientSeq);
        const clientMsgNoEnd = 5 + 2 + new TextEncoder().encode(sent.clientMsgNo).length;
        expect(result.partialSend?.clientMsgNo).toBe(
          cut >= clientMsgNoEnd ? sent.clientMsgNo : undefined,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('only SEND failures carry it', () => {
    const recv = ok(encodePacket(plainRecv, { version: 4 }));
    const cut = Uint8Array.of(recv[0]!, 10, ...recv.subarray(2, 12));
    const result = decodePacket(cut, { version: 4 });
    expect(result.ok).toBe(false);
    expect(result).not.toHaveProperty('partialSend');
  });
});

/** Length of the body of a frame whose remaining length is one or two bytes. */
function bodyLength(frame: Uint8Array): number {
  return frame[1]! < 0x80 ? frame[1]! : (frame[1]! & 0x7f) | (frame[2]! << 7);
}

/** A SEND frame around `body` (up to 16383 bytes), header flags clear. */
function sendFrameAround(body: Uint8Array): Uint8Array {
  const length =
    body.length < 0x80 ? [body.length] : [(body.length & 0x7f) | 0x80, body.length >> 7];
  return Uint8Array.from([PacketType.SEND << 4, ...length, ...body]);
}
