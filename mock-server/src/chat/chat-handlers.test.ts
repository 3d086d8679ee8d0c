import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatClient } from '@storefront/protocol/client/chat-client';
import { channelOf } from '@storefront/protocol/client/channel';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { ContentType } from '@storefront/protocol/content/content-type';
import { ConnectStatus } from '@storefront/protocol/wire/connect-status';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { ChatTestServer, clientFor, eventually } from './testing/chat-test-server';
import { RawChatSocket } from './testing/raw-chat-socket';

// The chat's HTTP operations (contract tag chat); every answer is checked against the contract.

let server: ChatTestServer;
const clients: ChatClient[] = [];

interface ChatMessageJson {
  message_id: number;
  message_idstr: string;
  message_seq: number;
  from_uid: string;
  channel_id: string;
  payload: string;
}

const text = (t: string) => ({ kind: 'text' as const, contentType: ContentType.text, text: t });
const decode = (payload: string) =>
  JSON.parse(Buffer.from(payload, 'base64').toString()) as unknown;

async function connected(shopToken: string) {
  return connectedAs(await server.connection(shopToken));
}

/** A connection with any chat token (an agent's from the control API). */
async function connectedAs(data: Awaited<ReturnType<ChatTestServer['connection']>>) {
  const client = clientFor(data);
  clients.push(client);
  const got: ChatMessage[] = [];
  const commands: ChatMessage[] = [];
  client.messages.add((m) => {
    if (!m.isSentByMe) got.push(m);
  });
  client.commands.add((m) => commands.push(m));
  client.connect();
  await eventually(() => client.status === ConnectStatus.Connected, 5000, 'connected');
  return { data, client, got, commands };
}

function page(token: string, channel_id: string, channel_type: number, more: object = {}) {
  return server.api<{ more: number; messages: ChatMessageJson[] }>(
    'POST',
    '/api/chat/getChannelMessage',
    {
      token,
      body: {
        channel_id,
        channel_type,
        start_message_seq: 0,
        end_message_seq: 0,
        limit: 30,
        pull_mode: 0,
        ...more,
      },
    },
  );
}

beforeAll(async () => {
  server = await ChatTestServer.start({ agent: { enabled: false } });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});
afterAll(() => server.close());

describe('chat login and the socket address', () => {
  it('answers status 200 and the uid, and 401 without a token', async () => {
    const token = await server.login();
    const answer = await server.api<{ status: number; uid: string }>('GET', '/api/chat/login', {
      token,
    });
    expect(answer.body.data).toMatchObject({ status: 200 });
    expect((await server.api('GET', '/api/chat/login')).status).toBe(401);
    expect((await server.api('GET', '/api/chat/getWebSocketUrl')).status).toBe(401);
  });

  it('derives the ws address from the Host header and the scheme, X-Forwarded-Proto first', async () => {
    const token = await server.login();
    const plain = await server.injected<{ ws_url: string; token: string }>(
      '/api/chat/getWebSocketUrl',
      { token, headers: { host: 'shop.example:9000' } },
    );
    expect(plain.data.ws_url).toBe('ws://shop.example:9000/ws');
    const secure = await server.injected<{ ws_url: string }>('/api/chat/getWebSocketUrl', {
      token,
      headers: { host: 'shop.example', 'x-forwarded-proto': 'https' },
    });
    expect(secure.data.ws_url).toBe('wss://shop.example/ws');
    const real = await server.connection(token);
    expect(real.ws_url).toBe(server.socketUrl);
    expect(plain.data.token).not.toBe(real.token);
  });

  it('keeps the 20 newest chat tokens of a uid: the oldest no longer connects', async () => {
    const token = await server.login();
    const issued = [];
    for (let i = 0; i < 21; i++) issued.push(await server.connection(token));
    const oldest = await RawChatSocket.open(server.socketUrl);
    const newest = await RawChatSocket.open(server.socketUrl);
    try {
      expect((await oldest.handshake(issued[0]!)).reasonCode).toBe(ReasonCode.authFail);
      expect((await newest.handshake(issued[1]!)).reasonCode).toBe(ReasonCode.success);
    } finally {
      oldest.close();
      newest.close();
    }
  });
});

