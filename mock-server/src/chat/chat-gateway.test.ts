import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { decodePacket } from '@storefront/protocol/wire/codec';
import { NO_FLAGS } from '@storefront/protocol/wire/frame-header';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import { PING } from '@storefront/protocol/wire/packets/heartbeat';
import { SubscriptionAction } from '@storefront/protocol/wire/packets/sub';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { NO_SETTING } from '@storefront/protocol/wire/setting';
import { WebSocket } from 'ws';
import { CONTROL_TOKEN_HEADER } from '../control/control-guard';
import { encodePacket } from '@storefront/protocol/wire/codec';
import { ChatTestServer, type ChatConnectionData } from './testing/chat-test-server';
import { RawChatSocket } from './testing/raw-chat-socket';

let server: ChatTestServer;
const sockets: RawChatSocket[] = [];

async function connect(
  data: ChatConnectionData,
  options: { version?: number; deviceFlag?: number } = {},
): Promise<RawChatSocket> {
  const raw = await RawChatSocket.connect(server.socketUrl, { ...data, ...options });
  sockets.push(raw);
  return raw;
}

async function open(): Promise<RawChatSocket> {
  const raw = await RawChatSocket.open(server.socketUrl);
  sockets.push(raw);
  return raw;
}

// One server for the file (building the app and signing in cost more than the tests).
beforeAll(async () => {
  server = await ChatTestServer.start({
    agent: { enabled: false },
    gateway: { idleTimeoutMs: 1500, sendRate: { perSecond: 50, burst: 100 } },
  });
});

afterEach(() => {
  for (const raw of sockets.splice(0)) raw.close();
});

afterAll(() => server.close());

describe('CONNECT and CONNACK', () => {
  it('accepts a shopper with the pair from getWebSocketUrl and answers the version-4 layout', async () => {
    const data = await server.connection(await server.login());
    expect(data.uid).toMatch(/^u\d+$/);
    const before = Date.now();
    const raw = await connect(data);
    const connack = raw.connack!;
    expect(connack.reasonCode).toBe(ReasonCode.success);
    expect(connack.serverVersion).toBe(4);
    expect(connack.nodeId).toBe(1n);
    expect(connack.salt.length).toBeGreaterThanOrEqual(16);
    expect(Buffer.from(connack.serverKey, 'base64')).toHaveLength(32);
    expect(Math.abs(Number(connack.timeDiff))).toBeLessThan(Date.now() - before + 1000);
    // hasServerVersion is the low bit of the CONNACK header byte.
    expect(raw.messages[0]![0]).toBe(0x21);
  });

  it('speaks the version-2 layout to a version-2 client: no serverVersion, no nodeId, no expire', async () => {
    const data = await server.connection(await server.login());
    const raw = await connect(data, { version: 2 });
    expect(raw.messages[0]![0]).toBe(0x20);
    expect(raw.connack!.serverVersion).toBeUndefined();
    expect(raw.connack!.nodeId).toBeUndefined();
    const peer = await connect(data, { deviceFlag: 2 });
    peer.send('cs_platform', 7, 'from the other device');
    const recv = await raw.next(PacketType.RECV);
    expect(recv.expire).toBeUndefined();
    expect(raw.open(recv)).toContain('from the other device');
  });

  it('gives a version-3 client expire but no serverVersion byte', async () => {
    const data = await server.connection(await server.login());
    const raw = await connect(data, { version: 3 });
    expect(raw.connack!.serverVersion).toBeUndefined();
    const peer = await connect(data, { deviceFlag: 2 });
    peer.send('cs_platform', 7, 'hello', { expire: 60 });
    const recv = await raw.next(PacketType.RECV);
    expect(recv.expire).toBe(60);
  });

  it('answers clientKeyIsEmpty and closes when the client key is missing', async () => {
    const data = await server.connection(await server.login());
    const raw = await open();
    const connack = await raw.handshake({ ...data, clientKey: '' });
    expect(connack.reasonCode).toBe(ReasonCode.clientKeyIsEmpty);
    await raw.waitClosed();
  });

  it('answers authFail and closes for an unknown token, a token of another uid and a signed-out session', async () => {
    const shopToken = await server.login();
    const data = await server.connection(shopToken);
    for (const attempt of [
      { uid: data.uid, token: 'not-a-token' },
      { uid: 'u999', token: data.token },
    ]) {
      const raw = await open();
      expect((await raw.handshake(attempt)).reasonCode).toBe(ReasonCode.authFail);
      await raw.waitClosed();
    }
    await server.api('POST', '/api/user/logout', { token: shopToken, body: {} });
    const raw = await open();
    expect((await raw.handshake(data)).reasonCode).toBe(ReasonCode.authFail);
  });

  it('answers authFail for a public key that is not a usable X25519 key', async () => {
    const data = await server.connection(await server.login());
    for (const clientKey of [
      'not base64!',
      Buffer.alloc(16, 1).toString('base64'),
      Buffer.alloc(32).toString('base64'),
    ]) {
      const raw = await open();
      expect((await raw.handshake({ ...data, clientKey })).reasonCode).toBe(ReasonCode.authFail);
      await raw.waitClosed();
    }
  });

  it('kicks the earlier connection of the same uid and device flag with DISCONNECT connectKick', async () => {
    const data = await server.connection(await server.login());
    const first = await connect(data);
    const web2 = await connect(data);
    const disconnect = await first.next(PacketType.DISCONNECT);
    expect(disconnect.reasonCode).toBe(ReasonCode.connectKick);
    await first.waitClosed();
    // Another device flag lives beside it.
    const phone = await connect(data, { deviceFlag: 0 });
    web2.sendPacket(PING);
    phone.sendPacket(PING);
    await web2.next(PacketType.PONG);
    await phone.next(PacketType.PONG);
  });

  it('closes a connection whose first packet is not CONNECT', async () => {
    const raw = await open();
    raw.sendPacket(PING);
    await raw.waitClosed();
    expect(raw.packets).toEqual([]);
  });
});

