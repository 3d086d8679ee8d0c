import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeCrypto } from '../crypto/node-crypto';
import { ConnectStatus } from '../wire/connect-status';
import { NO_FLAGS } from '../wire/frame-header';
import { PacketType } from '../wire/packet-type';
import { PING, PONG } from '../wire/packets/heartbeat';
import { ReasonCode } from '../wire/reason-code';
import { ChatClient } from './chat-client';
import { encodeContent } from '../content/content-codec';
import { FakeChatServer, settle } from './fake-chat-server';
import type { ChatLogger } from './log';
import type { ChatMessage } from './message';
import { textContent } from './test-fixtures';

const ADDRESS = 'ws://127.0.0.1:5200/chat';

function recordingLogger() {
  const lines: string[] = [];
  const logger: ChatLogger = {
    debug: (m) => lines.push(`debug ${m}`),
    warn: (m) => lines.push(`warn ${m}`),
    error: (m) => lines.push(`error ${m}`),
  };
  return { lines, logger };
}

function setup(extra: { connectAddress?: () => Promise<string> } = {}) {
  const server = new FakeChatServer();
  const { lines, logger } = recordingLogger();
  const client = new ChatClient({
    uid: 'shopper-1',
    token: 'token-abc',
    address: ADDRESS,
    WebSocket: server.WebSocket,
    crypto: nodeCrypto,
    logger,
    providers: extra.connectAddress ? { connectAddress: extra.connectAddress } : {},
  });
  const statuses: [ConnectStatus, number][] = [];
  client.statusChanges.add((status, reason) => statuses.push([status, reason]));
  const delays: number[] = [];
  client.delayReports.add((d) => delays.push(d));
  const messages: ChatMessage[] = [];
  client.messages.add((m) => messages.push(m));
  return { server, client, statuses, delays, lines, messages };
}

