import { request } from 'node:http';
import fc from 'fast-check';
import Database from 'libsql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { CONTROL_TOKEN_HEADER } from '../control/control-guard';
import { DEFAULT_LIMITS } from '../domain/limits';
import { Db } from '../store/db';
import { migrate, SCHEMA_VERSION } from '../store/schema';
import { Store } from '../store/store';
import { TABLES_V3 } from '../store/tables.sql';
import { personRoute } from './channel-route';
import { TOO_MANY_CONNECTIONS } from './chat-hub';
import { DEFAULT_CHAT_LIMITS, type ChatLimits } from './chat-limits';
import { appendMessage, channelBounds, lastMessages } from './message-log';
import { ChatTestServer, eventually, type ChatConnectionData } from './testing/chat-test-server';
import { RawChatSocket } from './testing/raw-chat-socket';

// Limits per shopper rather than per connection (issue 30, item 7): how many connections a uid
// holds, one message and byte rate across them, the bytes a shopper may store and a channel keeps;
// and the registration limit per client address that bounds how many shoppers one address makes.

let server: ChatTestServer;
const sockets: RawChatSocket[] = [];
const WAIT = 10_000;

async function connect(data: ChatConnectionData, deviceFlag = 1): Promise<RawChatSocket> {
  const raw = await RawChatSocket.connect(server.socketUrl, { ...data, deviceFlag });
  sockets.push(raw);
  return raw;
}

async function setLimits(changes: Partial<ChatLimits>): Promise<void> {
  const answer = await server.control('POST', '/limits', changes);
  expect(answer.status).toBe(200);
}

let registered = 0;
async function shopper(): Promise<ChatConnectionData> {
  registered += 1;
  return server.connection(await server.register(`limits${registered}@example.com`));
}

/** A text whose SEND's sealed payload is about 4/3 of `bytes`. */
const text = (bytes: number) => 't'.repeat(bytes);

/** Sends and reads the SENDACK's reason code. */
async function sendCode(raw: RawChatSocket, channel: string, content: string): Promise<number> {
  raw.send(channel, 7, content);
  return (await raw.next(PacketType.SENDACK, WAIT)).reasonCode;
}

beforeAll(async () => {
  server = await ChatTestServer.start({ agent: { enabled: false } });
});

afterEach(async () => {
  for (const raw of sockets.splice(0)) raw.close();
  await setLimits({ ...DEFAULT_CHAT_LIMITS });
});

afterAll(() => server.close());

describe('connections per uid', () => {
  it('kicks the oldest with DISCONNECT connectKick when a shopper opens one past the cap', async () => {
    const data = await shopper();
    const cap = DEFAULT_CHAT_LIMITS.connectionsPerUid;
    const opened: RawChatSocket[] = [];
    // Device flags 0..cap: no two of the same flag, so only the cap can kick one.
    for (let flag = 0; flag <= cap; flag++) {
      const raw = await connect(data, flag);
      expect(raw.connack?.reasonCode).toBe(ReasonCode.success);
      opened.push(raw);
    }
    const [oldest, ...rest] = opened;
    const disconnect = await oldest!.next(PacketType.DISCONNECT, WAIT);
    expect(disconnect).toMatchObject({
      reasonCode: ReasonCode.connectKick,
      reason: TOO_MANY_CONNECTIONS.text,
    });
    expect(await oldest!.waitClosed(WAIT)).toBe(true);
    expect(server.chat.hub.sessionsOf(data.uid)).toHaveLength(cap);
    // The others stay and are served.
    for (const raw of rest) {
      expect(raw.closed).toBe(false);
      expect(raw.all(PacketType.DISCONNECT)).toEqual([]);
    }
    expect(await sendCode(rest[rest.length - 1]!, 'cs_platform', 'still here')).toBe(
      ReasonCode.success,
    );
  });

  it('follows a change of the cap through /__mock/chat/limits', async () => {
    await setLimits({ connectionsPerUid: 2 });
    const data = await shopper();
    const first = await connect(data, 0);
    await connect(data, 1);
    await connect(data, 2);
    expect((await first.next(PacketType.DISCONNECT, WAIT)).reasonCode).toBe(ReasonCode.connectKick);
    await eventually(() => server.chat.hub.sessionsOf(data.uid).length === 2, WAIT);
  });
});

