import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeChatServer, type FakeSocket } from '@storefront/protocol/client/fake-chat-server';
import { silentLogger } from '@storefront/protocol/client/log';
import { encodeContent } from '@storefront/protocol/content/content-codec';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { portableCrypto } from '@storefront/protocol/crypto/portable-crypto';
import { NO_FLAGS } from '@storefront/protocol/wire/frame-header';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import { SendStatus } from '@storefront/protocol/wire/send-status';
import { StreamFlag } from '@storefront/protocol/wire/stream-flag';
import { storedText } from '@/testing/stored-chat-message';
import { ChatRuntime } from './chat-runtime';

const ME = 'u1';
const SHOP = { channelID: 'cs_3', channelType: 7 };
const text = (body: string): MessageContent => ({ kind: 'text', contentType: 1, text: body });
/** A stored message of the shop's channel, as the chat HTTP operations answer it. */
const stored = (seq: number, from: string, body: string) => storedText(SHOP, seq, from, body);

interface Call {
  path: string;
  body: unknown;
}

let calls: Call[];
let server: FakeChatServer;
let runtime: ChatRuntime;
let totals: number[];

/** Messages in the shop's channel: mine first, the shop's after; the last two unread. */
let historyLength = 3;
/** The stored text of the newest message while a stream grows (the server keeps its START). */
let newestText: string | undefined;

function history() {
  return Array.from({ length: historyLength }, (_, i) =>
    i === 0
      ? stored(1, ME, 'Is it in stock?')
      : stored(i + 1, 'm3', (i === historyLength - 1 && newestText) || `Answer ${i + 1}`),
  );
}

/** The backend, paging as the contract says (pull_mode 0: older than start_message_seq). */
function answer(path: string, body: unknown): unknown {
  const all = history();
  if (path === '/api/chat/getRecentConversation') {
    return {
      conversations: [
        {
          channel_id: SHOP.channelID,
          channel_type: SHOP.channelType,
          unread: 2,
          timestamp: 1_700_000_000 + historyLength,
          last_msg_seq: historyLength,
          last_client_msg_no: `c-${historyLength}`,
          offset_msg_seq: 0,
          version: 1,
          recents: all.slice(-1),
        },
      ],
      unread_total: 2,
    };
  }
  if (path === '/api/chat/getChannelMessage') {
    const page = body as { start_message_seq: number; limit: number; pull_mode: 0 | 1 };
    const below = page.start_message_seq > 0 ? page.start_message_seq - 1 : all.length;
    const from = Math.max(0, below - page.limit);
    return {
      start_message_seq: page.start_message_seq,
      end_message_seq: 0,
      pull_mode: page.pull_mode,
      more: from > 0 ? 1 : 0,
      messages: all.slice(from, below),
    };
  }
  return null;
}

