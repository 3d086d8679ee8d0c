import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import { PING } from '@storefront/protocol/wire/packets/heartbeat';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { NO_SETTING } from '@storefront/protocol/wire/setting';
import { str, u32, u64 } from '@storefront/protocol/wire/testing/hand-bytes';
import type { StreamLayout } from '@storefront/protocol/wire/stream-layout';
import { handFrame, packetTypeOf, readRecvByHand, type HandRecv } from './testing/hand-frames';
import { ChatTestServer, type ChatConnectionData } from './testing/chat-test-server';
import { RawChatSocket } from './testing/raw-chat-socket';

// The gateway's bytes per protocol version, read by hand (testing/hand-frames.ts), and SENDs made
// by hand (the layouts of the official SDKs): the version kept up to 6 (CONNACK serverVersion, no
// stream fields from 5, a u64 messageSeq from 6), a SEND that does not decode after its clientSeq
// answered with SENDACK payloadDecodeError, the 2024 stream bit on SEND understood.

let server: ChatTestServer;
let shopper: ChatConnectionData;
const sockets: RawChatSocket[] = [];

beforeAll(async () => {
  server = await ChatTestServer.start({
    agent: { enabled: false },
    limits: { connectionsPerUid: 64, recvRetryMs: 150 },
  });
  shopper = await server.connection(await server.login());
});

afterEach(() => {
  for (const raw of sockets.splice(0)) raw.close();
});

afterAll(() => server.close());

let nextDevice = 0;

async function connect(
  version: number,
  streams?: StreamLayout,
  data: ChatConnectionData = shopper,
): Promise<RawChatSocket> {
  const raw = await RawChatSocket.connect(server.socketUrl, {
    ...data,
    version,
    deviceFlag: nextDevice++ % 200,
    ...(streams ? { streams } : {}),
  });
  sockets.push(raw);
  return raw;
}

/** A frame made by hand: header byte, remaining length (7 bits a byte), body. */
function frame(header: number, body: number[]): Uint8Array {
  const length: number[] = [];
  let n = body.length;
  do {
    length.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>= 7;
  } while (n > 0);
  return Uint8Array.from([header, ...length, ...body]);
}

/** Every raw message of a packet type received so far. */
function messagesOf(raw: RawChatSocket, type: number): Uint8Array[] {
  return raw.messages.filter((message) => packetTypeOf(message) === type);
}

/** The n-th SENDACK (from 0) read by hand: messageID u64, clientSeq u32, messageSeq, reasonCode. */
async function handSendack(raw: RawChatSocket, n: number, version: number) {
  await raw.waitFor(() => messagesOf(raw, PacketType.SENDACK).length > n, 3000, `SENDACK ${n}`);
  const { header, body } = handFrame(messagesOf(raw, PacketType.SENDACK)[n]!);
  const ack = {
    header,
    messageID: body.u64(),
    clientSeq: body.u32(),
    messageSeq: version >= 6 ? Number(body.u64()) : body.u32(),
    reasonCode: body.u8(),
  };
  expect(body.left).toBe(0);
  return ack;
}

/** The connection still answers: PING gets PONG. */
async function stillOpen(raw: RawChatSocket): Promise<void> {
  raw.sendPacket(PING);
  await raw.next(PacketType.PONG);
  expect(raw.closed).toBe(false);
}

function opens(raw: RawChatSocket, recv: HandRecv): string {
  const opened = raw.keys!.openRecv(recv, recv.payload, recv.msgKey);
  if (!opened.ok) throw new Error(`RECV does not open: ${opened.reason}`);
  return new TextDecoder().decode(opened.plaintext);
}

const utf8 = new TextEncoder();

/**
 * A sealed SEND body made by hand, with the stream fields as an SDK of each layout writes them:
 * setting, clientSeq, clientMsgNo, [streamNo], channelID, channelType, [expire], msgKey, payload.
 */
