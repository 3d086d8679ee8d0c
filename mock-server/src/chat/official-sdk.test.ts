import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import WKSDK from 'wukongimjssdk/lib/index';
import { ConnectStatus } from 'wukongimjssdk/lib/connect_manager';
import { Channel, MessageText, type Message } from 'wukongimjssdk/lib/model';
import type { SendackPacket } from 'wukongimjssdk/lib/proto';
import { AGENT_PHRASES } from './agent-texts';
import { ChatTestServer, eventually } from './testing/chat-test-server';

// The official WuKongIM web SDK (wukongimjssdk 1.0.4, protocol version 2), a client no one here
// wrote, against the gateway: connect, send a text to a merchant's service, SENDACK success, the
// agent's reply decoded.

let server: ChatTestServer;
const globals = globalThis as { WebSocket?: unknown };
const hadWebSocket = 'WebSocket' in globals;
const originalWebSocket = globals.WebSocket;

beforeAll(async () => {
  // Node 20 has no global WebSocket; the SDK expects a browser's.
  globals.WebSocket = WebSocket;
  vi.spyOn(console, 'log').mockImplementation(() => {});
  server = await ChatTestServer.start();
});

afterAll(async () => {
  WKSDK.shared().disconnect();
  await server.close();
  // Let the SDK's close handler log into the silenced console.
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (hadWebSocket) globals.WebSocket = originalWebSocket;
  else delete globals.WebSocket;
  vi.restoreAllMocks();
});

it('connects, sends to a merchant service, gets SENDACK success and the agent reply', async () => {
  const data = await server.connection(await server.login());
  const sdk = WKSDK.shared();
  sdk.config.addr = data.ws_url;
  sdk.config.uid = data.uid;
  sdk.config.token = data.token;

  const statuses: number[] = [];
  sdk.connectManager.addConnectStatusListener((status) => statuses.push(status));
  const acks: SendackPacket[] = [];
  sdk.chatManager.addMessageStatusListener((ack) => acks.push(ack));
  const received: Message[] = [];
  sdk.chatManager.addMessageListener((message) => {
    if (message.fromUID !== data.uid) received.push(message);
  });

  sdk.connect();
  await eventually(() => statuses.includes(ConnectStatus.Connected), 5000, 'SDK connected');

  const sent = await sdk.chatManager.send(
    new MessageText('Hi, when will my parcel ship?'),
    new Channel('cs_2', 7),
  );
  await eventually(() => acks.length === 1, 5000, 'SENDACK');
  expect(acks[0]!.reasonCode).toBe(1);
  expect(acks[0]!.clientSeq).toBe(sent.clientSeq);
  expect(acks[0]!.messageSeq).toBe(1);

  await eventually(() => received.length === 2, 5000, 'the agent greeting and answer');
  const shop = server.merchant(2);
  expect(received.map((m) => [m.channel.channelID, m.channel.channelType, m.fromUID])).toEqual([
    ['cs_2', 7, 'm2'],
    ['cs_2', 7, 'm2'],
  ]);
  expect((received[0]!.content as MessageText).text).toContain(shop.name);
  expect((received[1]!.content as MessageText).text).toBe(AGENT_PHRASES.en.shipping);
  expect(received.map((m) => m.messageSeq)).toEqual([2, 3]);

  // A long answer, streamed to the connections that ask for streams, comes whole to this SDK,
  // connected to ws_url as it is (docs/chat.md, "Streams").
  await sdk.chatManager.send(new MessageText('hello?'), new Channel('cs_2', 7));
  await eventually(() => received.length === 3, 5000, 'the long answer');
  expect((received[2]!.content as MessageText).text).toBe(AGENT_PHRASES.en.help);
  expect(acks.map((ack) => ack.reasonCode)).toEqual([1, 1]);
});