describe('conversations and history', () => {
  it('keeps offline messages: conversation, unread, last message, history pages both ways', async () => {
    const token = await server.register('history@example.com');
    const { uid } = await server.connection(token);
    for (let i = 1; i <= 7; i++) {
      await server.control('POST', '/speak', { uid, channel: 'cs_3', text: `note ${i}` });
    }
    const sync = await server.api<{
      conversations: {
        channel_id: string;
        channel_type: number;
        unread: number;
        last_msg_seq: number;
        version: number;
        recents: ChatMessageJson[];
      }[];
      unread_total: number;
    }>('GET', '/api/chat/getRecentConversation?msg_count=2', { token });
    expect(sync.body.data.unread_total).toBe(7);
    const conversation = sync.body.data.conversations[0]!;
    expect(conversation).toMatchObject({
      channel_id: 'cs_3',
      channel_type: 7,
      unread: 7,
      last_msg_seq: 7,
    });
    expect(conversation.recents.map((m) => m.message_seq)).toEqual([6, 7]);
    expect(conversation.recents[1]!.from_uid).toBe('m3');
    expect(decode(conversation.recents[1]!.payload)).toEqual({ type: 1, content: 'note 7' });

    const newest = await page(token, 'cs_3', 7, { limit: 3 });
    expect(newest.body.data.messages.map((m) => m.message_seq)).toEqual([5, 6, 7]);
    expect(newest.body.data.more).toBe(1);
    const older = await page(token, 'cs_3', 7, { limit: 3, start_message_seq: 5 });
    expect(older.body.data.messages.map((m) => m.message_seq)).toEqual([2, 3, 4]);
    const up = await page(token, 'cs_3', 7, { limit: 10, start_message_seq: 4, pull_mode: 1 });
    expect(up.body.data.messages.map((m) => m.message_seq)).toEqual([5, 6, 7]);
    expect(up.body.data.more).toBe(0);
    const bounded = await page(token, 'cs_3', 7, {
      start_message_seq: 1,
      end_message_seq: 3,
      pull_mode: 1,
    });
    expect(bounded.body.data.messages.map((m) => m.message_seq)).toEqual([2, 3]);

    // Nothing changed after the version the client has.
    const later = await server.api<{ conversations: unknown[] }>(
      'GET',
      `/api/chat/getRecentConversation?version=${conversation.version}`,
      { token },
    );
    expect(later.body.data.conversations).toEqual([]);

    await server.api('POST', '/api/chat/setUnread', {
      token,
      body: { channel_id: 'cs_3', channel_type: 7, unread: 0 },
    });
    const extras = await server.api<{ channel_id: string; browse_to: number; version: number }[]>(
      'POST',
      '/api/chat/syncConversationExtra',
      { token, body: { version: 0 } },
    );
    expect(extras.body.data).toMatchObject([{ channel_id: 'cs_3', browse_to: 7 }]);
    const read = await server.api<{ unread_total: number; conversations: { unread: number }[] }>(
      'GET',
      '/api/chat/getRecentConversation',
      { token },
    );
    expect(read.body.data.unread_total).toBe(0);

    await server.api('POST', '/api/chat/deleteRecentConversation', {
      token,
      body: { channel_id: 'cs_3', channel_type: 7 },
    });
    const gone = await server.api<{ conversations: unknown[] }>(
      'GET',
      '/api/chat/getRecentConversation',
      { token },
    );
    expect(gone.body.data.conversations).toEqual([]);
    // The messages stay.
    expect((await page(token, 'cs_3', 7)).body.data.messages).toHaveLength(7);
    const unknown = await server.api('POST', '/api/chat/setUnread', {
      token,
      body: { channel_id: 'cs_4', channel_type: 7, unread: 0 },
    });
    expect(unknown.body.code).not.toBe(1);
  });

  it('person channels: each side names the other, both see the same seqs; read receipts become extras', async () => {
    const aliceToken = await server.register('alice@example.com');
    const alice = await connected(aliceToken);
    const [agentData] = await server.tokensFor(['m4']);
    const agent = await connectedAs(agentData!);
    const sent = alice.client.send(channelOf('m4', 1), text('hi shop'));
    await eventually(() => agent.got.length === 1, 5000, 'the agent got it');
    expect(agent.got[0]!.channel.channelID).toBe(alice.data.uid);
    expect(agent.got[0]!.messageSeq).toBe(1);
    agent.client.send(channelOf(alice.data.uid, 1), text('hi alice'));
    await eventually(() => alice.got.length === 1, 5000, 'alice got the answer');
    expect(alice.got[0]!.channel.channelID).toBe('m4');
    expect(alice.got[0]!.messageSeq).toBe(2);

    const aliceView = await page(aliceToken, 'm4', 1);
    expect(aliceView.body.data.messages.map((m) => m.channel_id)).toEqual(['m4', 'm4']);
    expect(aliceView.body.data.messages.map((m) => m.message_seq)).toEqual([1, 2]);
    expect(aliceView.body.data.messages[0]!.message_idstr).toBe(sent.messageID);

    const answer = alice.got[0]!.messageID;
    await server.api('POST', '/api/chat/messageRead', {
      token: aliceToken,
      body: { channel_id: 'm4', channel_type: 1, message_ids: [answer] },
    });
    const extras = await server.api<
      { message_id_str: string; readed: number; readed_count: number; extra_version: number }[]
    >('POST', '/api/chat/syncMessageExtra', {
      token: aliceToken,
      body: { channel_id: 'm4', channel_type: 1, extra_version: 0, limit: 100 },
    });
    expect(extras.body.data).toMatchObject([
      { message_id_str: answer, readed: 1, readed_count: 1, extra_version: 1 },
    ]);
    const none = await server.api<unknown[]>('POST', '/api/chat/syncMessageExtra', {
      token: aliceToken,
      body: { channel_id: 'm4', channel_type: 1, extra_version: 1, limit: 100 },
    });
    expect(none.body.data).toEqual([]);
  });

  it('mentions become reminders; reminderDone marks them done with a new version', async () => {
    const bobToken = await server.register('mentioned@example.com');
    const { uid: bobUid } = await server.connection(bobToken);
    const [agentData] = await server.tokensFor(['m5']);
    const agent = await connectedAs(agentData!);
    agent.client.send(channelOf(bobUid, 1), {
      ...text('@bob look'),
      mention: { all: false, uids: [bobUid] },
    });
    await eventually(() => agent.client.unacknowledged === 0, 5000, 'sent');
    const reminders = await server.api<
      { id: number; uid: string; channel_id: string; version: number; done: number }[]
    >('POST', '/api/chat/syncReminders', { token: bobToken, body: { version: 0 } });
    expect(reminders.body.data).toMatchObject([{ uid: bobUid, channel_id: 'm5', done: 0 }]);
    const reminder = reminders.body.data[0]!;
    await server.api('POST', '/api/chat/reminderDone', {
      token: bobToken,
      body: { ids: [reminder.id] },
    });
    const after = await server.api<{ done: number; version: number }[]>(
      'POST',
      '/api/chat/syncReminders',
      {
        token: bobToken,
        body: { version: reminder.version },
      },
    );
    expect(after.body.data).toMatchObject([{ done: 1 }]);
    // The sender gets no reminder of its own mention.
    const bobSays = await connected(bobToken);
    bobSays.client.send(channelOf('m5', 1), {
      ...text('@me'),
      mention: { all: false, uids: [bobUid] },
    });
    await eventually(() => bobSays.client.unacknowledged === 0, 5000, 'sent');
    const own = await server.api<unknown[]>('POST', '/api/chat/syncReminders', {
      token: bobToken,
      body: { version: after.body.data[0]!.version },
    });
    expect(own.body.data).toEqual([]);
  });
});