describe('SEND and SENDACK', () => {
  it('stores, acknowledges and delivers with increasing ids and gapless per-channel seqs', async () => {
    const a = await server.connection(await server.login());
    // A shopper writes to a merchant's agent (m1) in a person channel.
    const [b] = await server.tokensFor(['m1']);
    const alice = await connect(a);
    const bob = await connect(b!);
    const alicePhone = await connect(a, { deviceFlag: 0 });
    const acks = [];
    for (let i = 0; i < 5; i++) {
      alice.send(b!.uid, 1, `hello ${i}`);
      acks.push(await alice.next(PacketType.SENDACK));
    }
    expect(acks.map((ack) => ack.reasonCode)).toEqual(Array(5).fill(ReasonCode.success));
    expect(acks.map((ack) => ack.messageSeq)).toEqual([1, 2, 3, 4, 5]);
    const ids = acks.map((ack) => ack.messageID);
    expect([...ids].sort((x, y) => (x < y ? -1 : 1))).toEqual(ids);
    expect(new Set(ids).size).toBe(5);

    // The receiver sees the sender as the channel; the sender's other device sees the receiver.
    await bob.waitFor(() => bob.all(PacketType.RECV).length === 5);
    const received = bob.all(PacketType.RECV);
    expect(received.map((r) => r.channelID)).toEqual(Array(5).fill(a.uid));
    expect(received.map((r) => bob.open(r))).toEqual(
      [0, 1, 2, 3, 4].map((i) => JSON.stringify({ type: 1, content: `hello ${i}` })),
    );
    expect(received.map((r) => r.messageSeq)).toEqual([1, 2, 3, 4, 5]);
    const echo = await alicePhone.next(PacketType.RECV);
    expect(echo.channelID).toBe(b!.uid);
    expect(echo.fromUID).toBe(a.uid);
    // The sending connection itself gets no RECV of its own message.
    expect(alice.all(PacketType.RECV)).toEqual([]);
    // One packet per WebSocket message.
    for (const message of [...bob.messages, ...alice.messages]) {
      expect(decodePacket(message, { version: 4 }).ok).toBe(true);
    }
  });

  it('answers msgKeyError for a wrong message key and keeps the connection', async () => {
    const data = await server.connection(await server.login());
    const raw = await connect(data);
    raw.send('cs_platform', 7, 'tampered', { msgKey: '0'.repeat(32) });
    expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.msgKeyError);
    raw.sendPacket(PING);
    await raw.next(PacketType.PONG);
    raw.send('cs_platform', 7, 'fine');
    expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.success);
  });

  it('answers payloadDecodeError for a payload that does not decrypt', async () => {
    const data = await server.connection(await server.login());
    const raw = await connect(data);
    const clientSeq = 7;
    const clientMsgNo = 'bad-payload';
    for (const payload of [
      new TextEncoder().encode('@@not base64@@'),
      new TextEncoder().encode('AAAA'),
    ]) {
      const msgKey = raw.keys!.msgKey(
        new TextEncoder().encode(
          `${clientSeq}${clientMsgNo}cs_platform7${new TextDecoder().decode(payload)}`,
        ),
      );
      raw.sendPacket({
        type: PacketType.SEND,
        flags: NO_FLAGS,
        setting: NO_SETTING,
        clientSeq,
        clientMsgNo,
        channelID: 'cs_platform',
        channelType: 7,
        expire: 0,
        msgKey,
        payload,
      });
      expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.payloadDecodeError);
    }
  });

  it('refuses channel types it does not serve, unknown services and empty channel ids', async () => {
    const data = await server.connection(await server.login());
    const raw = await connect(data);
    raw.send('group-1', 2, 'x');
    expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.notSupportChannelType);
    raw.send('cs_99999', 7, 'x');
    expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.reasonChannelNotExist);
    raw.send('', 1, 'x');
    expect((await raw.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.channelIDError);
  });

  it('answers rateLimit to a flood past the send rate and keeps serving', async () => {
    // A shopper of its own: the rate is counted per uid and outlives connections, so a uid other
    // tests of this file sent with would start the flood with less than its whole burst.
    // The file's burst (100) and a slow refill for this test (5/s instead of 50/s), so that a
    // loaded machine's slowness cannot let the whole flood through.
    const fileRate = { perSecond: 50, burst: 100 };
    const rate = { perSecond: 5, burst: 100 };
    expect((await server.control('POST', '/limits', { sendRate: rate })).status).toBe(200);
    onTestFinished(async () => {
      await server.control('POST', '/limits', { sendRate: fileRate });
    });
    const data = await server.connection(await server.register('flood@example.com'));
    const raw = await connect(data);
    const started = performance.now();
    for (let i = 0; i < 300; i++) raw.send('cs_platform', 7, `flood ${i}`);
    await raw.waitFor(() => raw.all(PacketType.SENDACK).length === 300, 25_000);
    const seconds = (performance.now() - started) / 1000;
    const codes = raw.all(PacketType.SENDACK).map((ack) => ack.reasonCode);
    const accepted = codes.filter((c) => c === ReasonCode.success).length;
    // The whole burst, plus what the rate refilled while the server answered: how many that is
    // depends on the machine's speed, so the bound does too.
    expect(accepted).toBeGreaterThanOrEqual(rate.burst);
    expect(accepted).toBeLessThanOrEqual(rate.burst + Math.ceil(rate.perSecond * seconds) + 1);
    expect(codes.filter((c) => c === ReasonCode.rateLimit).length).toBe(300 - accepted);
    expect(accepted).toBeLessThan(300);
    raw.sendPacket(PING);
    await raw.next(PacketType.PONG);
  }, 40_000);

  it('answers a resent SEND with the first message id and seq and never stores it twice', async () => {
    const a = await server.connection(await server.login());
    const [b] = await server.tokensFor(['m3']);
    const alice = await connect(a);
    const bob = await connect(b!);
    const first = alice.send(b!.uid, 1, 'once');
    const ack1 = await alice.next(PacketType.SENDACK);
    // After a reconnect the client resends with the same clientSeq and clientMsgNo, new keys.
    alice.close();
    const again = await connect(a);
    again.send(b!.uid, 1, 'once', { clientSeq: first.clientSeq, clientMsgNo: first.clientMsgNo });
    const ack2 = await again.next(PacketType.SENDACK);
    expect(ack2.messageID).toBe(ack1.messageID);
    expect(ack2.messageSeq).toBe(ack1.messageSeq);
    again.send(b!.uid, 1, 'next');
    expect((await again.next(PacketType.SENDACK)).messageSeq).toBe(ack1.messageSeq + 1);
    await bob.waitFor(() => bob.all(PacketType.RECV).length === 2);
    expect(bob.all(PacketType.RECV).map((r) => r.messageSeq)).toEqual([1, 2]);
  });
});

