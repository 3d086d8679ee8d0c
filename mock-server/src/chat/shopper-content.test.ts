import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_FLAGS } from '@storefront/protocol/wire/frame-header';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import type { SendPacket } from '@storefront/protocol/wire/packets/send';
import { SubscriptionAction } from '@storefront/protocol/wire/packets/sub';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { NO_SETTING } from '@storefront/protocol/wire/setting';
import { routeFor, type ChannelRoute } from './channel-route';
import { checkShopperContent, SHOPPER_CONTENT_TYPES } from './chat-permissions';
import { DEFAULT_CHAT_LIMITS } from './chat-limits';
import { ChatTestServer, type ChatConnectionData } from './testing/chat-test-server';
import { RawChatSocket } from './testing/raw-chat-socket';

// What a shopper may send and subscribe to (docs/chat.md, "Who may write to whom"): only a JSON
// object whose `type` is an integer the storefront's own client sends (text 1, image 2), refused
// otherwise with nothing stored or delivered; SUB answers as SEND does. The peers are bare protocol
// sockets, so every byte of the content is the test's.

let server: ChatTestServer;
const sockets: RawChatSocket[] = [];
const utf8 = new TextEncoder();
const MAX = DEFAULT_CHAT_LIMITS.maxContentBytes;

beforeAll(async () => {
  server = await ChatTestServer.start({
    agent: { enabled: false },
    // The property runs send hundreds of SENDs from one connection.
    limits: {
      sendRate: { perSecond: 100_000, burst: 100_000 },
      byteRate: { perSecond: 1 << 30, burst: 1 << 30 },
    },
  });
});

afterEach(() => {
  for (const raw of sockets.splice(0)) raw.close();
});

afterAll(() => server.close());

async function connect(data: ChatConnectionData): Promise<RawChatSocket> {
  const raw = await RawChatSocket.connect(server.socketUrl, data);
  sockets.push(raw);
  return raw;
}

interface Shopper {
  token: string;
  data: ChatConnectionData;
}

/** Two shoppers for every test (sign-ups per client address are limited). */
let alice: Shopper;
let bob: Shopper;

async function shopper(email: string): Promise<Shopper> {
  const token = await server.register(email);
  return { token, data: await server.connection(token) };
}

beforeAll(async () => {
  alice = await shopper('content-alice@example.com');
  bob = await shopper('content-bob@example.com');
});

/** Alice's connection and merchant 2's agent, who would receive what she sends on cs_2. */
async function shopperAndAgent() {
  const raw = await connect(alice.data);
  const [agentData] = await server.tokensFor(['m2']);
  const agent = await connect(agentData!);
  return { raw, agent };
}

/** A sealed SEND of exactly these content bytes (RawChatSocket.send writes JSON only). */
function sendPlaintext(
  raw: RawChatSocket,
  channelID: string,
  channelType: number,
  plaintext: Uint8Array,
  flags = { ...NO_FLAGS, reddot: true },
): void {
  const clientSeq = 1_000_000 + Math.floor(Math.random() * 1_000_000);
  const clientMsgNo = `bytes-${clientSeq}-${Math.random()}`;
  const sealed = raw.keys!.sealSend({ clientSeq, clientMsgNo, channelID, channelType }, plaintext);
  const packet: SendPacket = {
    type: PacketType.SEND,
    flags,
    setting: NO_SETTING,
    clientSeq,
    clientMsgNo,
    channelID,
    channelType,
    expire: 0,
    msgKey: sealed.msgKey,
    payload: sealed.payload,
  };
  raw.sendPacket(packet);
}

async function sendackOf(raw: RawChatSocket, plaintext: Uint8Array, noPersist = false) {
  sendPlaintext(raw, 'cs_2', 7, plaintext, { ...NO_FLAGS, reddot: true, noPersist });
  return raw.next(PacketType.SENDACK);
}

/** Alice's stored messages, oldest first, as their content text. */
function storedFromAlice(): string[] {
  const { db } = server;
  return db
    .all(
      db.q
        .selectFrom('chatMessages')
        .select('payload')
        .where('fromUid', '=', alice.data.uid)
        .orderBy('id'),
    )
    .map((row) => Buffer.from(row.payload, 'base64').toString());
}

const json = (value: unknown) => utf8.encode(JSON.stringify(value));