function handSend(
  raw: RawChatSocket,
  fields: {
    setting: number;
    clientSeq: number;
    clientMsgNo: string;
    streamNo?: string;
    channelID: string;
    text: string;
    version: number;
  },
): number[] {
  const sealed = raw.keys!.sealSend(
    { ...fields, channelType: 7 },
    utf8.encode(JSON.stringify({ type: 1, content: fields.text })),
  );
  return [
    fields.setting,
    ...u32(fields.clientSeq),
    ...str(fields.clientMsgNo),
    ...(fields.streamNo !== undefined ? str(fields.streamNo) : []),
    ...str(fields.channelID),
    7,
    ...(fields.version >= 3 ? u32(0) : []),
    ...str(sealed.msgKey),
    ...Array.from(sealed.payload),
  ];
}

describe('negotiation', () => {
  /** CONNACK read by hand for a client of `version`, then one SEND and its SENDACK. */
  async function checkVersion(version: number): Promise<void> {
    const raw = await connect(version);
    const { header, body } = handFrame(raw.messages[0]!);
    const kept = Math.min(version, 6);
    if (version <= 3) {
      // hasServerVersion clear: no serverVersion byte, no nodeId.
      expect(header).toBe(0x20);
    } else {
      expect(header).toBe(0x21);
      expect(body.u8()).toBe(kept);
    }
    body.u64(); // timeDiff
    expect(body.u8()).toBe(ReasonCode.success);
    expect(Buffer.from(body.str(), 'base64')).toHaveLength(32);
    expect(body.str()).toHaveLength(32);
    if (version > 3) expect(body.u64()).toBe(1n);
    expect(body.left).toBe(0);
    // Every later packet in that version: a SEND written in it is read, its SENDACK written in it.
    expect(raw.version).toBe(kept);
    const sent = raw.send('cs_platform', 7, `at version ${version}`);
    const ack = await handSendack(raw, 0, kept);
    expect(ack).toMatchObject({ header: 0x40, clientSeq: sent.clientSeq, reasonCode: 1 });
    expect(ack.messageSeq).toBeGreaterThan(0);
    raw.close();
  }

  it('keeps the client version up to 6: CONNACK serverVersion, and SENDACK in that version', async () => {
    for (const version of [2, 3, 4, 5, 6, 7, 255]) await checkVersion(version);
  });

  it('holds for any client version (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 255 }), (version) => checkVersion(version)),
      { numRuns: 25 },
    );
  });
});