describe('a store that cannot write', () => {
  it('answers systemError and delivers nothing; the resend of that message is stored and delivered once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'chat-broken-store-'));
    const broken = await ChatTestServer.start({ dataDir, agent: { enabled: false } });
    try {
      const [alice, bob] = await broken.tokensFor(['writer-a', 'writer-b']);
      const a = await RawChatSocket.connect(broken.socketUrl, alice!);
      const b = await RawChatSocket.connect(broken.socketUrl, bob!);
      sockets.push(a, b);
      // The database refuses every write (as a full disk would).
      broken.db.exec('PRAGMA query_only = ON');
      const first = a.send('writer-b', 1, 'not stored yet');
      expect((await a.next(PacketType.SENDACK)).reasonCode).toBe(ReasonCode.systemError);
      broken.db.exec('PRAGMA query_only = OFF');
      a.send('writer-b', 1, 'not stored yet', {
        clientSeq: first.clientSeq,
        clientMsgNo: first.clientMsgNo,
      });
      const ack = await a.next(PacketType.SENDACK);
      expect(ack).toMatchObject({ reasonCode: ReasonCode.success, messageSeq: 1 });
      a.send('writer-b', 1, 'not stored yet', {
        clientSeq: first.clientSeq,
        clientMsgNo: first.clientMsgNo,
      });
      expect(await a.next(PacketType.SENDACK)).toMatchObject({
        reasonCode: ReasonCode.success,
        messageID: ack.messageID,
        messageSeq: 1,
      });
      const recv = await b.next(PacketType.RECV);
      expect(recv).toMatchObject({ messageID: ack.messageID, messageSeq: 1 });
      // Nothing more came before the answer to a later PING.
      b.sendPacket(PING);
      await b.next(PacketType.PONG);
      expect(b.all(PacketType.RECV)).toEqual([]);
    } finally {
      await broken.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('heartbeat, SUB, DISCONNECT and bad input', () => {
  it('answers PING with the single byte 0x80, also for merged and split frames', async () => {
    const data = await server.connection(await server.login());
    const raw = await connect(data);
    raw.sendBytes(new Uint8Array([0x70, 0x70]));
    await raw.waitFor(() => raw.all(PacketType.PONG).length === 2);
    expect(raw.messages.slice(-2)).toEqual([new Uint8Array([0x80]), new Uint8Array([0x80])]);

    const send = encodePacket(
      {
        type: PacketType.SUB,
        flags: NO_FLAGS,
        setting: NO_SETTING,
        clientMsgNo: 'sub-1',
        channelID: 'cs_platform',
        channelType: 7,
        action: SubscriptionAction.subscribe,
        param: '',
      },
      { version: 4 },
    );
    if (!send.ok) throw new Error('encode');
    raw.sendBytes(send.value.subarray(0, 3));
    raw.sendBytes(send.value.subarray(3));
    const suback = await raw.next(PacketType.SUBACK);
    expect(suback).toMatchObject({
      clientMsgNo: 'sub-1',
      action: 0,
      reasonCode: ReasonCode.success,
    });
  });

  it('acknowledges unsubscribe and refuses unsupported channel types in SUB', async () => {
    const data = await server.connection(await server.login());
    const raw = await connect(data);
    const sub = {
      type: PacketType.SUB,
      flags: NO_FLAGS,
      setting: NO_SETTING,
      clientMsgNo: 'sub-2',
      channelID: 'cs_platform',
      channelType: 7,
      action: SubscriptionAction.unsubscribe,
      param: '',
    } as const;
    raw.sendPacket(sub);
    expect(await raw.next(PacketType.SUBACK)).toMatchObject({ action: 1, reasonCode: 1 });
    raw.sendPacket({ ...sub, channelType: 3 });
    expect((await raw.next(PacketType.SUBACK)).reasonCode).toBe(ReasonCode.notSupportChannelType);
  });

  it('closes on a client DISCONNECT', async () => {
    const data = await server.connection(await server.register('leaving@example.com'));
    const raw = await connect(data);
    const online = async () =>
      (await server.control<{ online: { uid: string }[] }>('GET', '/sessions')).body.online.some(
        (entry) => entry.uid === data.uid,
      );
    expect(await online()).toBe(true);
    raw.sendPacket({ type: PacketType.DISCONNECT, flags: NO_FLAGS, reasonCode: 0, reason: 'bye' });
    await raw.waitClosed();
    expect(await online()).toBe(false);
  });

  it('closes only the connection that sent garbage', async () => {
    const data = await server.connection(await server.login());
    const good = await connect(data, { deviceFlag: 0 });
    const bad = await connect(data);
    bad.sendBytes(new Uint8Array([0xf3, 0xff, 0xff, 0xff, 0xff, 0x01]));
    await bad.waitClosed();
    good.sendPacket(PING);
    await good.next(PacketType.PONG);
  });

  it('ignores a RECVACK, and closes the connection whose RECVACK is cut short', async () => {
    const data = await server.connection(await server.login());
    const socket = await connect(data);
    const recvack = PacketType.RECVACK << 4;
    // Remaining length 12: messageID (8 bytes) and messageSeq (4).
    socket.sendBytes(Uint8Array.of(recvack, 12, ...new Array<number>(12).fill(7)));
    socket.sendPacket(PING);
    await socket.next(PacketType.PONG);
    expect(socket.closed).toBe(false);
    // Remaining length 11: messageSeq is a byte short.
    socket.sendBytes(Uint8Array.of(recvack, 11, ...new Array<number>(11).fill(7)));
    // Well before the idle timeout (1.5 s) could close it.
    expect(await socket.waitClosed(1000)).toBe(true);
  });

  it('closes a silent connection after the idle timeout and keeps one that pings', async () => {
    const data = await server.connection(await server.login());
    const silent = await connect(data, { deviceFlag: 0 });
    const lively = await connect(data);
    const pinger = setInterval(() => lively.sendPacket(PING), 100);
    try {
      await silent.waitClosed(4000);
      expect(lively.closed).toBe(false);
    } finally {
      clearInterval(pinger);
    }
  });
});

describe('the /ws route inside Fastify', () => {
  /** The HTTP status a WebSocket handshake to `url` is answered with (101 when it opens). */
  function handshakeStatus(url: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  it('answers a fault armed on /ws through the control API, then upgrades again', async () => {
    const armed = await fetch(`${server.base}/__mock/faults`, {
      method: 'POST',
      headers: {
        [CONTROL_TOKEN_HEADER]: server.app.controlToken,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ route: '/ws', status: 503 }),
    });
    expect(armed.status).toBe(200);
    expect(await handshakeStatus(server.socketUrl)).toBe(503);
    // The fault was one-shot: the next handshake opens and the chat answers.
    expect(await handshakeStatus(server.socketUrl)).toBe(101);
    const raw = await connect(await server.connection(await server.login()));
    expect(raw.connack!.reasonCode).toBe(ReasonCode.success);
  });

  it('answers an upgrade on any other path as that path answers HTTP, never with a WebSocket', async () => {
    expect(await handshakeStatus(server.socketUrl.replace('/ws', '/chat'))).toBe(404);
    // An /api operation without the shop token: the dispatcher's 401.
    expect(await handshakeStatus(server.socketUrl.replace('/ws', '/api/chat/login'))).toBe(401);
  });
});