/** Hand-made content bytes a shopper must not get stored, and the SENDACK reason of each. */
const REFUSED_CONTENTS: [string, Uint8Array, number][] = [
  [
    'a system type written as a string',
    json({ type: '1001', content: 'Your refund is on hold', extra: [] }),
    ReasonCode.payloadDecodeError,
  ],
  [
    'a system type',
    json({ type: 1001, content: 'Your refund is on hold', extra: [] }),
    ReasonCode.notAllowSend,
  ],
  ['a command', json({ type: 99, cmd: 'orderShipped', param: {} }), ReasonCode.notAllowSend],
  ['an integer type not on the list', json({ type: 77, content: 'x' }), ReasonCode.notAllowSend],
  ['type 0 (unknown)', json({ type: 0, content: 'x' }), ReasonCode.notAllowSend],
  ['a stream chunk', json({ type: 98, data: 'aGk=' }), ReasonCode.notAllowSend],
  [
    'a type that is not an integer',
    json({ type: 1.5, content: 'x' }),
    ReasonCode.payloadDecodeError,
  ],
  ['no type', json({ content: 'x' }), ReasonCode.payloadDecodeError],
  ['text that is not JSON', utf8.encode('hello, not JSON'), ReasonCode.payloadDecodeError],
  [
    'bytes that are not UTF-8',
    new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    ReasonCode.payloadDecodeError,
  ],
  ['no bytes', new Uint8Array(0), ReasonCode.payloadDecodeError],
  ['a JSON array', json([{ type: 1, content: 'x' }]), ReasonCode.payloadDecodeError],
  ['a JSON number', utf8.encode('1'), ReasonCode.payloadDecodeError],
  ['a JSON string', utf8.encode('"hello"'), ReasonCode.payloadDecodeError],
  ['JSON null', utf8.encode('null'), ReasonCode.payloadDecodeError],
  [
    'a text behind a UTF-8 BOM',
    new Uint8Array([0xef, 0xbb, 0xbf, ...json({ type: 1, content: 'x' })]),
    ReasonCode.payloadDecodeError,
  ],
  ['a text without its content', json({ type: 1 }), ReasonCode.payloadDecodeError],
  [
    'a text whose content is an object',
    json({ type: 1, content: { a: 1 } }),
    ReasonCode.payloadDecodeError,
  ],
  ['an image without a url', json({ type: 2, width: 1, height: 1 }), ReasonCode.payloadDecodeError],
  [
    'a reply the codec does not read as one (no message_id)',
    json({
      type: 1,
      content: 'x',
      reply: { from_uid: 'platform', payload: { type: 1, content: 'Your refund is on hold' } },
    }),
    ReasonCode.notAllowSend,
  ],
];

describe("a shopper's content", () => {
  it.each(REFUSED_CONTENTS)(
    '%s is refused; nothing is stored or delivered',
    async (what, plaintext, reasonCode) => {
      const { raw, agent } = await shopperAndAgent();
      const stored = storedFromAlice();
      expect((await sendackOf(raw, plaintext)).reasonCode).toBe(reasonCode);
      // A noPersist SEND (delivered, never stored) is refused the same way.
      expect((await sendackOf(raw, plaintext, true)).reasonCode).toBe(reasonCode);
      expect(storedFromAlice()).toEqual(stored);
      // The merchant's agent gets the next allowed message as its first RECV: nothing came before.
      const text = { type: 1, content: `after ${what}` };
      expect((await sendackOf(raw, json(text))).reasonCode).toBe(ReasonCode.success);
      const first = await agent.next(PacketType.RECV);
      expect(JSON.parse(agent.open(first))).toEqual(text);
    },
  );

  it('text and image pass, are stored and delivered as sent', async () => {
    const { raw, agent } = await shopperAndAgent();
    const stored = storedFromAlice().length;
    const text = { type: 1, content: 'Where is my parcel?' };
    const image = { type: 2, width: 640, height: 480, url: 'https://example.com/a.png' };
    for (const content of [text, image]) {
      const ack = await sendackOf(raw, json(content));
      expect(ack.reasonCode).toBe(ReasonCode.success);
      expect(ack.messageSeq).toBeGreaterThan(0);
    }
    await agent.waitFor(() => agent.all(PacketType.RECV).length === 2);
    expect(agent.all(PacketType.RECV).map((recv) => agent.open(recv))).toEqual([
      JSON.stringify(text),
      JSON.stringify(image),
    ]);
    const both = [JSON.stringify(text), JSON.stringify(image)];
    expect(storedFromAlice().slice(stored)).toEqual(both);
    // The channel's history (what a client syncs) ends with the two.
    const history = await server.api<{ messages: { payload: string }[] }>(
      'POST',
      '/api/chat/getChannelMessage',
      {
        token: alice.token,
        body: {
          channel_id: 'cs_2',
          channel_type: 7,
          start_message_seq: 0,
          end_message_seq: 0,
          limit: 100,
          pull_mode: 0,
        },
      },
    );
    expect(
      history.body.data.messages.slice(-2).map((m) => Buffer.from(m.payload, 'base64').toString()),
    ).toEqual(both);
  });

  it('is stored as JSON.stringify writes what the server read: one value per key, integer types', async () => {
    const { raw, agent } = await shopperAndAgent();
    // Duplicate keys (JSON.parse keeps the last) and a type written 1.0 (Go and Dart readers want
    // an integer literal): every reader sees what the server checked.
    const sent = utf8.encode('{ "type": 1.0, "content": "first", "content": "second" }');
    expect((await sendackOf(raw, sent)).reasonCode).toBe(ReasonCode.success);
    const recv = await agent.next(PacketType.RECV);
    expect(agent.open(recv)).toBe('{"type":1,"content":"second"}');
    expect(storedFromAlice().at(-1)).toBe('{"type":1,"content":"second"}');
  });

  it('a rewrite that grows past the content limit is refused', async () => {
    const { raw } = await shopperAndAgent();
    const stored = storedFromAlice().length;
    // 1e20 is written out as 21 digits.
    const numbers = Array.from({ length: Math.floor((MAX - 40) / 5) }, () => '1e20').join(',');
    const sent = utf8.encode(`{"type":1,"content":"","n":[${numbers}]}`);
    expect(sent.length).toBeLessThanOrEqual(MAX);
    expect((await sendackOf(raw, sent)).reasonCode).toBe(ReasonCode.payloadDecodeError);
    expect(storedFromAlice()).toHaveLength(stored);
  });

  it('property: content that is not an allowed integer type is refused over the wire', async () => {
    const { raw, agent } = await shopperAndAgent();
    const stored = storedFromAlice().length;
    await fc.assert(
      fc.asyncProperty(notShopperContent, async (plaintext) => {
        const ack = await sendackOf(raw, plaintext);
        expect([ReasonCode.payloadDecodeError, ReasonCode.notAllowSend]).toContain(ack.reasonCode);
      }),
      { numRuns: 150 },
    );
    expect(storedFromAlice()).toHaveLength(stored);
    // The agent gets the allowed message after them, and nothing before it.
    expect((await sendackOf(raw, json({ type: 1, content: 'last' }))).reasonCode).toBe(1);
    await agent.next(PacketType.RECV);
    expect(agent.all(PacketType.RECV)).toEqual([]);
  });
});

