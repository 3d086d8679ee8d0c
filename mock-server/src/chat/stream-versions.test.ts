import { afterAll, beforeAll, expect, it } from 'vitest';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import type { StreamLayout } from '@storefront/protocol/wire/stream-layout';
import { StreamFlag } from '@storefront/protocol/wire/stream-flag';
import { AGENT_PHRASES } from './agent-texts';
import {
  packetTypeOf,
  readRecvByHand,
  SPEC_STREAM_BIT,
  STREAM_BIT_2024,
  type HandRecv,
} from './testing/hand-frames';
import { ChatTestServer, type ChatConnectionData } from './testing/chat-test-server';
import { RawChatSocket } from './testing/raw-chat-socket';

// Streams only to the connections that ask for them (`?stream=spec` or `?stream=2024` on the
// socket's URL), in the layout they asked for, on versions 2 to 4 (no stream fields from 5). Every
// other connection, an official SDK as it ships, gets the whole answer as one plain message when
// the stream ends. Every RECV is read by hand from the bytes the gateway sent (hand-frames.ts), in
// the field table of its version and layout, and opened with the connection's keys: the msgKey
// covers messageID, messageSeq, clientMsgNo, timestamp, fromUID and the channel, so a field read
// one byte off fails the test.

let server: ChatTestServer;
const sockets: RawChatSocket[] = [];

beforeAll(async () => {
  // One shopper and one agent hold many connections here (one per version and layout).
  server = await ChatTestServer.start({ limits: { connectionsPerUid: 64 } });
});

afterAll(async () => {
  for (const raw of sockets) raw.close();
  await server.close();
});

const AGENT = 'm2';
const help = AGENT_PHRASES.en.help;
const VERSIONS = [2, 3, 4, 5, 6];
const ASKS: (StreamLayout | undefined)[] = [undefined, 'spec', '2024'];

interface Peer {
  raw: RawChatSocket;
  version: number;
  asked: StreamLayout | undefined;
  /** Whether it should get the stream: it asked, on a version that carries stream fields. */
  streamed: boolean;
}

async function peer(
  data: { uid: string; token: string },
  version: number,
  asked: StreamLayout | undefined,
  deviceFlag: number,
): Promise<Peer> {
  const raw = await RawChatSocket.connect(server.socketUrl, {
    ...data,
    version,
    deviceFlag,
    ...(asked ? { streams: asked } : {}),
  });
  sockets.push(raw);
  expect(raw.connack!.reasonCode).toBe(1);
  return { raw, version, asked, streamed: asked !== undefined && version <= 4 };
}

/** The agent's RECVs to `peer` in `channelID`, read by hand in the peer's version and layout. */
function fromAgent(p: Peer, channelID: string): HandRecv[] {
  return p.raw.messages
    .filter((message) => packetTypeOf(message) === 5)
    .map((message) => readRecvByHand(message, p.version, p.asked ?? 'spec'))
    .filter((recv) => recv.fromUID === AGENT && recv.channelID === channelID);
}

function contentOf(p: Peer, recv: HandRecv): { type: number; content?: string; data?: string } {
  const opened = p.raw.keys!.openRecv(recv, recv.payload, recv.msgKey);
  if (!opened.ok) throw new Error(`RECV does not open: ${opened.reason}`);
  return JSON.parse(new TextDecoder().decode(opened.plaintext)) as {
    type: number;
    content?: string;
    data?: string;
  };
}

/** The text a connection shows for a stream: START's text plus every piece's data. */
function streamedText(p: Peer, pieces: HandRecv[]): string {
  return pieces
    .map((recv) => {
      const content = contentOf(p, recv);
      return content.type === 98
        ? Buffer.from(content.data ?? '', 'base64').toString('utf8')
        : (content.content ?? '');
    })
    .join('');
}

const isWholeAnswer = (p: Peer, recv: HandRecv) =>
  recv.stream === undefined && contentOf(p, recv).content === help;

/** Waits until every peer has the answer as it should get it, and returns the stream's START. */
async function answered(peers: Peer[], channelOf: (p: Peer) => string): Promise<HandRecv> {
  for (const p of peers) {
    const channel = channelOf(p);
    const what = `v${p.version} ${p.asked ?? 'nothing'}`;
    if (p.streamed) {
      await p.raw.waitFor(
        () => fromAgent(p, channel).some((r) => r.stream?.streamFlag === StreamFlag.END),
        10_000,
        `END on ${what}`,
      );
    } else {
      await p.raw.waitFor(
        () => fromAgent(p, channel).some((r) => isWholeAnswer(p, r)),
        10_000,
        `the whole answer on ${what}`,
      );
    }
  }
  // The stream's START (its id and seq) as a connection that read it saw it.
  const reader = peers.find((p) => p.streamed)!;
  return fromAgent(reader, channelOf(reader)).find((r) => r.stream)!;
}

