import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channelOf } from '@storefront/protocol/client/channel';
import type { ChatMessage } from '@storefront/protocol/client/message';
import type { ChatSocketConstructor } from '@storefront/protocol/client/transport';
import { encodeContent } from '@storefront/protocol/content/content-codec';
import { ContentType } from '@storefront/protocol/content/content-type';
import { ConnectStatus } from '@storefront/protocol/wire/connect-status';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import { recvackFor } from '@storefront/protocol/wire/packets/recvack';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { WebSocket } from 'ws';
import { personRoute } from './channel-route';
import { DEFAULT_CHAT_LIMITS, type ChatLimits } from './chat-limits';
import type { ChatSession } from './chat-session';
import { SIGNED_OUT } from './chat-gateway';
import {
  ChatTestServer,
  clientFor,
  eventually,
  type ChatConnectionData,
} from './testing/chat-test-server';
import { RawChatSocket } from './testing/raw-chat-socket';

// The gateway under abuse (one or two hostile accounts): bounded memory per connection, deadlines
// before and during packets, bounded content and rates, sign-out, who may write to whom, and
// redelivery of unacknowledged RECVs. Deadlines are made short through /__mock/chat/limits; waits
// for the observable outcome are long, so a loaded machine makes the tests slower, never flaky.

let server: ChatTestServer;
const sockets: RawChatSocket[] = [];
const WAIT = 10_000;

async function connect(data: ChatConnectionData, deviceFlag = 1): Promise<RawChatSocket> {
  const raw = await RawChatSocket.connect(server.socketUrl, { ...data, deviceFlag });
  sockets.push(raw);
  return raw;
}

async function open(): Promise<RawChatSocket> {
  const raw = await RawChatSocket.open(server.socketUrl);
  sockets.push(raw);
  return raw;
}

async function setLimits(changes: Partial<ChatLimits>): Promise<void> {
  const answer = await server.control('POST', '/limits', changes);
  expect(answer.status).toBe(200);
}

let registered = 0;
async function shopper(): Promise<{ token: string; data: ChatConnectionData; email: string }> {
  registered += 1;
  const email = `abuse${registered}@example.com`;
  const token = await server.register(email);
  return { token, data: await server.connection(token), email };
}

function sessionsOf(uid: string): ChatSession[] {
  return server.chat.hub.sessionsOf(uid) as ChatSession[];
}

beforeAll(async () => {
  server = await ChatTestServer.start({ agent: { enabled: false } });
});

afterEach(async () => {
  for (const raw of sockets.splice(0)) raw.close();
  await setLimits({ ...DEFAULT_CHAT_LIMITS });
});

afterAll(() => server.close());

describe('a reader that never reads', () => {
  // What the server's memory does meanwhile is measured by the chat bench's abuse phase
  // (bench/chat-abuse-bench.ts), on a server of its own: a heap size read inside the shared test
  // process depends on every other test and on the machine's load.
  it('is closed once 1 MiB waits for it, and the server queues no more than that', async () => {
    const [reader] = await server.tokensFor(['slow-reader']);
    const raw = await connect(reader!);
    raw.socket.pause(); // the TCP window fills, then the server's own queue
    const hub = server.chat.hub;
    const gateway = server.chat.gateway()!;
    const route = personRoute('flooder', 'slow-reader');
    const content = encodeContent({
      kind: 'text',
      contentType: ContentType.text,
      text: 'x'.repeat(64 * 1024),
    });
    let posted = 0;
    let mostQueued = 0;
    while (hub.isOnline('slow-reader') && posted < 3000) {
      hub.postTransient(route, hub.serverMessage('flooder', content), {});
      posted += 1;
      mostQueued = Math.max(mostQueued, gateway.queuedBytes());
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.isOnline('slow-reader')).toBe(false);
    // Never more than the cap plus the one message that found it full.
    expect(mostQueued).toBeLessThanOrEqual(DEFAULT_CHAT_LIMITS.maxQueuedBytes);
    expect(mostQueued).toBeGreaterThan(DEFAULT_CHAT_LIMITS.maxQueuedBytes / 2);
    await eventually(() => gateway.connectionCount === 0, WAIT, 'the socket let go');
    // What was offered is far more than what was kept.
    expect(posted * content.length).toBeGreaterThan(2 * DEFAULT_CHAT_LIMITS.maxQueuedBytes);
    raw.socket.resume();
    expect(await raw.waitClosed(WAIT)).toBe(true);
  }, 60_000);
});

