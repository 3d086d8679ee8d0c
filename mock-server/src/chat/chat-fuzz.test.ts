import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodePacket } from '@storefront/protocol/wire/codec';
import { NO_FLAGS } from '@storefront/protocol/wire/frame-header';
import type { Packet } from '@storefront/protocol/wire/packet';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import { PING } from '@storefront/protocol/wire/packets/heartbeat';
import { NO_SETTING } from '@storefront/protocol/wire/setting';
import { ChatTestServer, type ChatConnectionData } from './testing/chat-test-server';
import { RawChatSocket } from './testing/raw-chat-socket';

// Many connections throw random and mutated frames at the gateway at once, some before CONNECT and
// some after a good handshake. The gateway must not crash, and the well-behaved connections beside
// them must go on exchanging messages as if nothing happened.

const FUZZERS = 24;
const FRAMES_PER_FUZZER = 150;
const SEED = 20261121;

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function validFrames(data: ChatConnectionData): Uint8Array[] {
  const packets: Packet[] = [
    {
      type: PacketType.CONNECT,
      flags: NO_FLAGS,
      version: 4,
      deviceFlag: 1,
      deviceID: 'fuzz',
      uid: data.uid,
      token: data.token,
      clientTimestamp: 1n,
      clientKey: Buffer.alloc(32, 9).toString('base64'),
    },
    {
      type: PacketType.SEND,
      flags: NO_FLAGS,
      setting: { receiptEnabled: false, topic: true, streamOn: true },
      clientSeq: 1,
      clientMsgNo: 'fuzz',
      streamNo: 's',
      channelID: 'cs_1',
      channelType: 7,
      expire: 0,
      msgKey: '0'.repeat(32),
      topic: 't',
      payload: new TextEncoder().encode('QUFBQUFBQUFBQUFBQUFBQQ=='),
    },
    {
      type: PacketType.SUB,
      flags: NO_FLAGS,
      setting: NO_SETTING,
      clientMsgNo: 'x',
      channelID: 'cs_1',
      channelType: 7,
      action: 0,
      param: '',
    },
    { type: PacketType.RECVACK, flags: NO_FLAGS, messageID: 1n, messageSeq: 1 },
    PING,
  ];
  return packets.map((packet) => {
    const frame = encodePacket(packet, { version: 4 });
    if (!frame.ok) throw new Error('fixture does not encode');
    return frame.value;
  });
}

function mutate(frame: Uint8Array, random: () => number): Uint8Array {
  const choice = Math.floor(random() * 5);
  const copy = Uint8Array.from(frame);
  switch (choice) {
    case 0: // flip some bytes
      for (let i = 0; i < 1 + random() * 4; i++) {
        copy[Math.floor(random() * copy.length)] = Math.floor(random() * 256);
      }
      return copy;
    case 1: // cut it short
      return copy.subarray(0, Math.floor(random() * copy.length));
    case 2: // trailing garbage, merged into one message
      return Uint8Array.from([...copy, ...randomBytes(random, 1 + random() * 20)]);
    case 3: // a huge declared length
      return Uint8Array.from([copy[0]!, 0xff, 0xff, 0xff, 0x7f, ...copy.subarray(1)]);
    default: // pure noise
      return randomBytes(random, random() * 64);
  }
}

function randomBytes(random: () => number, length: number): Uint8Array {
  return Uint8Array.from({ length: Math.floor(length) }, () => Math.floor(random() * 256));
}

let server: ChatTestServer;

beforeAll(async () => {
  server = await ChatTestServer.start({
    agent: { enabled: false },
    gateway: { sendRate: { perSecond: 10_000, burst: 10_000 } },
  });
});

afterAll(() => server.close());

it('survives random and mutated frames from many connections; honest ones are unaffected', async () => {
  const [alice, bob] = await server.tokensFor(['honest-a', 'honest-b']);
  const a = await RawChatSocket.connect(server.socketUrl, alice!);
  const b = await RawChatSocket.connect(server.socketUrl, bob!);
  const fuzzTokens = await server.tokensFor(
    Array.from({ length: FUZZERS }, (_, i) => `fuzzer-${i}`),
  );
  const random = generator(SEED);
  let garbageSent = 0;
  const fuzzers = fuzzTokens.map(async (data, index) => {
    // Half shake hands properly first, so the garbage reaches the connected state's code.
    const raw =
      index % 2 === 0
        ? await RawChatSocket.connect(server.socketUrl, data)
        : await RawChatSocket.open(server.socketUrl);
    const frames = validFrames(data);
    for (let i = 0; i < FRAMES_PER_FUZZER && !raw.closed; i++) {
      const frame = frames[Math.floor(random() * frames.length)]!;
      if (random() < 0.1) raw.socket.send('text frames are not the protocol');
      else raw.sendBytes(random() < 0.3 ? frame : mutate(frame, random));
      garbageSent++;
      if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    raw.close();
  });

  // Meanwhile the honest pair keeps talking.
  let exchanged = 0;
  const talk = (async () => {
    for (let i = 0; i < 40; i++) {
      a.send('honest-b', 1, `msg ${i}`);
      const ack = await a.next(PacketType.SENDACK);
      expect(ack.reasonCode).toBe(1);
      exchanged++;
    }
  })();
  await Promise.all([...fuzzers, talk]);

  await b.waitFor(() => b.all(PacketType.RECV).length === 40, 5000, 'all 40 delivered');
  expect(b.all(PacketType.RECV).map((recv) => b.open(recv))).toEqual(
    Array.from({ length: 40 }, (_, i) => JSON.stringify({ type: 1, content: `msg ${i}` })),
  );
  expect(exchanged).toBe(40);
  expect(garbageSent).toBeGreaterThan(FUZZERS * 10);
  a.sendPacket(PING);
  await a.next(PacketType.PONG);
  // The gateway still takes new connections.
  const late = await RawChatSocket.connect(server.socketUrl, alice!);
  expect(late.connack?.reasonCode).toBe(1);
  late.close();
  a.close();
  b.close();
});