function checkEveryPeer(peers: Peer[], channelOf: (p: Peer) => string, start: HandRecv): void {
  for (const p of peers) {
    const received = fromAgent(p, channelOf(p));
    const ofAnswer = received.filter((r) => r.messageSeq === start.messageSeq);
    expect(ofAnswer.every((r) => r.messageID === start.messageID)).toBe(true);
    if (p.streamed) {
      const ownBit = p.asked === '2024' ? STREAM_BIT_2024 : SPEC_STREAM_BIT;
      const otherBit = p.asked === '2024' ? SPEC_STREAM_BIT : STREAM_BIT_2024;
      // START, ING..., END: every one in the asked layout, and nothing whole after them.
      expect(ofAnswer.every((r) => r.stream !== undefined)).toBe(true);
      expect(
        ofAnswer.every((r) => (r.setting & ownBit) !== 0 && (r.setting & otherBit) === 0),
      ).toBe(true);
      const flags = ofAnswer.map((r) => r.stream!.streamFlag);
      expect(flags[0]).toBe(StreamFlag.START);
      expect(flags.at(-1)).toBe(StreamFlag.END);
      expect(flags.slice(1, -1).every((flag) => flag === StreamFlag.ING)).toBe(true);
      expect(new Set(ofAnswer.map((r) => r.stream!.streamNo)).size).toBe(1);
      // The piece's position: streamSeq (u32) in the 2024 layout, streamId (u64) in the spec's.
      const positions = ofAnswer.map((r) =>
        p.asked === '2024' ? r.stream!.streamSeq : Number(r.stream!.streamId),
      );
      expect(positions).toEqual(ofAnswer.map((_, i) => i));
      expect(streamedText(p, ofAnswer)).toBe(help);
    } else {
      // No stream packet at all: no stream bit in either place, no stream fields; one whole answer.
      expect(
        received.filter((r) => (r.setting & (SPEC_STREAM_BIT | STREAM_BIT_2024)) !== 0),
      ).toEqual([]);
      expect(ofAnswer).toHaveLength(1);
      expect(contentOf(p, ofAnswer[0]!)).toEqual({ type: 1, content: help });
    }
  }
}

it('streams to the connections that ask, in their layout, on versions 2 to 4; every other gets the whole answer', async () => {
  const shopper = await server.connection(await server.login());
  const [agent] = await server.tokensFor([AGENT]);
  const shopperPeers: Peer[] = [];
  const agentPeers: Peer[] = [];
  let flag = 0;
  for (const version of VERSIONS) {
    for (const asked of ASKS) {
      shopperPeers.push(await peer(shopper, version, asked, flag));
      agentPeers.push(await peer(agent!, version, asked, flag));
      flag += 1;
    }
  }
  const sender = await peer(shopper, 4, undefined, flag);

  sender.raw.send('cs_2', 7, 'hello?');
  expect((await sender.raw.next(PacketType.SENDACK)).reasonCode).toBe(1);

  const start = await answered(shopperPeers, () => 'cs_2');
  checkEveryPeer(shopperPeers, () => 'cs_2', start);
  const agentStart = await answered(agentPeers, () => shopper.uid);
  expect([agentStart.messageID, agentStart.messageSeq]).toEqual([
    start.messageID,
    start.messageSeq,
  ]);
  checkEveryPeer(agentPeers, () => shopper.uid, start);
  // The sending connection asked nothing: the whole answer too.
  await answered([sender, ...shopperPeers], () => 'cs_2');
  checkEveryPeer([sender], () => 'cs_2', start);
});

it('keeps the ended stream in history as the plain text it now is', async () => {
  const shopToken = await server.login();
  const shopper: ChatConnectionData = await server.connection(shopToken);
  const reader = await peer(shopper, 4, 'spec', 40);
  reader.raw.send('cs_2', 7, 'anything else?');
  await reader.raw.waitFor(
    () => fromAgent(reader, 'cs_2').some((r) => r.stream?.streamFlag === StreamFlag.END),
    10_000,
    'END',
  );
  const start = fromAgent(reader, 'cs_2').find((r) => r.stream)!;
  const page = await server.api<{
    messages: { setting: number; payload: string; message_seq: number }[];
  }>('POST', '/api/chat/getChannelMessage', {
    token: shopToken,
    body: {
      channel_id: 'cs_2',
      channel_type: 7,
      start_message_seq: 0,
      end_message_seq: 0,
      limit: 100,
      pull_mode: 0,
    },
  });
  const stored = page.body.data.messages.find((m) => m.message_seq === start.messageSeq)!;
  // No stream bit: an official SDK 1.3 would rebuild a stream from pieces history does not hold.
  expect(stored.setting & (SPEC_STREAM_BIT | STREAM_BIT_2024)).toBe(0);
  expect(JSON.parse(Buffer.from(stored.payload, 'base64').toString())).toEqual({
    type: 1,
    content: help,
  });
});