describe('connection state machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the socket and sends CONNECT with key, version 4, device flag 1, W device id, time, uid, token', async () => {
    const { server, client, statuses } = setup();
    client.connect();
    await settle();
    expect(client.status).toBe(ConnectStatus.Connecting);
    // It asks for streams in the layout it decodes (mock-server/docs/chat.md, "Streams").
    expect(server.latest.url).toBe(`${ADDRESS}?stream=spec`);
    expect(server.latest.binaryType).toBe('arraybuffer');
    server.latest.open();
    const connect = server.latest.connectPacket();
    expect(connect.version).toBe(4);
    expect(connect.deviceFlag).toBe(1);
    expect(connect.deviceID).toMatch(/^[0-9a-f]{32}W$/);
    expect(connect.clientTimestamp).toBe(BigInt(Date.parse('2026-03-01T10:00:00Z')));
    expect(connect.uid).toBe('shopper-1');
    expect(connect.token).toBe('token-abc');
    const publicKey = nodeCrypto.decodeBase64(new TextEncoder().encode(connect.clientKey));
    expect(publicKey).toHaveLength(32);
    expect(statuses).toEqual([[ConnectStatus.Connecting, 0]]);
    client.dispose();
  });

  it('CONNACK success: Connected, keys agree with the server, server version kept', async () => {
    const { server, client, statuses, messages } = setup();
    client.connect();
    await settle();
    const socket = server.handshake(ReasonCode.success, 4);
    await settle();
    expect(client.status).toBe(ConnectStatus.Connected);
    expect(statuses.at(-1)).toEqual([ConnectStatus.Connected, ReasonCode.success]);
    expect(client.serverVersion).toBe(4);
    // Same derived keys on both ends: a RECV sealed by the server opens on the client.
    socket.recv({
      messageID: 77n,
      messageSeq: 1,
      fromUID: 'merchant-9',
      channelID: 'merchant-9',
      channelType: 1,
      plaintext: encodeContent(textContent('hello')),
    });
    await settle();
    expect(messages.map((m) => m.content)).toEqual([textContent('hello')]);
    client.dispose();
  });

  it('a server of an older version decides the later layouts (no expire field before version 3)', async () => {
    const { server, client } = setup();
    client.connect();
    await settle();
    const socket = server.handshake(ReasonCode.success, 2);
    await settle();
    expect(client.serverVersion).toBe(2);
    client.send({ channelID: 'merchant-9', channelType: 1 }, textContent('hi'));
    await settle();
    const send = socket.packetsOf(PacketType.SEND)[0];
    expect(send?.expire).toBeUndefined();
    expect(send?.clientSeq).toBe(1);
    client.dispose();
  });

  it('CONNACK failure: ConnectFail with the reason, socket closed, no reconnect', async () => {
    const { server, client, statuses } = setup();
    client.connect();
    await settle();
    server.handshake(ReasonCode.authFail);
    await settle();
    expect(client.status).toBe(ConnectStatus.ConnectFail);
    expect(statuses.at(-1)).toEqual([ConnectStatus.ConnectFail, ReasonCode.authFail]);
    expect(server.latest.closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(server.sockets).toHaveLength(1);
    client.dispose();
  });

  it('DISCONNECT from the server: ConnectKick, no reconnect', async () => {
    const { server, client, statuses } = setup();
    client.connect();
    await settle();
    const socket = server.handshake();
    await settle();
    socket.push({
      type: PacketType.DISCONNECT,
      flags: NO_FLAGS,
      reasonCode: ReasonCode.connectKick,
      reason: 'logged in elsewhere',
    });
    await settle();
    expect(client.status).toBe(ConnectStatus.ConnectKick);
    expect(statuses.at(-1)).toEqual([ConnectStatus.ConnectKick, ReasonCode.connectKick]);
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(server.sockets).toHaveLength(1);
    client.dispose();
  });

  it('socket close: Disconnect, then a new socket after 3 s', async () => {
    const { server, client, statuses } = setup();
    client.connect();
    await settle();
    server.handshake().serverClose();
    await settle();
    expect(client.status).toBe(ConnectStatus.Disconnect);
    expect(statuses.at(-1)).toEqual([ConnectStatus.Disconnect, 0]);
    await vi.advanceTimersByTimeAsync(2_999);
    await settle();
    expect(server.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.sockets).toHaveLength(2);
    expect(client.status).toBe(ConnectStatus.Connecting);
    server.handshake();
    await settle();
    expect(client.status).toBe(ConnectStatus.Connected);
    client.dispose();
  });

  it('socket error before open: Disconnect and retry after 3 s', async () => {
    const { server, client } = setup();
    client.connect();
    await settle();
    server.latest.serverError();
    await settle();
    expect(client.status).toBe(ConnectStatus.Disconnect);
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(server.sockets).toHaveLength(2);
    client.dispose();
  });

  it('deliberate disconnect: Disconnect and no reconnect', async () => {
    const { server, client, statuses } = setup();
    client.connect();
    await settle();
    const socket = server.handshake();
    await settle();
    client.disconnect();
    expect(socket.closedByClient).toBe(true);
    expect(statuses.at(-1)).toEqual([ConnectStatus.Disconnect, 0]);
    socket.serverClose();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(server.sockets).toHaveLength(1);
    client.dispose();
  });

  it('pings every 60 s and reports the round trip on PONG', async () => {
    const { server, client, delays } = setup();
    client.connect();
    await settle();
    const socket = server.handshake();
    await settle();
    await vi.advanceTimersByTimeAsync(59_999);
    await settle();
    expect(socket.packetsOf(PacketType.PING)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(socket.packetsOf(PacketType.PING)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(40);
    await settle();
    socket.push(PONG);
    await settle();
    expect(delays).toEqual([40]);
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(socket.packetsOf(PacketType.PING)).toHaveLength(2);
    client.dispose();
  });

  it('no PONG: a retry every 3 s, after the third retry reports 9999, drops and reconnects', async () => {
    const { server, client, delays, statuses } = setup();
    client.connect();
    await settle();
    const socket = server.handshake();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000 + 3_000 * 3);
    await settle();
    expect(socket.packetsOf(PacketType.PING)).toHaveLength(4);
    expect(delays).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_999);
    await settle();
    expect(server.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(delays).toEqual([9999]);
    expect(socket.closedByClient).toBe(true);
    expect(statuses.slice(-2)).toEqual([
      [ConnectStatus.Disconnect, 0],
      [ConnectStatus.Connecting, 0],
    ]);
    expect(server.sockets).toHaveLength(2);
    client.dispose();
  });

  it('a PONG resets the retry count', async () => {
    const { server, client, delays } = setup();
    client.connect();
    await settle();
    const socket = server.handshake();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000 + 3_000 * 3);
    await settle();
    await vi.advanceTimersByTimeAsync(25);
    await settle();
    socket.push(PONG);
    await settle();
    expect(delays).toEqual([25]);
    // Without the reset the first missed PONG of the next heartbeat (at 123 s) would give up.
    await vi.advanceTimersByTimeAsync(
      132_000 - 1 - Date.now() + Date.parse('2026-03-01T10:00:00Z'),
    );
    await settle();
    expect(socket.packetsOf(PacketType.PING)).toHaveLength(8);
    expect(delays).toEqual([25]);
    expect(server.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(delays).toEqual([25, 9999]);
    client.dispose();
  });

  it('a decode error drops the socket and reconnects after 3 s', async () => {
    const { server, client, lines } = setup();
    client.connect();
    await settle();
    const socket = server.handshake();
    await settle();
    socket.deliver(Uint8Array.of(0xf0, 0x01, 0x00));
    await settle();
    expect(client.status).toBe(ConnectStatus.Disconnect);
    expect(socket.closedByClient).toBe(true);
    expect(lines.some((l) => l.includes('connection lost'))).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(server.sockets).toHaveLength(2);
    client.dispose();
  });

  it('a malformed body in a well-framed packet is a decode error too', async () => {
    const { server, client } = setup();
    client.connect();
    await settle();
    const socket = server.handshake();
    await settle();
    // A SENDACK whose body is 2 bytes instead of 17.
    socket.deliver(Uint8Array.of(PacketType.SENDACK << 4, 2, 0, 0));
    await settle();
    expect(client.status).toBe(ConnectStatus.Disconnect);
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(server.sockets).toHaveLength(2);
    client.dispose();
  });

  it('buffers an incomplete packet and splits merged ones', async () => {
    const { server, client, messages } = setup();
    client.connect();
    await settle();
    const socket = server.latest;
    socket.open();
    await settle();
    // Capture the CONNACK frame by letting the socket accept into a buffer.
    const frames: Uint8Array[] = [];
    const deliver = socket.deliver.bind(socket);
    socket.deliver = (bytes) => frames.push(Uint8Array.from(bytes));
    socket.accept();
    await settle();
    const connack = frames[0]!;
    deliver(connack.subarray(0, 3));
    await settle();
    expect(client.status).toBe(ConnectStatus.Connecting);
    deliver(connack.subarray(3));
    await settle();
    expect(client.status).toBe(ConnectStatus.Connected);
    const plaintext = encodeContent(textContent('x'));
    const base = { fromUID: 'm', channelID: 'm', channelType: 1, plaintext };
    socket.recv({ ...base, messageID: 1n, messageSeq: 1 });
    await settle();
    socket.recv({ ...base, messageID: 2n, messageSeq: 2 });
    await settle();
    const [a, b] = frames.slice(1);
    const merged = new Uint8Array(a!.length + b!.length + 1);
    merged.set(a!);
    merged.set(b!, a!.length);
    merged[a!.length + b!.length] = PONG.type << 4;
    deliver(merged);
    await settle();
    expect(messages.map((m) => m.messageID)).toEqual(['1', '2']);
    expect(client.status).toBe(ConnectStatus.Connected);
    client.dispose();
  });

  it('takes the address from the provider callback when given', async () => {
    const { server, client } = setup({
      connectAddress: async () => 'ws://127.0.0.1:9/from-provider',
    });
    client.connect();
    await settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.latest.url).toBe('ws://127.0.0.1:9/from-provider?stream=spec');
    client.dispose();
  });

  it('uses an address provider set after the client was made, and retries when it fails', async () => {
    const { server, client, statuses } = setup();
    let calls = 0;
    client.providers.connectAddress = async () => {
      calls += 1;
      if (calls === 1) throw new Error('getWebSocketUrl failed');
      return 'ws://127.0.0.1:9/second-try';
    };
    client.connect();
    await settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sockets).toHaveLength(0);
    expect(statuses.at(-1)).toEqual([ConnectStatus.Disconnect, 0]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.latest.url).toBe('ws://127.0.0.1:9/second-try?stream=spec');
    client.dispose();
  });

  it('only logs an unsupported packet type', async () => {
    const { server, client, lines } = setup();
    client.connect();
    await settle();
    const socket = server.handshake();
    await settle();
    socket.push(PING);
    await settle();
    expect(client.status).toBe(ConnectStatus.Connected);
    expect(lines).toContain('warn unsupported packet PING ignored');
    client.dispose();
  });
});

