import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeContent, encodeContent } from '../content/content-codec';
import { ContentType } from '../content/content-type';
import type { ImageContent, MessageContent } from '../content/message-content';
import { nodeCrypto } from '../crypto/node-crypto';
import { NO_FLAGS } from '../wire/frame-header';
import { PacketType } from '../wire/packet-type';
import { SubscriptionAction } from '../wire/packets/sub';
import { ReasonCode } from '../wire/reason-code';
import { SendStatus } from '../wire/send-status';
import { StreamFlag } from '../wire/stream-flag';
import { channelOf } from './channel';
import { ChatClient } from './chat-client';
import type { FakeSocket } from './fake-chat-server';
import { FakeChatServer, settle } from './fake-chat-server';
import type { ChatLogger } from './log';
import type { ChatMessage } from './message';
import type { ChatProviders } from './providers';
import { ME, textContent } from './test-fixtures';
import { MessageUploadTask, UploadTaskStatus } from './upload-task';

const shop = channelOf('merchant-9', 1);

function setup(providers: ChatProviders = {}) {
  const server = new FakeChatServer();
  const logLines: string[] = [];
  const logger: ChatLogger = {
    debug: (m) => logLines.push(m),
    warn: (m) => logLines.push(m),
    error: (m) => logLines.push(m),
  };
  const client = new ChatClient({
    uid: ME,
    token: 't',
    address: 'ws://127.0.0.1:5200/chat',
    WebSocket: server.WebSocket,
    crypto: nodeCrypto,
    logger,
    providers,
  });
  const messages: ChatMessage[] = [];
  const commands: ChatMessage[] = [];
  const streams: ChatMessage[] = [];
  const statuses: [string, SendStatus, number][] = [];
  client.messages.add((m) => messages.push(m));
  client.commands.add((m) => commands.push(m));
  client.streams.add((m) => streams.push(m));
  client.sendStatus.add((m, reason) => statuses.push([m.clientMsgNo, m.status, reason]));
  return { server, client, messages, commands, streams, statuses, logLines };
}

async function connected(providers: ChatProviders = {}) {
  const env = setup(providers);
  env.client.connect();
  await settle();
  const socket = env.server.handshake();
  await settle();
  return { ...env, socket };
}

function sends(socket: FakeSocket) {
  return socket.packetsOf(PacketType.SEND);
}

function incoming(
  socket: FakeSocket,
  content: MessageContent,
  extra: Partial<Parameters<FakeSocket['recv']>[0]> = {},
) {
  return socket.recv({
    messageID: 5000n + BigInt(socket.written.length),
    messageSeq: 10,
    fromUID: 'merchant-9',
    channelID: 'merchant-9',
    channelType: 1,
    plaintext: encodeContent(content),
    ...extra,
  });
}

/** The server drops the socket; after the client's 3 s back-off it connects again. */
async function reconnect(socket: FakeSocket, server: FakeChatServer) {
  socket.serverClose();
  await settle();
  await vi.advanceTimersByTimeAsync(3_000);
  await settle();
  const again = server.handshake();
  await settle();
  return again;
}

/** Sends a text to the shop and lets the send go out. */
async function sendText(client: ChatClient, text: string) {
  const message = client.send(shop, textContent(text));
  await settle();
  return message;
}

/** The describe's tests run on fake timers (heartbeats, retries, deadlines). */
function withFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