describe('RECV per version', () => {
  it('writes no stream fields from version 5, and a u64 messageSeq from 6', async () => {
    const v4spec = await connect(4, 'spec');
    const v4plain = await connect(4);
    const v5spec = await connect(5, 'spec');
    const v6spec = await connect(6, 'spec');
    const sender = await connect(4, 'spec');
    // A client's streamed SEND, spec layout (bit 0x02, streamNo after clientMsgNo), then a plain one.
    sender.send('cs_platform', 7, 'streamed piece', {
      setting: { ...NO_SETTING, streamOn: true },
      streamNo: 'client-stream-1',
    });
    sender.send('cs_platform', 7, 'plain');
    for (const n of [0, 1]) expect((await handSendack(sender, n, 4)).reasonCode).toBe(1);

    const firstTwo = async (raw: RawChatSocket, version: number, layout: StreamLayout) => {
      await raw.waitFor(() => messagesOf(raw, PacketType.RECV).length >= 2, 3000, 'two RECVs');
      return messagesOf(raw, PacketType.RECV)
        .slice(0, 2)
        .map((message) => readRecvByHand(message, version, layout));
    };
    const [streamedV4, plainV4] = await firstTwo(v4spec, 4, 'spec');
    expect(streamedV4!.setting).toBe(0x02);
    expect(streamedV4!.stream).toMatchObject({ streamNo: 'client-stream-1' });
    expect(opens(v4spec, streamedV4!)).toContain('streamed piece');
    expect(opens(v4spec, plainV4!)).toContain('plain');
    const seq = plainV4!.messageSeq;

    // Asked nothing: the streamed message comes plain.
    const [asPlain] = await firstTwo(v4plain, 4, 'spec');
    expect(asPlain!.setting).toBe(0);
    expect(asPlain!.stream).toBeUndefined();
    expect(opens(v4plain, asPlain!)).toContain('streamed piece');

    for (const [raw, version] of [
      [v5spec, 5],
      [v6spec, 6],
    ] as const) {
      const [streamed, plain] = await firstTwo(raw, version, 'spec');
      // Version 5 and up carry no stream fields, whatever the connection asked: it gets it plain.
      expect(streamed!.setting).toBe(0);
      expect(streamed!.stream).toBeUndefined();
      expect(streamed!.expire).toBe(0);
      expect(opens(raw, streamed!)).toContain('streamed piece');
      expect(plain!.messageSeq).toBe(seq);
      expect(opens(raw, plain!)).toContain('plain');
    }
    // The same RECV is 4 bytes longer on version 6: messageSeq is a u64 there.
    const plainV5 = messagesOf(v5spec, PacketType.RECV)[1]!;
    const plainV6 = messagesOf(v6spec, PacketType.RECV)[1]!;
    const bodyLength = (message: Uint8Array) => {
      const { body } = handFrame(message);
      return body.left;
    };
    const v5Body = bodyLength(plainV5);
    const v6Body = bodyLength(plainV6);
    // Same payload length (same content, same padding) on both.
    expect(readRecvByHand(plainV6, 6).payload.length).toBe(
      readRecvByHand(plainV5, 5).payload.length,
    );
    expect(v6Body - v5Body).toBe(4);
  });

  it('takes a version-6 RECVACK (u64 messageSeq) and redelivers nothing it acknowledged', async () => {
    const v6 = await connect(6);
    const v4 = await connect(4);
    const sender = await connect(4);
    sender.send('cs_platform', 7, 'acknowledge me');
    await v6.waitFor(() => messagesOf(v6, PacketType.RECV).length >= 1, 3000, 'RECV');
    const recv = readRecvByHand(messagesOf(v6, PacketType.RECV)[0]!, 6);
    v6.sendBytes(frame(0x60, [...u64(recv.messageID), ...u64(BigInt(recv.messageSeq))]));
    // The version-4 connection does not acknowledge: it gets the RECV again, marked dup.
    await v4.waitFor(() => messagesOf(v4, PacketType.RECV).length >= 2, 3000, 'a redelivery');
    expect(messagesOf(v4, PacketType.RECV)[1]![0]! & 0x08).toBe(0x08);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(messagesOf(v6, PacketType.RECV)).toHaveLength(1);
    await stillOpen(v6);
    // A version-6 RECVACK cut to the version-5 size (a u32 messageSeq) is a short packet: closed.
    v6.sendBytes(frame(0x60, [...u64(recv.messageID), ...u32(recv.messageSeq)]));
    expect(await v6.waitClosed()).toBe(true);
  });
});

describe('a SEND that does not decode', () => {
  it('answers SENDACK payloadDecodeError for its clientSeq and keeps the connection', async () => {
    const raw = await connect(4);
    const cases: { clientSeq: number; body: number[]; what: string }[] = [
      // clientMsgNo says 65535 bytes; none follow.
      { clientSeq: 41, body: [0x00, ...u32(41), 0xff, 0xff], what: 'clientMsgNo past the end' },
      // Ends after clientMsgNo: no channelID.
      { clientSeq: 42, body: [0x00, ...u32(42), ...str('m-42')], what: 'no channelID' },
      // channelID that is not UTF-8.
      {
        clientSeq: 43,
        body: [0x00, ...u32(43), ...str('m-43'), 0x00, 0x02, 0xc3, 0x28, 7, ...u32(0)],
        what: 'malformed UTF-8',
      },
      // The 2024 stream bit with no streamNo after clientMsgNo.
      { clientSeq: 44, body: [0x04, ...u32(44), ...str('m-44')], what: 'no streamNo' },
    ];
    for (const [n, c] of cases.entries()) {
      raw.sendBytes(frame(0x30, c.body));
      const ack = await handSendack(raw, n, 4);
      expect(ack, c.what).toEqual({
        header: 0x40,
        messageID: 0n,
        clientSeq: c.clientSeq,
        messageSeq: 0,
        reasonCode: ReasonCode.payloadDecodeError,
      });
      await stillOpen(raw);
    }
    // The connection goes on: a good SEND is stored.
    const good = raw.send('cs_platform', 7, 'after the broken ones');
    expect(await handSendack(raw, cases.length, 4)).toMatchObject({
      clientSeq: good.clientSeq,
      reasonCode: 1,
    });
  });

  it('closes when the clientSeq itself is cut: there is nothing to answer', async () => {
    const raw = await connect(4);
    raw.sendBytes(frame(0x30, [0x00, 0x00, 0x01]));
    expect(await raw.waitClosed()).toBe(true);
    expect(messagesOf(raw, PacketType.SENDACK)).toEqual([]);
  });

  it('answers any body after a clientSeq with one SENDACK for it, never success, never a close (property)', async () => {
    const raw = await connect(4);
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 0xff }),
        fc.integer({ min: 0, max: 0xffff_ffff }),
        fc.uint8Array({ maxLength: 80 }),
        async (setting, clientSeq, tail) => {
          raw.sendBytes(frame(0x30, [setting, ...u32(clientSeq), ...tail]));
          const ack = await handSendack(raw, answered++, 4);
          expect(ack.clientSeq).toBe(clientSeq);
          expect(ack.reasonCode).not.toBe(ReasonCode.success);
          expect(raw.closed).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
    await stillOpen(raw);
  });
});