describe('before CONNECT', () => {
  it('closes a CONNECT that declares more than 4 KB at once', async () => {
    const raw = await open();
    // CONNECT, remaining length 1 MiB (varint 0x80 0x80 0x40), then a few bytes of it.
    raw.sendBytes(new Uint8Array([0x10, 0x80, 0x80, 0x40, 1, 2, 3]));
    expect(await raw.waitClosed(WAIT)).toBe(true);
  });

  it('closes a connection that sends no CONNECT by the deadline', async () => {
    await setLimits({ connectDeadlineMs: 200 });
    const opened = Date.now();
    const raw = await open();
    expect(await raw.waitClosed(WAIT)).toBe(true);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(150);
  });

  it('closes a partial CONNECT at the packet deadline', async () => {
    await setLimits({ packetDeadlineMs: 200 });
    const raw = await open();
    const started = Date.now();
    raw.sendBytes(new Uint8Array([0x10, 100, 4, 1]));
    expect(await raw.waitClosed(WAIT)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('closes a CONNECT trickled a byte at a time at the packet deadline, though bytes keep coming', async () => {
    await setLimits({ packetDeadlineMs: 300 });
    const raw = await open();
    raw.sendBytes(new Uint8Array([0x10, 100]));
    let sent = 2;
    const trickle = setInterval(() => {
      if (raw.closed) return;
      raw.sendBytes(new Uint8Array([sent++ & 0x7f]));
    }, 40);
    try {
      expect(await raw.waitClosed(WAIT)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    expect(sent).toBeLessThan(102); // never finished
  });

  it('closes a WebSocket frame trickled below the chat packets at the packet deadline', async () => {
    await setLimits({ packetDeadlineMs: 300 });
    const raw = await open();
    const tcp = (raw.socket as unknown as { _socket: { write(bytes: Buffer): void } })._socket;
    // A masked binary frame of 100 bytes: its header and mask, then one byte now and then.
    tcp.write(Buffer.from([0x82, 0x80 | 100, 1, 2, 3, 4]));
    const trickle = setInterval(() => {
      if (!raw.closed) tcp.write(Buffer.from([0x10]));
    }, 40);
    try {
      expect(await raw.waitClosed(WAIT)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes a connection that sends more than 4 KB before CONNECT', async () => {
    const raw = await open();
    // WebSocket pings never reach the chat's packets, but their bytes count.
    for (let i = 0; i < 40 && !raw.closed; i++) raw.socket.ping(Buffer.alloc(125));
    expect(await raw.waitClosed(WAIT)).toBe(true);
  });
});

describe('content and rates', () => {
  it('refuses content above 16 KB with payloadDecodeError and closes on a frame far above it', async () => {
    const { data } = await shopper();
    const raw = await connect(data);
    const overhead = JSON.stringify({ type: 1, content: '' }).length;
    raw.send('cs_platform', 7, 'a'.repeat(16 * 1024 - overhead));
    expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.success);
    raw.send('cs_platform', 7, 'a'.repeat(16 * 1024 - overhead + 1));
    expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.payloadDecodeError);
    raw.send('cs_platform', 7, 'a'.repeat(40 * 1024));
    expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.payloadDecodeError);
    // A 760 KB text is not even read: the frame is above what a connection may send.
    raw.send('cs_platform', 7, 'a'.repeat(760 * 1024));
    expect(await raw.waitClosed(WAIT)).toBe(true);
  });

  it('refuses a byte flood past the byte rate with rateLimit, within the message rate', async () => {
    // The default burst, and a refill slow enough that however long a loaded machine takes to
    // answer the 80 SENDs, the burst is spent long before the refill catches up (at the default
    // 128 KiB/s, 9 s of answering would let every SEND through).
    const rate = { perSecond: 8 * 1024, burst: DEFAULT_CHAT_LIMITS.byteRate.burst };
    await setLimits({ byteRate: rate });
    const { data } = await shopper();
    const raw = await connect(data);
    const started = Date.now();
    const text = 'b'.repeat(15 * 1024);
    for (let i = 0; i < 80; i++) raw.send('cs_platform', 7, text);
    const codes: number[] = [];
    for (let i = 0; i < 80; i++) codes.push((await raw.next(PacketType.SENDACK, WAIT)).reasonCode);
    const seconds = (Date.now() - started) / 1000;
    const accepted = codes.filter((c) => c === ReasonCode.success).length;
    expect(codes.filter((c) => c === ReasonCode.rateLimit).length).toBeGreaterThan(0);
    expect(accepted + codes.filter((c) => c === ReasonCode.rateLimit).length).toBe(80);
    // Each SEND's sealed payload is 4/3 of its content: the burst plus the rate over the time.
    expect(accepted * 20 * 1024).toBeLessThanOrEqual(rate.burst + rate.perSecond * seconds);
  });

  it('keeps the newest messages of a channel; seqs go on and history starts at the oldest kept', async () => {
    await setLimits({ channelMessages: 5 });
    const { token, data } = await shopper();
    const raw = await connect(data);
    for (let i = 1; i <= 8; i++) {
      raw.send('cs_platform', 7, `message ${i}`);
      expect((await raw.next(PacketType.SENDACK)).messageSeq).toBe(i);
    }
    const page = async (pull_mode: 0 | 1) =>
      server.api<{ messages: { message_seq: number }[]; more: number }>(
        'POST',
        '/api/chat/getChannelMessage',
        {
          token,
          body: {
            channel_id: 'cs_platform',
            channel_type: 7,
            start_message_seq: 0,
            end_message_seq: 0,
            limit: 30,
            pull_mode,
          },
        },
      );
    for (const mode of [0, 1] as const) {
      const answer = await page(mode);
      expect(answer.body.data.messages.map((m) => m.message_seq)).toEqual([4, 5, 6, 7, 8]);
      expect(answer.body.data.more).toBe(0);
    }
  });

  it('/__mock/chat/limits shows every limit and refuses a malformed change', async () => {
    const shown = await server.control<{ limits: ChatLimits }>('GET', '/limits');
    expect(shown.body.limits).toEqual(DEFAULT_CHAT_LIMITS);
    const bad = await server.control('POST', '/limits', { maxQueuedBytes: -1 });
    expect(bad.status).toBe(400);
    const notNumber = await server.control('POST', '/limits', { recvRetries: 'many' });
    expect(notNumber.status).toBe(400);
    expect((await server.control<{ limits: ChatLimits }>('GET', '/limits')).body.limits).toEqual(
      DEFAULT_CHAT_LIMITS,
    );
  });
});

describe('sign-out ends chat', () => {
  it('logout: DISCONNECT "signed out", and the chat token no longer connects', async () => {
    const { token, data } = await shopper();
    const raw = await connect(data);
    const [agent] = await server.tokensFor(['m9']);
    const bystander = await connect(agent!);
    await server.api('POST', '/api/user/logout', { token });
    const disconnect = await raw.next(PacketType.DISCONNECT, WAIT);
    expect(disconnect.reasonCode).toBe(SIGNED_OUT.code);
    expect(disconnect.reason).toBe('signed out');
    expect(await raw.waitClosed(WAIT)).toBe(true);
    const again = await open();
    const connack = await again.handshake({ ...data });
    expect(connack.reasonCode).toBe(ReasonCode.authFail);
    // Nobody else's connection is touched.
    bystander.send(data.uid, 7, 'still here');
    expect((await bystander.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.success);
  });

  it('a password change ends the connections of every session, this one included', async () => {
    const { token, data, email } = await shopper();
    const second = await server.login(email, 'secret1');
    const phone = await connect(data, 1);
    const laptop = await connect(await server.connection(second), 2);
    const changed = await server.api('POST', '/api/user/resetpwd', {
      token,
      body: { old_password: 'secret1', new_password: 'secret22', confirm_password: 'secret22' },
    });
    expect(changed.body.code).toBe(1);
    for (const raw of [phone, laptop]) {
      expect((await raw.next(PacketType.DISCONNECT, WAIT)).reasonCode).toBe(SIGNED_OUT.code);
      expect(await raw.waitClosed(WAIT)).toBe(true);
    }
  });

  it('a reset with a mailed code ends the connections too', async () => {
    const { data, email } = await shopper();
    const raw = await connect(data);
    await server.api('POST', '/api/user/forgot_send_code', { body: { email } });
    const mail = server.db.first(
      server.db.q
        .selectFrom('outboxMails')
        .select('code')
        .where('recipient', '=', email)
        .orderBy('id', 'desc')
        .limit(1),
    )!;
    const reset = await server.api('POST', '/api/user/forgot_reset', {
      body: { email, code: mail.code, new_password: 'secret33', confirm_password: 'secret33' },
    });
    expect(reset.body.code).toBe(1);
    expect((await raw.next(PacketType.DISCONNECT, WAIT)).reasonCode).toBe(SIGNED_OUT.code);
  });
});

describe('who may write to whom', () => {
  it('a shopper writes to services and merchants, never to a shopper, itself or nobody', async () => {
    const alice = await shopper();
    const bob = await shopper();
    const raw = await connect(alice.data);
    const codeOf = async (channelID: string, channelType: number) => {
      raw.send(channelID, channelType, 'hello');
      return (await raw.next(PacketType.SENDACK)).reasonCode;
    };
    expect(await codeOf(bob.data.uid, 1)).toBe(ReasonCode.notAllowSend);
    expect(await codeOf(alice.data.uid, 1)).toBe(ReasonCode.notAllowSend);
    expect(await codeOf('u999999', 1)).toBe(ReasonCode.reasonChannelNotExist);
    expect(await codeOf('nobody-at-all', 1)).toBe(ReasonCode.reasonChannelNotExist);
    expect(await codeOf('m2', 1)).toBe(ReasonCode.success);
    expect(await codeOf('cs_2', 7)).toBe(ReasonCode.success);
    expect(await codeOf('cs_platform', 7)).toBe(ReasonCode.success);
    // Nothing reached the other shopper's conversations.
    const list = await server.api<{ conversations: unknown[] }>(
      'GET',
      '/api/chat/getRecentConversation?version=0&msg_count=1',
      { token: bob.token },
    );
    expect(list.body.data.conversations).toEqual([]);
  });

  it('system and command content come from agents only', async () => {
    const alice = await shopper();
    const raw = await connect(alice.data);
    raw.send('cs_2', 7, { type: 1001, content: 'Your refund is on hold', extra: [] });
    expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.notAllowSend);
    raw.send('cs_2', 7, { type: 99, cmd: 'orderShipped', param: {} });
    expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.notAllowSend);
    const [agentData] = await server.tokensFor(['m2']);
    const agent = await connect(agentData!);
    agent.send(alice.data.uid, 7, { type: 1001, content: '{0} joined', extra: [] });
    expect((await agent.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.success);
    const recv = await raw.next(PacketType.RECV);
    expect(JSON.parse(raw.open(recv))).toMatchObject({ type: 1001 });
  });

  it("a reply's sender, name and quote come from the quoted message, not from the shopper", async () => {
    const alice = await shopper();
    const raw = await connect(alice.data);
    const [agentData] = await server.tokensFor(['m3']);
    const agent = await connect(agentData!);
    agent.send(alice.data.uid, 7, 'Your parcel left today.');
    await agent.next(PacketType.SENDACK);
    const quoted = await raw.next(PacketType.RECV);
    raw.send('cs_3', 7, {
      type: 1,
      content: 'Here is my code',
      reply: {
        message_id: String(quoted.messageID),
        message_seq: quoted.messageSeq,
        from_uid: 'platform',
        from_name: 'Volt & Spark customer service',
        payload: { type: 1, content: 'Your refund is on hold. Reply with your payment code' },
      },
    });
    expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.success);
    const delivered = JSON.parse(agent.open(await agent.next(PacketType.RECV))) as {
      reply: { from_uid: string; from_name: string; payload: { content: string } };
    };
    const merchant = server.merchant(3);
    expect(delivered.reply.from_uid).toBe('m3');
    expect(delivered.reply.from_name).toBe(merchant.name);
    expect(delivered.reply.payload.content).toBe('Your parcel left today.');

    // A quote of a message this channel does not have is refused.
    for (const reply of [
      { message_id: '999999', message_seq: quoted.messageSeq },
      { message_id: String(quoted.messageID), message_seq: 99 },
    ]) {
      raw.send('cs_3', 7, {
        type: 1,
        content: 'x',
        reply: { ...reply, from_uid: 'm3', from_name: 'x' },
      });
      expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.notAllowSend);
    }
  });
});

describe('redelivery of unacknowledged RECVs', () => {
  it('sends a RECV again, marked dup, a bounded number of times, until RECVACK', async () => {
    await setLimits({ recvRetryMs: 200, recvRetries: 2 });
    const alice = await shopper();
    const raw = await connect(alice.data);
    const [agentData] = await server.tokensFor(['m6']);
    const agent = await connect(agentData!);
    raw.send('m6', 1, 'is anyone there?');
    await raw.next(PacketType.SENDACK);
    await agent.waitFor(() => agent.all(PacketType.RECV).length === 3, WAIT, 'three copies');
    const copies = agent.all(PacketType.RECV);
    expect(new Set(copies.map((c) => c.messageID)).size).toBe(1);
    expect(copies.map((c) => c.flags.dup)).toEqual([false, true, true]);
    // Then it gives up (the client finds the message through sync).
    const session = sessionsOf('m6')[0]!;
    await eventually(() => session.unacknowledged === 0, WAIT, 'given up');
    expect(agent.all(PacketType.RECV)).toHaveLength(3);

    // An acknowledged RECV leaves the queue (retries enough that only the RECVACK can empty it).
    await setLimits({ recvRetries: 1000 });
    raw.send('m6', 1, 'hello?');
    await raw.next(PacketType.SENDACK);
    await agent.waitFor(() => agent.all(PacketType.RECV).length === 4, WAIT, 'the next');
    expect(session.unacknowledged).toBe(1);
    agent.sendPacket(recvackFor(agent.all(PacketType.RECV)[3]!));
    await eventually(() => session.unacknowledged === 0, WAIT, 'acknowledged');
  });

  it('the client shows a redelivered message once', async () => {
    await setLimits({ recvRetryMs: 200, recvRetries: 2 });
    const alice = await shopper();
    // A socket that loses every RECVACK the client sends, so the server sends again.
    let recvs = 0;
    class LosingAcks extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.on('message', (data: Buffer | ArrayBuffer) => {
          const first = new Uint8Array(
            data instanceof ArrayBuffer ? data : data.buffer,
            data instanceof ArrayBuffer ? 0 : data.byteOffset,
            1,
          )[0]!;
          if (first >> 4 === PacketType.RECV) recvs += 1;
        });
      }

      override send(data: unknown, ...rest: unknown[]): void {
        const bytes =
          data instanceof ArrayBuffer
            ? new Uint8Array(data)
            : new Uint8Array(
                (data as Uint8Array).buffer,
                (data as Uint8Array).byteOffset,
                (data as Uint8Array).byteLength,
              );
        if (bytes.length > 0 && bytes[0]! >> 4 === PacketType.RECVACK) return;
        (super.send as (...args: unknown[]) => void)(data, ...rest);
      }
    }
    const client = clientFor(alice.data, {
      WebSocket: LosingAcks as unknown as ChatSocketConstructor,
    });
    const got: ChatMessage[] = [];
    client.messages.add((m) => got.push(m));
    try {
      client.connect();
      await eventually(() => client.status === ConnectStatus.Connected, WAIT, 'connected');
      const [agentData] = await server.tokensFor(['m5']);
      const agent = await connect(agentData!);
      agent.send(alice.data.uid, 1, 'only once');
      await agent.next(PacketType.SENDACK);
      // The server sends it twice more (the client's listeners run as each arrives).
      await eventually(() => recvs === 3, WAIT, 'three copies');
      expect(got.map((m) => m.messageID)).toHaveLength(1);
      const conversation = client.conversations.find(channelOf('m5', 1));
      expect(conversation?.unread).toBe(1);
    } finally {
      client.dispose();
    }
  });
});