describe('chat client: sending', () => {
  withFakeTimers();

  it('a new message is Wait, goes out sealed, and SENDACK success makes it Normal', async () => {
    const { client, socket, statuses } = await connected();
    const message = await sendText(client, 'is it in stock?');
    expect(message.status).toBe(SendStatus.Wait);
    expect(message.isSentByMe).toBe(true);
    expect(message.clientMsgNo).toMatch(/^[0-9a-f]{32}$/);
    const [send] = sends(socket);
    expect(send).toMatchObject({
      clientSeq: message.clientSeq,
      clientMsgNo: message.clientMsgNo,
      channelID: 'merchant-9',
      channelType: 1,
      expire: 0,
    });
    expect(send?.flags.reddot).toBe(true);
    expect(decodeContent(socket.openSend(send!))).toEqual(textContent('is it in stock?'));
    socket.sendack(message.clientSeq, ReasonCode.success, 42);
    await settle();
    expect(message.status).toBe(SendStatus.Normal);
    expect(message.messageSeq).toBe(42);
    expect(message.messageID).toBe(String(900_000 + message.clientSeq));
    expect(statuses).toEqual([[message.clientMsgNo, SendStatus.Normal, ReasonCode.success]]);
    expect(client.unacknowledged).toBe(0);
    client.dispose();
  });

  it('a SENDACK with another reason code makes it Fail, matched by clientSeq', async () => {
    const { client, socket, statuses } = await connected();
    const first = await sendText(client, 'one');
    const second = await sendText(client, 'two');
    socket.sendack(second.clientSeq, ReasonCode.notAllowSend);
    await settle();
    expect(second.status).toBe(SendStatus.Fail);
    expect(first.status).toBe(SendStatus.Wait);
    expect(statuses).toEqual([[second.clientMsgNo, SendStatus.Fail, ReasonCode.notAllowSend]]);
    client.dispose();
  });

  it('keeps a given clientMsgNo', async () => {
    const { client, socket } = await connected();
    client.send(shop, textContent('x'), { clientMsgNo: 'my-own-number' });
    await settle();
    expect(sends(socket)[0]?.clientMsgNo).toBe('my-own-number');
    client.dispose();
  });

  it('paces the send queue: at most 5 SEND packets per 100 ms', async () => {
    const { client, socket } = await connected();
    for (let i = 0; i < 12; i++) client.send(shop, textContent(`m${i}`));
    await settle();
    expect(sends(socket)).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(99);
    await settle();
    expect(sends(socket)).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sends(socket)).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(sends(socket).map((p) => p.clientSeq)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    client.dispose();
  });

  it('resends unacknowledged messages after a reconnect with the same clientSeq and clientMsgNo', async () => {
    const { client, server, socket } = await connected();
    const acked = await sendText(client, 'acked');
    const lost = await sendText(client, 'lost');
    socket.sendack(acked.clientSeq);
    await settle();
    const again = await reconnect(socket, server);
    const resent = sends(again);
    expect(resent).toHaveLength(1);
    expect(resent[0]).toMatchObject({ clientSeq: lost.clientSeq, clientMsgNo: lost.clientMsgNo });
    expect(resent[0]?.flags.dup).toBe(true);
    // Sealed with the new connection's keys.
    expect(decodeContent(again.openSend(resent[0]!))).toEqual(textContent('lost'));
    again.sendack(lost.clientSeq);
    await settle();
    expect(lost.status).toBe(SendStatus.Normal);
    client.dispose();
  });

  it('while disconnected a send is skipped with a log line and goes out after CONNACK', async () => {
    const { client, server, logLines } = setup();
    const message = await sendText(client, 'early');
    expect(logLines).toContain(`socket not open: message ${message.clientMsgNo} kept for resend`);
    client.connect();
    await settle();
    const socket = server.handshake();
    await settle();
    expect(sends(socket).map((p) => p.clientMsgNo)).toEqual([message.clientMsgNo]);
    client.dispose();
  });

  it('the conversation of a sent message moves to the top without counting unread', async () => {
    const { client } = await connected();
    const message = await sendText(client, 'hi');
    const conversation = client.conversations.find(shop);
    expect(conversation?.lastMessage).toBe(message);
    expect(conversation?.unread).toBe(0);
    client.dispose();
  });
});