describe('channels', () => {
  it('channel info: the shop title, presence of an agent and when it was last seen; never another shopper', async () => {
    const token = await server.register('presence@example.com');
    const other = await server.register('watcher@example.com');
    const { db } = server;
    const shop = db.first(
      db.q.selectFrom('merchants').select(['id', 'name']).orderBy('id').limit(1),
    )!;
    const info = await server.api<{ title: string; mer_id: number | null; online: boolean }>(
      'GET',
      `/api/chat/channelInfo?channel_id=cs_${shop.id}&channel_type=7`,
      { token },
    );
    expect(info.body.data).toMatchObject({ title: shop.name, mer_id: shop.id, online: false });
    // In the shopper's language, as the shop is named on its page.
    const thai = await server.api<{ title: string }>(
      'GET',
      `/api/chat/channelInfo?channel_id=cs_${shop.id}&channel_type=7`,
      { token, headers: { lang: 'tai' } },
    );
    expect(thai.body.data.title).toMatch(/[\u0E00-\u0E7F]/);

    // Another shopper's name and presence are not told: "not found", as for an unknown channel.
    const present = await connected(token);
    const peek = await server.api<unknown>(
      'GET',
      `/api/chat/channelInfo?channel_id=${present.data.uid}&channel_type=1`,
      { token: other },
    );
    expect(peek.body.code).toBe(0);
    expect(peek.body.data).toBeNull();
    const self = await server.api<{ title: string }>(
      'GET',
      `/api/chat/channelInfo?channel_id=${present.data.uid}&channel_type=1`,
      { token },
    );
    expect(self.body.data.title).toBeTruthy();

    const agentUid = `m${shop.id}`;
    const [agentData] = await server.tokensFor([agentUid]);
    const agent = await connectedAs(agentData!);
    const seen = () =>
      server.api<{ online: boolean; last_offline: number }>(
        'GET',
        `/api/chat/channelInfo?channel_id=${agentUid}&channel_type=1`,
        { token: other },
      );
    expect((await seen()).body.data).toMatchObject({ online: true });
    agent.client.disconnect();
    await eventually(() => agent.client.status === ConnectStatus.Disconnect, 3000, 'gone');
    let last = await seen();
    for (let i = 0; i < 50 && last.body.data.online; i++) last = await seen();
    expect(last.body.data.online).toBe(false);
    expect(last.body.data.last_offline).toBeGreaterThan(0);
  });

  it('subscribers of a service channel: the shopper and the agent, after a version', async () => {
    const token = await server.register('subscriber@example.com');
    const { uid } = await server.connection(token);
    const all = await server.api<{ uid: string; role: number; version: number }[]>(
      'POST',
      '/api/chat/syncSubscribers',
      { token, body: { channel_id: 'cs_2', channel_type: 7, version: 0 } },
    );
    expect(all.body.data.map((s) => [s.uid, s.role])).toEqual([
      [uid, 0],
      ['m2', 1],
    ]);
    const after = await server.api<{ uid: string }[]>('POST', '/api/chat/syncSubscribers', {
      token,
      body: { channel_id: 'cs_2', channel_type: 7, version: 1 },
    });
    expect(after.body.data.map((s) => s.uid)).toEqual(['m2']);
  });
});