describe('a streamed SEND in either layout', () => {
  it('stores and acknowledges SDK 1.2.8’s streamed SEND (bit 0x04 + streamNo) once', async () => {
    const sdk128 = await connect(4, '2024');
    const plainReader = await connect(4);
    const streamReader = await connect(4, '2024');
    const clientMsgNo = `sdk128-${Math.random()}`;
    const body = handSend(sdk128, {
      setting: 0x04,
      clientSeq: 51,
      clientMsgNo,
      streamNo: 'sdk128-stream',
      channelID: 'cs_platform',
      text: 'a streamed SEND',
      version: 4,
    });
    sdk128.sendBytes(frame(0x30, body));
    const first = await handSendack(sdk128, 0, 4);
    expect(first).toMatchObject({ clientSeq: 51, reasonCode: 1 });
    // Sent again (the SDK resends after no SENDACK, with dup): the same message, not stored twice.
    sdk128.sendBytes(frame(0x38, body));
    const again = await handSendack(sdk128, 1, 4);
    expect(again).toEqual(first);
    await stillOpen(sdk128);

    // Delivered once: plain to the reader that asked nothing, streamed (2024) to the one that did.
    await plainReader.waitFor(() => messagesOf(plainReader, PacketType.RECV).length >= 1);
    await streamReader.waitFor(() => messagesOf(streamReader, PacketType.RECV).length >= 1);
    await stillOpen(plainReader);
    const plain = messagesOf(plainReader, PacketType.RECV).map((m) => readRecvByHand(m, 4));
    expect(plain).toHaveLength(1);
    expect(plain[0]).toMatchObject({ setting: 0, clientMsgNo, messageSeq: first.messageSeq });
    expect(opens(plainReader, plain[0]!)).toContain('a streamed SEND');
    const streamed = readRecvByHand(messagesOf(streamReader, PacketType.RECV)[0]!, 4, '2024');
    expect(streamed.setting).toBe(0x04);
    expect(streamed.stream).toMatchObject({ streamNo: 'sdk128-stream' });
    expect(opens(streamReader, streamed)).toContain('a streamed SEND');
  });

  it('reads the spec bit 0x02 the same, and no streamNo from version 5 even with the bit', async () => {
    const spec = await connect(4, 'spec');
    const body = handSend(spec, {
      setting: 0x02,
      clientSeq: 61,
      clientMsgNo: `spec-${Math.random()}`,
      streamNo: 'spec-stream',
      channelID: 'cs_platform',
      text: 'spec layout',
      version: 4,
    });
    spec.sendBytes(frame(0x30, body));
    expect(await handSendack(spec, 0, 4)).toMatchObject({ clientSeq: 61, reasonCode: 1 });

    const v5 = await connect(5);
    const v5body = handSend(v5, {
      setting: 0x02,
      clientSeq: 62,
      clientMsgNo: `v5-${Math.random()}`,
      channelID: 'cs_platform',
      text: 'version 5, stream bit, no fields',
      version: 5,
    });
    v5.sendBytes(frame(0x30, v5body));
    expect(await handSendack(v5, 0, 5)).toMatchObject({ clientSeq: 62, reasonCode: 1 });
    await stillOpen(v5);
  });
});