describe('chat client: receiving', () => {
  withFakeTimers();

  it('decrypts, acknowledges echoing the header flags, and delivers the message', async () => {
    const { client, socket, messages } = await connected();
    const recv = incoming(socket, textContent('hello'), {
      flags: { dup: false, reddot: true, syncOnce: true, noPersist: false },
      timestamp: 1_700_000_123,
    });
    await settle();
    const [ack] = socket.packetsOf(PacketType.RECVACK);
    expect(ack).toMatchObject({ messageID: recv.messageID, messageSeq: recv.messageSeq });
    expect(ack?.flags).toMatchObject({ reddot: true, syncOnce: true, noPersist: false });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      messageID: recv.messageID.toString(),
      fromUID: 'merchant-9',
      channel: shop,
      timestamp: 1_700_000_123,
      status: SendStatus.Normal,
      isSentByMe: false,
      content: textContent('hello'),
    });
    expect(client.conversations.find(shop)?.unread).toBe(1);
    client.dispose();
  });

  it('acknowledges a redelivered RECV (dup) again but shows and counts it once', async () => {
    const { client, socket, messages } = await connected();
    const fields = { messageID: 7001n, messageSeq: 3 };
    incoming(socket, textContent('once'), fields);
    incoming(socket, textContent('once'), {
      ...fields,
      flags: { dup: true, reddot: true, syncOnce: false, noPersist: false },
    });
    await settle();
    expect(socket.packetsOf(PacketType.RECVACK)).toHaveLength(2);
    expect(messages).toHaveLength(1);
    expect(client.conversations.find(shop)?.unread).toBe(1);
    // Another message, another id: shown.
    incoming(socket, textContent('twice'), { messageID: 7002n, messageSeq: 4 });
    await settle();
    expect(messages).toHaveLength(2);
    client.dispose();
  });

  it('ignores a message whose msgKey does not match (no RECVACK, no message)', async () => {
    const { client, socket, messages, logLines } = await connected();
    socket.recv(
      {
        messageID: 1n,
        messageSeq: 1,
        fromUID: 'merchant-9',
        channelID: 'merchant-9',
        channelType: 1,
        plaintext: encodeContent(textContent('forged')),
      },
      true,
    );
    await settle();
    expect(messages).toHaveLength(0);
    expect(socket.packetsOf(PacketType.RECVACK)).toHaveLength(0);
    expect(logLines.some((l) => l.includes('msg-key-mismatch'))).toBe(true);
    client.dispose();
  });

  it('routes command messages to command listeners only', async () => {
    const { client, socket, messages, commands } = await connected();
    incoming(socket, { kind: 'command', contentType: ContentType.cmd, cmd: 'syncConversation' });
    await settle();
    expect(commands.map((m) => m.content)).toEqual([
      { kind: 'command', contentType: ContentType.cmd, cmd: 'syncConversation' },
    ]);
    expect(messages).toHaveLength(0);
    expect(client.conversations.list()).toHaveLength(0);
    expect(socket.packetsOf(PacketType.RECVACK)).toHaveLength(1);
    client.dispose();
  });

  it('routes stream pieces after the start to stream listeners', async () => {
    const { socket, client, messages, streams } = await connected();
    const setting = { receiptEnabled: false, topic: false, streamOn: true };
    const stream = {
      kind: 'stream',
      contentType: ContentType.stream,
      data: Uint8Array.of(1),
    } as const;
    incoming(socket, textContent('begin'), {
      setting,
      streamNo: 's1',
      streamFlag: StreamFlag.START,
    });
    await settle();
    incoming(socket, stream, { setting, streamNo: 's1', streamFlag: StreamFlag.ING });
    await settle();
    incoming(socket, stream, { setting, streamNo: 's1', streamFlag: StreamFlag.END });
    await settle();
    expect(messages.map((m) => m.streamFlag)).toEqual([StreamFlag.START]);
    expect(streams.map((m) => [m.streamNo, m.streamFlag])).toEqual([
      ['s1', StreamFlag.ING],
      ['s1', StreamFlag.END],
    ]);
    client.dispose();
  });

  it('applies the visibility rule', async () => {
    const { socket, client, messages } = await connected();
    incoming(socket, { ...textContent('for others'), visibles: ['someone-else'] });
    await settle();
    incoming(socket, { ...textContent('hidden from me'), invisibles: [ME] });
    await settle();
    incoming(socket, { ...textContent('for me'), visibles: [ME, 'someone-else'] });
    await settle();
    incoming(socket, textContent('for all'));
    await settle();
    expect(messages.map((m) => (m.content.kind === 'text' ? m.content.text : ''))).toEqual([
      'for me',
      'for all',
    ]);
    expect(socket.packetsOf(PacketType.RECVACK)).toHaveLength(4);
    client.dispose();
  });

  it('does not count my own messages (from another device) as unread', async () => {
    const { socket, client, messages } = await connected();
    incoming(socket, textContent('sent from my phone'), { fromUID: ME });
    await settle();
    expect(messages[0]?.isSentByMe).toBe(true);
    expect(client.conversations.find(shop)?.unread).toBe(0);
    client.dispose();
  });

  it('queues read receipts and reports them through the provider every 2 s', async () => {
    const reads: string[][] = [];
    const { socket, client, messages } = await connected({
      messageRead: async (_channel, read) => {
        reads.push(read.map((m) => m.messageID));
      },
    });
    incoming(socket, textContent('a'));
    await settle();
    incoming(socket, textContent('b'));
    await settle();
    client.markRead(shop, messages);
    await settle();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reads).toEqual([messages.map((m) => m.messageID)]);
    client.markRead(shop, messages);
    await settle();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(reads).toHaveLength(1);
    client.dispose();
  });
});