describe('server-sent messages from the control API', () => {
  it('system messages arrive as messages and in history; commands go to command listeners only', async () => {
    const token = await server.register('system@example.com');
    const shopper = await connected(token);
    const system = await server.control('POST', '/system', {
      uid: shopper.data.uid,
      channel: 'cs_platform',
      content_type: 1001,
      content: '{0} joined',
      extra: [{ uid: shopper.data.uid, name: 'You' }],
    });
    expect(system.body.ok).toBe(true);
    await eventually(() => shopper.got.length === 1, 5000, 'system message');
    expect(shopper.got[0]!.content).toMatchObject({ kind: 'system', contentType: 1001 });
    const command = await server.control('POST', '/command', {
      uid: shopper.data.uid,
      cmd: 'orderShipped',
      param: { order: 1 },
    });
    expect(command.body.ok).toBe(true);
    await eventually(() => shopper.commands.length === 1, 5000, 'command');
    expect(shopper.commands[0]!.content).toMatchObject({ kind: 'command', cmd: 'orderShipped' });
    expect(shopper.got).toHaveLength(1);
    expect((await page(token, 'cs_platform', 7)).body.data.messages).toHaveLength(1);
    const missing = await server.control('POST', '/speak', {
      uid: shopper.data.uid,
      channel: 'cs_99999',
      text: 'x',
    });
    expect(missing.status).toBe(404);
  });
});
