import { afterAll, beforeAll, expect, it } from 'vitest';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import type { RecvPacket } from '@storefront/protocol/wire/packets/recv';
import { StreamFlag } from '@storefront/protocol/wire/stream-flag';
import { AGENT_PHRASES } from './agent-texts';
import { ChatTestServer } from './testing/chat-test-server';
import { RawChatSocket } from './testing/raw-chat-socket';

// Streams only to connections that can read them: a streamed answer reaches connections of version 3
// and 4 as START, ING and END pieces, and a version-2 connection (the official SDK 1.0.4) as one
// whole plain message once the stream ended, never a stream packet. Shopper and agent side alike.

let server: ChatTestServer;
const sockets: RawChatSocket[] = [];

beforeAll(async () => {
  server = await ChatTestServer.start();
});

afterAll(async () => {
  for (const raw of sockets) raw.close();
  await server.close();
});

const AGENT = 'm2';
const help = AGENT_PHRASES.en.help;

function fromAgent(raw: RawChatSocket): RecvPacket[] {
  return raw.all(PacketType.RECV).filter((recv) => recv.fromUID === AGENT);
}

/** The text a connection shows for the agent's answer: START's text plus every piece's data. */
function streamedText(raw: RawChatSocket, pieces: RecvPacket[]): string {
  return pieces
    .map((recv) => {
      const content = JSON.parse(raw.open(recv)) as {
        type: number;
        content?: string;
        data?: string;
      };
      return content.type === 98
        ? Buffer.from(content.data ?? '', 'base64').toString('utf8')
        : (content.content ?? '');
    })
    .join('');
}

it('streams to versions 3 and 4 and gives version 2 the whole answer, shopper and agent side', async () => {
  const shopper = await server.connection(await server.login());
  const [agent] = await server.tokensFor([AGENT]);
  const connect = async (
    data: { uid: string; token: string },
    version: number,
    deviceFlag: number,
  ) => {
    const raw = await RawChatSocket.connect(server.socketUrl, { ...data, version, deviceFlag });
    sockets.push(raw);
    return raw;
  };
  const shopperV2 = await connect(shopper, 2, 0);
  const shopperV3 = await connect(shopper, 3, 1);
  const shopperV4 = await connect(shopper, 4, 2);
  const agentV2 = await connect(agent!, 2, 0);
  const agentV3 = await connect(agent!, 3, 1);

  shopperV4.send('cs_2', 7, 'hello?');
  expect((await shopperV4.next(PacketType.SENDACK)).reasonCode).toBe(1);

  for (const raw of [shopperV3, agentV3]) {
    await raw.waitFor(
      () => fromAgent(raw).some((r) => r.setting.streamOn && r.streamFlag === StreamFlag.END),
      10_000,
      'END',
    );
    const streamed = fromAgent(raw).filter((r) => r.setting.streamOn);
    expect(streamed[0]!.streamFlag).toBe(StreamFlag.START);
    expect(streamed.slice(1, -1).every((r) => r.streamFlag === StreamFlag.ING)).toBe(true);
    expect(new Set(streamed.map((r) => r.streamNo)).size).toBe(1);
    expect(streamedText(raw, streamed)).toBe(help);
  }
  await shopperV4.waitFor(
    () => fromAgent(shopperV4).some((r) => r.streamFlag === StreamFlag.END),
    10_000,
    'END on version 4',
  );
  const start = fromAgent(shopperV3).find((r) => r.setting.streamOn)!;

  for (const raw of [shopperV2, agentV2]) {
    await raw.waitFor(
      () => fromAgent(raw).some((r) => r.messageSeq === start.messageSeq),
      10_000,
      'the whole answer',
    );
    const received = fromAgent(raw);
    // No stream packet at all: no stream bit, no stream fields.
    expect(received.filter((r) => r.setting.streamOn || 'streamNo' in r)).toEqual([]);
    const whole = received.filter((r) => r.messageSeq === start.messageSeq);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.messageID).toBe(start.messageID);
    expect(JSON.parse(raw.open(whole[0]!))).toMatchObject({ type: 1, content: help });
  }
});