describe('chat client: subscriptions', () => {
  withFakeTimers();

  const room = channelOf('live-room', 7);

  async function suback(
    socket: FakeSocket,
    action: number,
    reasonCode: number = ReasonCode.success,
  ) {
    socket.push({
      type: PacketType.SUBACK,
      flags: NO_FLAGS,
      clientMsgNo: 'x',
      channelID: room.channelID,
      channelType: room.channelType,
      action,
      reasonCode,
    });
    await settle();
  }

  it('subscribes, hears the SUBACK and the channel messages, re-subscribes after reconnect', async () => {
    const { client, server, socket } = await connected();
    const acks: number[] = [];
    const heard: ChatMessage[] = [];
    client.subscriptions.subscribe(
      room,
      { onAck: (code) => acks.push(code), onMessage: (m) => heard.push(m) },
      { token: 'abc' },
    );
    await settle();
    const [sub] = socket.packetsOf(PacketType.SUB);
    expect(sub).toMatchObject({
      channelID: 'live-room',
      channelType: 7,
      action: SubscriptionAction.subscribe,
      param: '{"token":"abc"}',
    });
    await suback(socket, SubscriptionAction.subscribe);
    expect(acks).toEqual([ReasonCode.success]);
    incoming(socket, textContent('live!'), { channelID: 'live-room', channelType: 7 });
    await settle();
    expect(heard).toHaveLength(1);
    const again = await reconnect(socket, server);
    expect(again.packetsOf(PacketType.SUB)).toHaveLength(1);
    await suback(again, SubscriptionAction.subscribe);
    expect(acks).toHaveLength(2);
    client.dispose();
  });

  it('an unsubscribe acknowledgement removes the channel context', async () => {
    const { client, socket } = await connected();
    client.subscriptions.subscribe(room, {});
    await settle();
    await suback(socket, SubscriptionAction.subscribe);
    const acks: number[] = [];
    client.subscriptions.unsubscribe(room, (code) => acks.push(code));
    await settle();
    expect(socket.packetsOf(PacketType.SUB).map((p) => p.action)).toEqual([
      SubscriptionAction.subscribe,
      SubscriptionAction.unsubscribe,
    ]);
    await suback(socket, SubscriptionAction.unsubscribe);
    expect(acks).toEqual([ReasonCode.success]);
    expect(client.subscriptions.channels()).toEqual([]);
    client.subscriptions.resubscribe();
    expect(socket.packetsOf(PacketType.SUB)).toHaveLength(2);
    client.dispose();
  });
});