describe('one rate across a shopper’s connections', () => {
  it('refuses the byte flood of two connections together where either alone would pass', async () => {
    // 40,000 bytes at once: one 15 KB text seals to about 20.5 KB, so one passes per connection
    // and the second, from the other connection, goes past the shopper's bucket.
    await setLimits({
      byteRate: { perSecond: 1, burst: 40_000 },
      shopperStoredBytes: { perSecond: 1, burst: 1 << 24 },
    });
    const data = await shopper();
    const phone = await connect(data, 0);
    const laptop = await connect(data, 1);
    expect(await sendCode(phone, 'cs_platform', text(15 * 1024))).toBe(ReasonCode.success);
    expect(await sendCode(laptop, 'cs_platform', text(15 * 1024))).toBe(ReasonCode.rateLimit);
    // A small one still fits in what is left.
    expect(await sendCode(laptop, 'cs_platform', 'small')).toBe(ReasonCode.success);
  });

  it('counts the message rate across connections too, and a reconnect gives no fresh burst', async () => {
    await setLimits({ sendRate: { perSecond: 0, burst: 3 } });
    const data = await shopper();
    const phone = await connect(data, 0);
    const laptop = await connect(data, 1);
    expect(await sendCode(phone, 'cs_platform', 'one')).toBe(ReasonCode.success);
    expect(await sendCode(laptop, 'cs_platform', 'two')).toBe(ReasonCode.success);
    expect(await sendCode(phone, 'cs_platform', 'three')).toBe(ReasonCode.success);
    expect(await sendCode(laptop, 'cs_platform', 'four')).toBe(ReasonCode.rateLimit);
    phone.close();
    laptop.close();
    await eventually(() => !server.chat.hub.isOnline(data.uid), WAIT);
    const again = await connect(data, 0);
    expect(await sendCode(again, 'cs_platform', 'five')).toBe(ReasonCode.rateLimit);
  });
});

describe('stored bytes', () => {
  it('refuses a shopper past its stored-bytes budget, across channels and connections', async () => {
    // Each 3,000-byte text stores 4,024 bytes (base64 of its content JSON); three fit in 12,500.
    await setLimits({ shopperStoredBytes: { perSecond: 0, burst: 12_500 } });
    const data = await shopper();
    const phone = await connect(data, 0);
    const laptop = await connect(data, 1);
    expect(await sendCode(phone, 'cs_platform', text(3000))).toBe(ReasonCode.success);
    expect(await sendCode(laptop, 'cs_2', text(3000))).toBe(ReasonCode.success);
    expect(await sendCode(phone, 'cs_3', text(3000))).toBe(ReasonCode.success);
    expect(await sendCode(laptop, 'cs_platform', text(3000))).toBe(ReasonCode.rateLimit);
    // Another shopper has a budget of its own.
    const other = await connect(await shopper());
    expect(await sendCode(other, 'cs_platform', text(3000))).toBe(ReasonCode.success);
  });

  it('makes a channel past its byte cap forget its oldest messages', async () => {
    const data = await shopper();
    const raw = await connect(data);
    const sizes: number[] = [];
    for (let i = 0; i < 5; i++) {
      expect(await sendCode(raw, 'cs_platform', `${i}${text(2000)}`)).toBe(ReasonCode.success);
    }
    const { db } = server;
    const rows = () =>
      db.all(
        db.q
          .selectFrom('chatMessages')
          .select(['seq', 'payload'])
          .where('fromUid', '=', data.uid)
          .orderBy('seq'),
      );
    for (const row of rows()) sizes.push(row.payload.length);
    expect(sizes).toHaveLength(5);
    // Room for three of them: the next one forgets the two oldest.
    await setLimits({ channelBytes: sizes[0]! * 3 });
    expect(await sendCode(raw, 'cs_platform', `5${text(2000)}`)).toBe(ReasonCode.success);
    expect(rows().map((row) => row.seq)).toEqual([4, 5, 6]);
    const channel = db.first(
      db.q
        .selectFrom('chatChannels')
        .select(['forgotten', 'keptBytes'])
        .where('key', '=', keyOf(data.uid)),
    );
    expect(channel).toEqual({
      forgotten: 3,
      keptBytes: rows().reduce((sum, row) => sum + row.payload.length, 0),
    });
  });
});

/** The log key of a shopper's platform channel, as the store names it. */
function keyOf(uid: string): string {
  const { db } = server;
  const row = db.first(
    db.q
      .selectFrom('chatConversations')
      .select('logKey')
      .where('uid', '=', uid)
      .where('channelId', '=', 'cs_platform'),
  );
  return row!.logKey;
}