describe('checkShopperContent (property)', () => {
  let route: ChannelRoute;

  beforeAll(async () => {
    const routed = routeFor(server.db, alice.data.uid, 'cs_2', 7);
    if (!routed.ok) throw new Error('no route');
    route = routed.route;
  });

  it('refuses anything whose type is not an allowed integer, with payloadDecodeError or notAllowSend', () => {
    fc.assert(
      fc.property(notShopperContent, (plaintext) => {
        const checked = checkShopperContent(server.db, route, plaintext, MAX);
        expect(checked.ok).toBe(false);
        if (!checked.ok) {
          expect([ReasonCode.payloadDecodeError, ReasonCode.notAllowSend]).toContain(
            checked.reasonCode,
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('random bytes are refused unless they are the JSON of an allowed content', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (plaintext) => {
        const checked = checkShopperContent(server.db, route, plaintext, MAX);
        if (checked.ok) expect(SHOPPER_CONTENT_TYPES.has(typeOf(plaintext) as number)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a text or an image, with any other fields, as the same JSON object', () => {
    const extra = fc.dictionary(
      fc
        .string()
        .filter((key) => !['type', 'content', 'url', 'width', 'height', 'reply'].includes(key)),
      fc.jsonValue(),
      { maxKeys: 4 },
    );
    const allowed = fc.oneof(
      fc.record({ type: fc.constant(1), content: fc.string({ unit: 'binary' }) }),
      fc.record({
        type: fc.constant(2),
        width: fc.nat(8000),
        height: fc.nat(8000),
        url: fc.webUrl(),
      }),
    );
    fc.assert(
      fc.property(allowed, extra, (content, more) => {
        const sent = { ...more, ...content };
        const checked = checkShopperContent(server.db, route, json(sent), MAX);
        expect(checked.ok).toBe(true);
        if (checked.ok) {
          const stored = JSON.parse(new TextDecoder().decode(checked.plaintext)) as unknown;
          expect(stored).toEqual(JSON.parse(JSON.stringify(sent)));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('SUB', () => {
  it("answers as SEND does: another shopper's channel, itself and nobody are refused", async () => {
    const raw = await connect(alice.data);
    const channels: [string, number][] = [
      [bob.data.uid, 1],
      [alice.data.uid, 1],
      ['u999999', 1],
      ['nobody-at-all', 1],
      ['m2', 1],
      ['platform', 1],
      ['cs_2', 7],
      ['cs_platform', 7],
      ['cs_999999', 7],
      ['m2', 3],
    ];
    for (const [channelID, channelType] of channels) {
      raw.send(channelID, channelType, 'hello');
      const send = (await raw.next(PacketType.SENDACK)).reasonCode;
      for (const action of [SubscriptionAction.subscribe, SubscriptionAction.unsubscribe]) {
        raw.sendPacket({
          type: PacketType.SUB,
          flags: NO_FLAGS,
          setting: NO_SETTING,
          clientMsgNo: `sub-${channelID}-${action}`,
          channelID,
          channelType,
          action,
          param: '',
        });
        const suback = await raw.next(PacketType.SUBACK);
        expect(suback.reasonCode, `${channelID}/${channelType} action ${action}`).toBe(send);
      }
    }
    // Another shopper's channel is never a success.
    raw.sendPacket({
      type: PacketType.SUB,
      flags: NO_FLAGS,
      setting: NO_SETTING,
      clientMsgNo: 'sub-bob',
      channelID: bob.data.uid,
      channelType: 1,
      action: SubscriptionAction.subscribe,
      param: '',
    });
    expect((await raw.next(PacketType.SUBACK)).reasonCode).toBe(ReasonCode.notAllowSend);
  });

  it('a hand-made SUB frame for another shopper gets SUBACK notAllowSend', async () => {
    const raw = await connect(alice.data);
    const id = utf8.encode(bob.data.uid);
    const body = [
      0x00, // setting
      0x00,
      0x02,
      0x73,
      0x31, // clientMsgNo "s1"
      0x00,
      id.length,
      ...id, // channelID
      0x01, // channelType: person
      0x00, // action: subscribe
      0x00,
      0x00, // param ""
    ];
    raw.sendBytes(new Uint8Array([0xa0, body.length, ...body]));
    const suback = await raw.next(PacketType.SUBACK);
    expect(suback).toMatchObject({
      clientMsgNo: 's1',
      channelID: bob.data.uid,
      channelType: 1,
      action: 0,
      reasonCode: ReasonCode.notAllowSend,
    });
  });

  it('an agent subscribes to a shopper it may answer, not to a shopper that does not exist', async () => {
    const [agentData] = await server.tokensFor(['m2']);
    const agent = await connect(agentData!);
    const codeOf = async (channelID: string) => {
      agent.sendPacket({
        type: PacketType.SUB,
        flags: NO_FLAGS,
        setting: NO_SETTING,
        clientMsgNo: `agent-${channelID}`,
        channelID,
        channelType: 7,
        action: SubscriptionAction.subscribe,
        param: '',
      });
      return (await agent.next(PacketType.SUBACK)).reasonCode;
    };
    expect(await codeOf(alice.data.uid)).toBe(ReasonCode.success);
    expect(await codeOf('u999999')).toBe(ReasonCode.reasonChannelNotExist);
  });
});

/** The `type` of JSON content bytes, undefined when they are not JSON of an object. */
function typeOf(plaintext: Uint8Array): unknown {
  try {
    return (JSON.parse(new TextDecoder().decode(plaintext)) as { type?: unknown } | null)?.type;
  } catch {
    return undefined;
  }
}

/** Content bytes whose `type` is not an allowed integer: any JSON, any bytes, any other type. */
const notAllowedType = fc
  .oneof(
    fc.jsonValue(),
    fc.integer(),
    fc.integer({ min: 1000, max: 2000 }),
    fc.constantFrom(0, 98, 99, 21000, 1.5, -1, 2 ** 53),
    fc.constantFrom(1, 2).map(String),
    fc.integer().map(String),
  )
  .filter((type) => !(typeof type === 'number' && SHOPPER_CONTENT_TYPES.has(type)));

const notShopperContent: fc.Arbitrary<Uint8Array> = fc.oneof(
  // An object with a type that is not allowed, and fields of a text or an image besides.
  fc
    .tuple(notAllowedType, fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }))
    .map(([type, rest]) =>
      json({ ...rest, content: 'x', url: 'https://example.com/a.png', width: 1, height: 1, type }),
    ),
  // Any JSON value that is not an object of an allowed type (arrays, numbers, strings, null...).
  fc
    .jsonValue()
    .filter(
      (value) =>
        typeof value !== 'object' ||
        value === null ||
        Array.isArray(value) ||
        !SHOPPER_CONTENT_TYPES.has((value as { type?: unknown }).type as number),
    )
    .map(json),
  // Bytes that are not JSON: random, or a text's JSON cut short.
  fc.uint8Array({ minLength: 1, maxLength: 64 }).filter((bytes) => {
    try {
      JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      return false;
    } catch {
      return true;
    }
  }),
  fc.string().chain((text) => {
    const whole = json({ type: 1, content: text });
    return fc.nat(whole.length - 1).map((cut) => whole.subarray(0, cut));
  }),
);
