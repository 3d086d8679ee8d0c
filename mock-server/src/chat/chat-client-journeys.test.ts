import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatClient } from '@storefront/protocol/client/chat-client';
import { channelOf } from '@storefront/protocol/client/channel';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { ContentType } from '@storefront/protocol/content/content-type';
import { ConnectStatus } from '@storefront/protocol/wire/connect-status';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { SendStatus } from '@storefront/protocol/wire/send-status';
import { StreamFlag } from '@storefront/protocol/wire/stream-flag';
import type { LanguageCode } from '../store/state';
import { AGENT_PHRASES } from './agent-texts';
import { ChatTestServer, clientFor, eventually } from './testing/chat-test-server';

// The chat client runtime (protocol/src/client) against the real gateway, as the web app uses it.

let server: ChatTestServer;
const clients: ChatClient[] = [];

function track(client: ChatClient): ChatClient {
  clients.push(client);
  return client;
}

const WHERE_IS_MY_ORDER: Record<LanguageCode, string> = {
  en: 'Where is my order?',
  'zh-CN': '我的订单在哪里？',
  ri: '私の注文はどこですか？',
  han: '내 주문은 어디에 있나요?',
  tai: 'คำสั่งซื้อของฉันอยู่ที่ไหน',
};

function textOf(message: ChatMessage): string {
  return message.content.kind === 'text' ? message.content.text : '';
}

async function shopper(email?: string) {
  const shopToken = email ? await server.register(email) : await server.login();
  const data = await server.connection(shopToken);
  const client = track(clientFor(data));
  const received: ChatMessage[] = [];
  client.messages.add((message) => {
    if (!message.isSentByMe) received.push(message);
  });
  client.connect();
  await eventually(() => client.status === ConnectStatus.Connected, 5000, 'connected');
  return { shopToken, data, client, received };
}

beforeAll(async () => {
  server = await ChatTestServer.start();
});

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

afterAll(() => server.close());