describe("a backend that makes the connection's key pair later (a browser's platform X25519)", () => {
  it('writes CONNECT once the pair is ready, with its key; a fresh pair per socket', async () => {
    const server = new FakeChatServer();
    const made: { publicKey: Uint8Array; secretKey: Uint8Array }[] = [];
    let release: () => void = () => undefined;
    const client = new ChatClient({
      uid: 'shopper-1',
      token: 'token-abc',
      address: ADDRESS,
      WebSocket: server.WebSocket,
      crypto: {
        ...nodeCrypto,
        connectionKeyPair: async () => {
          await new Promise<void>((resolve) => (release = resolve));
          const pair = nodeCrypto.generateKeyPair();
          made.push(pair);
          return pair;
        },
      },
      logger: recordingLogger().logger,
      providers: {},
    });
    client.connect();
    server.latest.open();
    await settle();
    // The socket is open, the pair not yet made: nothing written.
    expect(server.latest.written).toHaveLength(0);
    release();
    await server.latest.connectWritten();
    const key = Buffer.from(server.latest.connectPacket().clientKey, 'base64');
    expect(key.equals(Buffer.from(made[0]!.publicKey))).toBe(true);
    server.latest.accept();
    await settle();
    expect(client.status).toBe(ConnectStatus.Connected);

    // Another socket (the server closed this one): another pair.
    vi.useFakeTimers();
    try {
      server.latest.serverClose();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(server.sockets).toHaveLength(2);
      server.latest.open();
      release();
      await server.latest.connectWritten();
      expect(made).toHaveLength(2);
      const second = Buffer.from(server.latest.connectPacket().clientKey, 'base64');
      expect(second.equals(Buffer.from(made[1]!.publicKey))).toBe(true);
      expect(second.equals(key)).toBe(false);
    } finally {
      client.dispose();
      vi.useRealTimers();
    }
  });
});