/** An upload the test finishes by hand, as an HTTP upload finishes on its response. */
class ManualUpload extends MessageUploadTask {
  start(): void {
    this.progressTo(0.1);
  }
  done(url: string): void {
    this.succeed(url);
  }
}

describe('chat client: image upload tasks', () => {
  withFakeTimers();

  const picture: ImageContent = {
    kind: 'image',
    contentType: ContentType.image,
    width: 640,
    height: 480,
    url: '',
  };

  it('sends the image only once the upload succeeds, with the uploaded URL', async () => {
    let task: ManualUpload | undefined;
    const { client, socket } = await connected({
      messageUploadTask: (message) => (task = new ManualUpload(message)),
    });
    const progress: [UploadTaskStatus, number][] = [];
    client.uploads.changes.add((t) => progress.push([t.status, t.progress]));
    const message = client.send(shop, picture, { attachment: new Uint8Array(10) });
    await settle();
    expect(task?.status).toBe(UploadTaskStatus.processing);
    expect(sends(socket)).toHaveLength(0);
    task?.done('http://127.0.0.1:8080/uploads/a.png');
    await settle();
    const [send] = sends(socket);
    expect(send?.clientMsgNo).toBe(message.clientMsgNo);
    expect(decodeContent(socket.openSend(send!))).toMatchObject({
      kind: 'image',
      url: 'http://127.0.0.1:8080/uploads/a.png',
    });
    expect(progress.at(-1)).toEqual([UploadTaskStatus.success, 1]);
    client.dispose();
  });

  it('a cancelled upload never sends and fails the message', async () => {
    let task: ManualUpload | undefined;
    const { client, socket, statuses } = await connected({
      messageUploadTask: (message) => (task = new ManualUpload(message)),
    });
    const message = client.send(shop, picture);
    await settle();
    client.uploads.cancel(message.clientMsgNo);
    task?.done('http://late');
    await settle();
    expect(sends(socket)).toHaveLength(0);
    expect(message.status).toBe(SendStatus.Fail);
    expect(statuses).toEqual([[message.clientMsgNo, SendStatus.Fail, ReasonCode.unknown]]);
    expect(client.unacknowledged).toBe(0);
    client.dispose();
  });

  it('an image without an upload provider goes out as it is', async () => {
    const { client, socket } = await connected();
    client.send(shop, { ...picture, url: 'http://already/there.png' });
    await settle();
    expect(sends(socket)).toHaveLength(1);
    client.dispose();
  });
});

describe('chat client: provider callbacks', () => {
  it('raises a clear error when message sync providers are missing', async () => {
    const { client } = setup();
    await expect(
      client.syncMessages(shop, { startMessageSeq: 0, endMessageSeq: 0, limit: 20, pullMode: 0 }),
    ).rejects.toThrow('Chat provider "syncMessages" is not set');
    await expect(client.syncMessageExtras(shop, 0)).rejects.toThrow(/syncMessageExtras/);
    expect(() => client.markRead(shop, [])).toThrow(/messageRead/);
    client.dispose();
  });

  it('asks for message extras 100 at a time', async () => {
    const asked: [string, number, number][] = [];
    const { client } = setup({
      syncMessageExtras: async (channel, version, limit) => {
        asked.push([channel.channelID, version, limit]);
        return [];
      },
    });
    await client.syncMessageExtras(shop, 7);
    expect(asked).toEqual([['merchant-9', 7, 100]]);
    client.dispose();
  });
});