beforeEach(() => {
  historyLength = 3;
  newestText = undefined;
  calls = [];
  totals = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://shop.test').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ path, body });
    return new Response(JSON.stringify({ code: 1, msg: 'ok', data: answer(path, body) }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  server = new FakeChatServer();
  runtime = new ChatRuntime(ME, 'chat-token', 'ws://shop.test/ws', {
    crypto: portableCrypto,
    client: { WebSocket: server.WebSocket, logger: silentLogger },
    onUnreadTotal: (total) => totals.push(total),
  });
  runtime.connect();
});

afterEach(() => {
  runtime.dispose();
});

async function connected(): Promise<FakeSocket> {
  const socket = await server.handshakeAsync();
  await vi.waitFor(() => expect(runtime.getSnapshot().conversationsState).toBe('ready'));
  return socket;
}

/**
 * The first history page is on screen. Tests ask for the same page within a second of each other,
 * which the HTTP client's duplicate-submit guard refuses once: the runtime asks again after 1.1 s.
 */
const historyShown = () =>
  vi.waitFor(() => expect(runtime.timeline(SHOP).state).toBe('ready'), { timeout: 3000 });

const callsTo = (path: string) => calls.filter((call) => call.path === path);

/** The agent's streamed answer to SHOP (message 5004, seq 4), arriving on `socket` step by step. */
function agentStream(socket: FakeSocket, streamNo: string) {
  const fields = {
    messageID: 5004n,
    messageSeq: 4,
    fromUID: 'm3',
    channelID: 'cs_3',
    channelType: 7,
    clientMsgNo: 'agent-4',
    streamNo,
    setting: { receiptEnabled: false, topic: false, streamOn: true },
  };
  return {
    /** The START: a text message with the first piece. */
    start: (first: string) =>
      socket.recv({
        ...fields,
        plaintext: encodeContent(text(first)),
        streamFlag: StreamFlag.START,
      }),
    /** An ING or END piece (content type 98). */
    piece: (data: string, streamFlag: StreamFlag, streamId?: bigint) =>
      socket.recv({
        ...fields,
        plaintext: encodeContent({
          kind: 'stream',
          contentType: 98,
          data: new TextEncoder().encode(data),
        }),
        streamFlag,
        ...(streamId === undefined ? {} : { streamId }),
      }),
  };
}

describe('the chat runtime', () => {
  it('syncs the conversations on connect and reports the unread total', async () => {
    await connected();
    const snapshot = runtime.getSnapshot();
    expect(snapshot.connection.state).toBe('connected');
    expect(snapshot.conversations.map((c) => [c.key, c.unread])).toEqual([['cs_3-7', 2]]);
    expect(snapshot.unreadTotal).toBe(2);
    expect(totals.at(-1)).toBe(2);
  });

  it('opening a conversation clears its unread and sends read receipts for the unread messages only', async () => {
    await connected();
    const close = runtime.openChannel(SHOP);
    expect(runtime.getSnapshot().unreadTotal).toBe(0);
    expect(totals.at(-1)).toBe(0);
    await historyShown();
    expect(callsTo('/api/chat/setUnread').map((c) => c.body)).toEqual([
      { channel_id: 'cs_3', channel_type: 7, unread: 0 },
    ]);
    // Receipts leave every 2 s: the shop's two unread messages, not mine, not earlier ones.
    await vi.waitFor(() => expect(callsTo('/api/chat/messageRead')).toHaveLength(1), {
      timeout: 4000,
    });
    expect(callsTo('/api/chat/messageRead')[0]?.body).toEqual({
      channel_id: 'cs_3',
      channel_type: 7,
      message_ids: ['5002', '5003'],
    });
    close();
  });

  it('a message in the open conversation is read at once; in another one it counts as unread', async () => {
    const socket = await connected();
    runtime.openChannel(SHOP);
    await historyShown();
    socket.recv({
      messageID: 5004n,
      messageSeq: 4,
      fromUID: 'm3',
      channelID: 'cs_3',
      channelType: 7,
      plaintext: encodeContent(text('Shipped today.')),
    });
    socket.recv({
      messageID: 7001n,
      messageSeq: 1,
      fromUID: 'platform',
      channelID: 'cs_platform',
      channelType: 7,
      plaintext: encodeContent(text('Welcome!')),
    });
    // Decryption is asynchronous (WebCrypto): wait until both are handled.
    await vi.waitFor(() => expect(runtime.getSnapshot().unreadTotal).toBe(1));
    const messages = runtime.timeline(SHOP).messages;
    expect(messages.map((m) => m.messageSeq)).toEqual([1, 2, 3, 4]);
    const snapshot = runtime.getSnapshot();
    expect(snapshot.conversations.map((c) => [c.key, c.unread])).toEqual([
      ['cs_platform-7', 1],
      ['cs_3-7', 0],
    ]);
    expect(snapshot.unreadTotal).toBe(1);
  });

  it('a sent text waits, then is acknowledged: one bubble all along', async () => {
    const socket = await connected();
    runtime.openChannel(SHOP);
    await historyShown();
    runtime.sendText(SHOP, '<b>not bold</b>');
    const waiting = runtime.timeline(SHOP).messages.at(-1);
    expect(waiting?.status).toBe(SendStatus.Wait);
    await vi.waitFor(() => expect(socket.packetsOf(PacketType.SEND)).toHaveLength(1));
    const send = socket.packetsOf(PacketType.SEND)[0];
    if (!send) throw new Error('no SEND');
    socket.sendack(send.clientSeq, 1, 4);
    await vi.waitFor(() =>
      expect(runtime.timeline(SHOP).messages.at(-1)?.status).toBe(SendStatus.Normal),
    );
    const messages = runtime.timeline(SHOP).messages;
    expect(messages).toHaveLength(4);
    expect(messages.at(-1)).toMatchObject({ messageSeq: 4, status: SendStatus.Normal });
    expect(messages.at(-1)?.content).toEqual(text('<b>not bold</b>'));
  });

  it('a refused text is Fail; its retry goes again under the same clientMsgNo and replaces it', async () => {
    const socket = await connected();
    runtime.openChannel(SHOP);
    await historyShown();
    runtime.sendText(SHOP, 'Too fast?');
    await vi.waitFor(() => expect(socket.packetsOf(PacketType.SEND)).toHaveLength(1));
    const first = socket.packetsOf(PacketType.SEND)[0];
    if (!first) throw new Error('no SEND');
    socket.sendack(first.clientSeq, 22, 0); // rateLimit
    await vi.waitFor(() =>
      expect(runtime.timeline(SHOP).messages.at(-1)?.status).toBe(SendStatus.Fail),
    );
    const failed = runtime.timeline(SHOP).messages.at(-1);
    expect(failed?.status).toBe(SendStatus.Fail);
    if (!failed) throw new Error('no message');
    runtime.retry(failed);
    expect(runtime.timeline(SHOP).messages.at(-1)?.status).toBe(SendStatus.Wait);
    await vi.waitFor(() => expect(socket.packetsOf(PacketType.SEND)).toHaveLength(2));
    const again = socket.packetsOf(PacketType.SEND)[1];
    expect(again?.clientMsgNo).toBe(first.clientMsgNo);
    if (!again) throw new Error('no resend');
    socket.sendack(again.clientSeq, 1, 4);
    await vi.waitFor(() =>
      expect(runtime.timeline(SHOP).messages.at(-1)?.status).toBe(SendStatus.Normal),
    );
    const mine = runtime.timeline(SHOP).messages.filter((m) => m.isSentByMe && m.messageSeq !== 1);
    expect(mine.map((m) => [m.clientMsgNo, m.status])).toEqual([
      [first.clientMsgNo, SendStatus.Normal],
    ]);
  });

  it('a streamed answer grows piece by piece and ends whole', async () => {
    const socket = await connected();
    runtime.openChannel(SHOP);
    await historyShown();
    const { start, piece } = agentStream(socket, 'st-1');
    start('We ship ');
    const shown = () => runtime.timeline(SHOP).messages.at(-1)?.content;
    await vi.waitFor(() => expect(shown()).toEqual(text('We ship ')));
    expect(runtime.timeline(SHOP).streaming).toEqual(['agent-4']);
    piece('within ', StreamFlag.ING);
    await vi.waitFor(() => expect(shown()).toEqual(text('We ship within ')));
    piece('48 hours.', StreamFlag.ING);
    piece('', StreamFlag.END);
    await vi.waitFor(() => expect(runtime.timeline(SHOP).streaming).toEqual([]));
    expect(shown()).toEqual(text('We ship within 48 hours.'));
    expect(runtime.timeline(SHOP).streaming).toEqual([]);
    expect(runtime.getSnapshot().conversations[0]?.lastMessage?.content).toEqual(
      text('We ship within 48 hours.'),
    );
  });

  it('a streamed answer arriving in one burst shows whole and in order (WebCrypto is asynchronous)', async () => {
    const socket = await connected();
    runtime.openChannel(SHOP);
    await historyShown();
    const words = Array.from({ length: 12 }, (_, i) => `part${i} `);
    const { start, piece } = agentStream(socket, 'st-2');
    // START, eleven ING pieces and END written to the socket at once: each RECV's decryption
    // settles whenever WebCrypto answers, and the client must still apply them in arrival order.
    start(words[0]!);
    words.slice(1).forEach((word, i) => piece(word, StreamFlag.ING, BigInt(i + 1)));
    piece('', StreamFlag.END, 99n);
    // Done when the END has been applied: the message is there and no longer growing.
    await vi.waitFor(() => {
      expect(runtime.timeline(SHOP).messages.at(-1)?.messageSeq).toBe(4);
      expect(runtime.timeline(SHOP).streaming).toEqual([]);
    });
    expect(runtime.timeline(SHOP).messages.at(-1)?.content).toEqual(text(words.join('')));
    expect(runtime.timeline(SHOP).messages.filter((m) => m.messageSeq === 4)).toHaveLength(1);
  });

  it('the list preview of a streamed answer reads whole and in order, even across a list refresh', async () => {
    const socket = await connected();
    const { start, piece: ing } = agentStream(socket, 'st-3');
    const pieces = [
      'I can help you with many',
      ' things. Ask me',
      ' anything; just wr',
      'ite a few words.',
    ];
    const preview = () => {
      const content = runtime.getSnapshot().conversations[0]?.lastMessage?.content;
      return content?.kind === 'text' ? content.text : undefined;
    };
    start(pieces[0]!);
    ing(pieces[1]!, StreamFlag.ING, 1n);
    ing(pieces[2]!, StreamFlag.ING, 2n);
    await vi.waitFor(() => expect(preview()).toBe(pieces.slice(0, 3).join('')));
    // The list is refreshed mid-stream (pull to refresh, a reconnect): the server holds the START.
    historyLength = 4;
    newestText = pieces[0];
    await runtime.refreshConversations();
    expect(preview()).toBe(pieces.slice(0, 3).join(''));
    ing(pieces[3]!, StreamFlag.ING, 3n);
    ing('', StreamFlag.END, 4n);
    await vi.waitFor(() => expect(preview()).toBe(pieces.join('')));
    // Once ended the server holds the whole text, and a refresh keeps it.
    newestText = pieces.join('');
    await runtime.refreshConversations();
    expect(preview()).toBe(pieces.join(''));
  });

  it('a kick is told with its reason code', async () => {
    const socket = await server.handshakeAsync();
    socket.push({
      type: PacketType.DISCONNECT,
      flags: NO_FLAGS,
      reasonCode: 12,
      reason: 'elsewhere',
    });
    await vi.waitFor(() =>
      expect(runtime.getSnapshot().connection).toEqual({ state: 'kicked', reasonCode: 12 }),
    );
  });
});

describe('a conversation opened before the list arrived', () => {
  it('is cleared once the sync tells its unread', async () => {
    runtime.openChannel(SHOP);
    await server.handshakeAsync();
    await vi.waitFor(() => expect(runtime.getSnapshot().conversationsState).toBe('ready'));
    expect(runtime.getSnapshot().unreadTotal).toBe(0);
    // (After the duplicate-submit window: the test before sent the very same call.)
    await vi.waitFor(() => expect(callsTo('/api/chat/setUnread')).toHaveLength(1), {
      timeout: 3000,
    });
  });
});

describe('a long conversation', () => {
  it('shows the newest page first and the older ones on request, each message once', async () => {
    historyLength = 45;
    await connected();
    runtime.openChannel(SHOP);
    await historyShown();
    const seqs = () => runtime.timeline(SHOP).messages.map((m) => m.messageSeq);
    expect(seqs()).toEqual(Array.from({ length: 20 }, (_, i) => 26 + i));
    expect(runtime.timeline(SHOP).hasOlder).toBe(true);
    await runtime.loadOlder(SHOP);
    expect(seqs()[0]).toBe(6);
    await runtime.loadOlder(SHOP);
    expect(seqs()).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(runtime.timeline(SHOP).hasOlder).toBe(false);
  });
});