describe('a shopper and the customer-service agent', () => {
  it('sends to a merchant service, gets Normal, a greeting and the answer on the same channel', async () => {
    const { client, received, data } = await shopper();
    const statuses: number[] = [];
    client.sendStatus.add((_message, reasonCode) => statuses.push(reasonCode));
    const sent = client.send(channelOf('cs_1', 7), {
      kind: 'text',
      contentType: ContentType.text,
      text: 'how long does shipping take?',
    });
    await eventually(() => received.length >= 2, 5000, 'agent answers');
    expect(statuses).toEqual([ReasonCode.success]);
    expect(sent.status).toBe(SendStatus.Normal);
    expect(received.map((m) => [m.channel.channelID, m.channel.channelType, m.fromUID])).toEqual([
      ['cs_1', 7, 'm1'],
      ['cs_1', 7, 'm1'],
    ]);
    const shop = server.merchant(1);
    expect(textOf(received[0]!)).toContain(shop.name);
    expect(textOf(received[1]!)).toBe(AGENT_PHRASES.en.shipping);
    expect(data.uid).toMatch(/^u\d+$/);
    const conversation = client.conversations.find(channelOf('cs_1', 7));
    expect(conversation?.lastMessage?.messageSeq).toBe(3);
  });

  it.each<LanguageCode>(['en', 'zh-CN', 'ri', 'han', 'tai'])(
    'answers the latest order and its status in the saved language %s',
    async (lang) => {
      const { client, received, shopToken } = await shopper();
      await server.api('GET', `/api/user/set_language?lang=${lang}`, { token: shopToken });
      const { db } = server;
      const latest = db.first(
        db.q
          .selectFrom('orders')
          .innerJoin('users', 'users.id', 'orders.userId')
          .select(['orders.merchantId', 'orders.sn', 'orders.status'])
          .where('users.email', '=', 'demo@example.com')
          .orderBy('orders.createdAt', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(1),
      )!;
      client.send(channelOf(`cs_${latest.merchantId}`, 7), {
        kind: 'text',
        contentType: ContentType.text,
        text: WHERE_IS_MY_ORDER[lang],
      });
      await eventually(
        () => received.some((m) => textOf(m).includes(latest.sn)),
        5000,
        'order answer',
      );
      const answer = received.find((m) => textOf(m).includes(latest.sn))!;
      expect(textOf(answer)).toContain(AGENT_PHRASES[lang].orderStatus[String(latest.status)]);
    },
  );

  it('streams a long answer: START as a message, ING pieces and END to stream listeners, whole in sync', async () => {
    const { client, received, shopToken } = await shopper('streams@example.com');
    const pieces: ChatMessage[] = [];
    client.streams.add((piece) => pieces.push(piece));
    client.send(channelOf('cs_platform', 7), {
      kind: 'text',
      contentType: ContentType.text,
      text: 'hi',
    });
    await eventually(() => pieces.some((p) => p.streamFlag === StreamFlag.END), 5000, 'END');
    const start = received.find((m) => m.setting.streamOn)!;
    expect(start.streamFlag).toBe(StreamFlag.START);
    expect(pieces.slice(0, -1).every((p) => p.streamFlag === StreamFlag.ING)).toBe(true);
    expect(new Set(pieces.map((p) => p.streamNo))).toEqual(new Set([start.streamNo]));
    const streamed =
      textOf(start) +
      pieces
        .map((p) => (p.content.kind === 'stream' ? new TextDecoder().decode(p.content.data) : ''))
        .join('');
    expect(streamed).toBe(AGENT_PHRASES.en.help);
    // Sync has the whole answer once the stream ended.
    await eventually(() => true);
    const page = await server.api<{ messages: { payload: string; message_seq: number }[] }>(
      'POST',
      '/api/chat/getChannelMessage',
      {
        token: shopToken,
        body: {
          channel_id: 'cs_platform',
          channel_type: 7,
          start_message_seq: 0,
          end_message_seq: 0,
          limit: 30,
          pull_mode: 0,
        },
      },
    );
    const last = page.body.data.messages.at(-1)!;
    expect(JSON.parse(Buffer.from(last.payload, 'base64').toString())).toEqual({
      type: 1,
      content: AGENT_PHRASES.en.help,
    });
  });
});

describe('connection states against the gateway', () => {
  it('becomes ConnectKick with connectKick when the control API kicks the shopper', async () => {
    const { client, data } = await shopper('kicked@example.com');
    const statuses: [number, number][] = [];
    client.statusChanges.add((status, reason) => statuses.push([status, reason]));
    const answer = await server.control('POST', '/kick', { uid: data.uid });
    expect(answer.body).toMatchObject({ ok: true, sessions: 1 });
    await eventually(() => client.status === ConnectStatus.ConnectKick, 3000, 'kick');
    expect(statuses).toContainEqual([ConnectStatus.ConnectKick, ReasonCode.connectKick]);
  });

  it('a second sign-in of the same uid on the same device flag kicks the first client', async () => {
    const first = await shopper('twice@example.com');
    const second = track(clientFor(await server.connection(first.shopToken)));
    second.connect();
    await eventually(() => first.client.status === ConnectStatus.ConnectKick, 5000, 'kick');
    await eventually(() => second.status === ConnectStatus.Connected, 5000, 'second');
  });

  it('fails with ConnectFail authFail for a token that is not the pair of its uid', async () => {
    const data = await server.connection(await server.login());
    const client = track(clientFor({ ...data, token: 'forged' }));
    client.connect();
    await eventually(() => client.status === ConnectStatus.ConnectFail, 5000, 'fail');
  });

  it('comes back after the control API drops the socket and receives what was said meanwhile', async () => {
    const { client, data, received, shopToken } = await shopper('dropped@example.com');
    const statuses: number[] = [];
    client.statusChanges.add((status) => statuses.push(status));
    await server.control('POST', '/drop', { uid: data.uid });
    await eventually(() => statuses.includes(ConnectStatus.Disconnect), 3000, 'disconnect');
    await server.control('POST', '/speak', {
      uid: data.uid,
      channel: 'cs_2',
      text: 'your parcel left',
    });
    await eventually(() => client.status === ConnectStatus.Connected, 6000, 'reconnect');
    // Said while offline: kept for sync (conversation and history), not pushed on reconnect.
    const sync = await server.api<{
      conversations: { channel_id: string; unread: number; recents: { payload: string }[] }[];
      unread_total: number;
    }>('GET', '/api/chat/getRecentConversation?msg_count=1', { token: shopToken });
    const conversation = sync.body.data.conversations.find((c) => c.channel_id === 'cs_2')!;
    expect(conversation.unread).toBe(1);
    expect(Buffer.from(conversation.recents[0]!.payload, 'base64').toString()).toContain(
      'your parcel left',
    );
    expect(received.map(textOf)).not.toContain('your parcel left');
  }, 15_000);
});

describe('server restart', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'chat-restart-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('the client reconnects to the restarted server and nothing is lost or doubled', async () => {
    let restartable = await ChatTestServer.start({ dataDir, agent: { enabled: false } });
    const port = restartable.port;
    try {
      const alice = await restartable.connection(await restartable.login());
      // Bob is a merchant's agent: a shopper writes to merchants, never to another shopper.
      const [bob] = await restartable.tokensFor(['m7']);
      const aliceClient = track(clientFor(alice));
      const bobClient = track(clientFor(bob!));
      const bobGot: ChatMessage[] = [];
      bobClient.messages.add((m) => {
        if (!m.isSentByMe) bobGot.push(m);
      });
      aliceClient.connect();
      bobClient.connect();
      await eventually(
        () =>
          aliceClient.status === ConnectStatus.Connected &&
          bobClient.status === ConnectStatus.Connected,
        5000,
        'both connected',
      );
      const text = (t: string) => ({
        kind: 'text' as const,
        contentType: ContentType.text,
        text: t,
      });
      aliceClient.send(channelOf(bob!.uid, 1), text('before'));
      await eventually(() => bobGot.length === 1, 15_000, 'before');

      await restartable.close();
      await eventually(() => aliceClient.status === ConnectStatus.Disconnect, 15_000, 'down');
      // Sent while the server is down: resent with the same clientMsgNo after the reconnect.
      const during = aliceClient.send(channelOf(bob!.uid, 1), text('during'));
      restartable = await ChatTestServer.start({ dataDir, port, agent: { enabled: false } });
      await eventually(() => during.status === SendStatus.Normal, 30_000, 'resent');
      await eventually(() => bobGot.length === 2, 30_000, 'during delivered');
      expect(bobGot.map(textOf)).toEqual(['before', 'during']);
      expect(bobGot.map((m) => m.messageSeq)).toEqual([1, 2]);

      const page = await restartable.api<{ messages: { message_seq: number }[] }>(
        'POST',
        '/api/chat/getChannelMessage',
        {
          token: await restartable.login(),
          body: {
            channel_id: bob!.uid,
            channel_type: 1,
            start_message_seq: 0,
            end_message_seq: 0,
            limit: 10,
            pull_mode: 0,
          },
        },
      );
      expect(page.body.data.messages.map((m) => m.message_seq)).toEqual([1, 2]);
    } finally {
      for (const client of clients.splice(0)) client.dispose();
      await restartable.close();
    }
  }, 90_000);
});