describe('the byte cap of the message log', () => {
  /** A text's content JSON. */
  const content = (size: number) =>
    new TextEncoder().encode(JSON.stringify({ type: 1, content: 'x'.repeat(size) }));
  const posted = (size: number) => ({
    from: 'a',
    clientMsgNo: '',
    clientSeq: 1,
    setting: 0,
    reddot: true,
    syncOnce: false,
    expire: 0,
    content: content(size),
  });

  let store: Store;
  beforeAll(async () => {
    store = await Store.open(null, () => Promise.resolve(() => {}));
  });
  afterAll(() => store.close());

  it('keeps the longest run of newest messages within both caps, never fewer than one', () => {
    const { db } = store;
    let run = 0;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 20_000 }),
        (sizes, keep, keepBytes) => {
          run += 1;
          const route = personRoute('a', `b${run}`);
          const stored: number[] = [];
          for (const size of sizes) {
            const { message } = appendMessage(db, route, posted(size), 0, keep, keepBytes);
            stored.push(message.payload.length);
            // The model: the longest suffix within both caps, at least the newest message.
            let count = 1;
            let bytes = stored[stored.length - 1]!;
            while (
              count < stored.length &&
              count + 1 <= Math.max(1, keep) &&
              bytes + stored[stored.length - 1 - count]! <= keepBytes
            ) {
              bytes += stored[stored.length - 1 - count]!;
              count += 1;
            }
            const kept = lastMessages(db, route.key, 1000);
            expect(kept.map((m) => m.seq)).toEqual(
              Array.from({ length: count }, (_, i) => stored.length - count + 1 + i),
            );
            expect(channelBounds(db, route.key)).toEqual({
              forgotten: stored.length - count,
              lastSeq: stored.length,
            });
            const channel = db.first(
              db.q.selectFrom('chatChannels').select('keptBytes').where('key', '=', route.key),
            );
            expect(channel?.keptBytes).toBe(bytes);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts the kept bytes of a store written by schema 3 when it is brought to schema 4', () => {
    const connection = new Database(':memory:');
    const db = new Db(connection);
    db.exec(TABLES_V3);
    db.exec(`INSERT INTO chat_channels (key, members) VALUES ('a|b', '["a","b"]'), ('a|c', '[]')`);
    for (const [seq, payload] of [
      [1, 'AAAA'],
      [2, 'BBBBBBBB'],
    ] as const) {
      db.exec(
        `INSERT INTO chat_messages (channel, seq, id, client_msg_no, client_seq, from_uid, setting,
           timestamp, payload) VALUES ('a|b', ${seq}, ${seq}, '', 0, 'a', 0, 0, '${payload}')`,
      );
    }
    db.exec('PRAGMA user_version = 3');
    migrate(db, null, () => null);
    const version = connection.prepare('PRAGMA user_version').get() as { user_version: number };
    expect(version.user_version).toBe(SCHEMA_VERSION);
    expect(
      db.all(db.q.selectFrom('chatChannels').select(['key', 'keptBytes']).orderBy('key')),
    ).toEqual([
      { key: 'a|b', keptBytes: 12 },
      { key: 'a|c', keptBytes: 0 },
    ]);
    connection.close();
  });
});

describe('registrations per client address', () => {
  /** POST /api/user/register over a socket from `localAddress` (any 127.x address is loopback). */
  function registerFrom(localAddress: string, email: string) {
    const body = JSON.stringify({ email, password: 'secret1', confirm_password: 'secret1' });
    return new Promise<{ status: number; retryAfter: string | undefined; code: number }>(
      (resolve, reject) => {
        const call = request(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/api/user/register',
            method: 'POST',
            localAddress,
            headers: { 'content-type': 'application/json' },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const answer = JSON.parse(Buffer.concat(chunks).toString()) as { code: number };
              resolve({
                status: response.statusCode ?? 0,
                retryAfter: response.headers['retry-after'],
                code: answer.code,
              });
            });
          },
        );
        call.on('error', reject);
        call.end(body);
      },
    );
  }

  async function securityLimits(method: 'POST' | 'DELETE', body?: object): Promise<void> {
    const response = await fetch(`${server.base}/__mock/limits`, {
      method,
      headers: {
        [CONTROL_TOKEN_HEADER]: server.app.controlToken,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status).toBe(200);
  }

  afterAll(() => securityLimits('DELETE'));

  it('answers 429 with Retry-After past the limit from one address; another still registers', async () => {
    expect(DEFAULT_LIMITS.registerPerClient).toBe(20);
    await securityLimits('POST', { registerPerClient: 2, registerWindowMs: 60 * 60 * 1000 });
    expect((await registerFrom('127.0.0.7', 'signup1@example.com')).code).toBe(1);
    expect((await registerFrom('127.0.0.7', 'signup2@example.com')).code).toBe(1);
    const refused = await registerFrom('127.0.0.7', 'signup3@example.com');
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(0);
    expect(Number(refused.retryAfter)).toBeGreaterThan(59 * 60);
    expect((await registerFrom('127.0.0.8', 'signup3@example.com')).code).toBe(1);
  });
});
