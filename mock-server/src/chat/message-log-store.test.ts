import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../store/db';
import { Store } from '../store/store';
import { personRoute, serviceRoute } from './channel-route';
import { appendMessage, markRead, replaceContent } from './message-log';

// The message log in the database file, against a model: whatever is posted, read, replaced or
// dropped by the channel's cap (here 3 messages), across restarts, the tables hold exactly each
// channel's kept messages (one row per (channel, messageSeq)), as the model has them; a resend of a
// kept message is answered with it, one of a forgotten message is stored anew.

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

const KEEP = 3;
const routes = {
  ab: personRoute('a', 'b'),
  ac: personRoute('a', 'c'),
  cs: serviceRoute({ merchantId: 1 }, 'a'),
};
type Channel = keyof typeof routes;
const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      channel: fc.constantFrom<Channel>('ab', 'ac', 'cs'),
      from: fc.constantFrom('a', 'b'),
      clientMsgNo: fc.constantFrom('', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7'),
      mention: fc.boolean(),
    }),
  },
  fc.record({
    kind: fc.constant('read' as const),
    channel: fc.constantFrom<Channel>('ab', 'ac', 'cs'),
    id: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('replace' as const),
    channel: fc.constantFrom<Channel>('ab', 'ac', 'cs'),
    seq: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ kind: fc.constant('restart' as const) }),
);

const text = (words: string) =>
  new TextEncoder().encode(JSON.stringify({ type: 1, content: words }));
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** One shopper (so a reopened store is not seeded again) and merchant 1 (the `cs` service). */
async function seed() {
  return (db: Db) => {
    db.run(
      db.q.insertInto('users').values({
        email: 'a@example.com',
        nickname: 'a',
        passwordHash: 'x',
        balance: 0,
        lang: 'en',
        createdAt: 0,
      }),
    );
    db.run(
      db.q.insertInto('merchants').values({
        id: 1,
        name: 'Shop one',
        logo: '',
        banner: '',
        description: '',
        rating: 5,
        sales: 0,
      }),
    );
  };
}

const mustLoad = () => Promise.reject(new Error('must load'));

interface ModelMessage {
  channel: string;
  seq: number;
  id: number;
  fromUid: string;
  clientMsgNo: string;
  payload: string;
  readed: 0 | 1;
  extraVersion: number;
}

interface ModelChannel {
  messages: ModelMessage[];
  forgotten: number;
  extraVersion: number;
}

describe('the message log in the database file', () => {
  it('holds every channel’s kept messages as the model has them, one row each, across restarts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 15, maxLength: 50 }),
        async (operations) => {
          const dir = await mkdtemp(join(tmpdir(), 'mock-message-log-'));
          folders.push(dir);
          let store = await Store.open(dir, seed);
          const model = new Map<string, ModelChannel>();
          let lastId = 0;
          try {
            for (const op of operations) {
              if (op.kind === 'restart') {
                await store.close();
                store = await Store.open(dir, mustLoad);
                continue;
              }
              const route = routes[op.channel];
              const channel = model.get(route.key);
              if (op.kind === 'post') {
                const from = op.channel === 'cs' && op.from === 'b' ? 'm1' : op.from;
                const payload = text(`hello ${op.clientMsgNo}`);
                const { message, duplicate } = appendMessage(
                  store.db,
                  route,
                  {
                    from,
                    clientMsgNo: op.clientMsgNo,
                    clientSeq: 1,
                    setting: 0,
                    reddot: true,
                    syncOnce: false,
                    expire: 0,
                    content: payload,
                    ...(op.mention ? { mentions: ['a', 'b', 'c'] } : {}),
                  },
                  1_700_000_000_000,
                  KEEP,
                );
                const first = channel?.messages.find(
                  (m) =>
                    op.clientMsgNo !== '' && m.fromUid === from && m.clientMsgNo === op.clientMsgNo,
                );
                expect(duplicate).toBe(first !== undefined);
                if (first) {
                  expect(message.id).toBe(first.id);
                  expect(message.seq).toBe(first.seq);
                  continue;
                }
                const kept = channel ?? { messages: [], forgotten: 0, extraVersion: 0 };
                model.set(route.key, kept);
                lastId += 1;
                const seq = kept.forgotten + kept.messages.length + 1;
                expect(message).toMatchObject({ id: lastId, seq });
                kept.messages.push({
                  channel: route.key,
                  seq,
                  id: lastId,
                  fromUid: from,
                  clientMsgNo: op.clientMsgNo,
                  payload: base64(payload),
                  readed: 0,
                  extraVersion: 0,
                });
                while (kept.messages.length > KEEP) {
                  kept.messages.shift();
                  kept.forgotten += 1;
                }
              } else if (op.kind === 'read') {
                markRead(store.db, route, 'c', [String(op.id)], 1_700_000_001_000);
                const read = channel?.messages.find((m) => m.id === op.id && m.readed === 0);
                if (read && channel) {
                  read.readed = 1;
                  channel.extraVersion += 1;
                  read.extraVersion = channel.extraVersion;
                }
              } else {
                replaceContent(store.db, route, op.seq, text('replaced'));
                const replaced = channel?.messages.find((m) => m.seq === op.seq);
                if (replaced) replaced.payload = base64(text('replaced'));
              }
            }
            await store.close();
            store = await Store.open(dir, mustLoad);
            const { db } = store;
            const rows = db.all(
              db.q
                .selectFrom('chatMessages')
                .select([
                  'channel',
                  'seq',
                  'id',
                  'fromUid',
                  'clientMsgNo',
                  'payload',
                  'readed',
                  'extraVersion',
                ])
                .orderBy('channel')
                .orderBy('seq'),
            );
            const expected = [...model.values()]
              .flatMap((channel) => channel.messages)
              .sort((x, y) =>
                x.channel < y.channel ? -1 : x.channel > y.channel ? 1 : x.seq - y.seq,
              );
            expect(rows).toEqual(expected);
            const channels = db.all(
              db.q
                .selectFrom('chatChannels')
                .select(['key', 'forgotten', 'extraVersion'])
                .orderBy('key'),
            );
            expect(channels).toEqual(
              [...model.entries()]
                .sort(([x], [y]) => (x < y ? -1 : 1))
                .map(([key, c]) => ({ key, forgotten: c.forgotten, extraVersion: c.extraVersion })),
            );
            // Every member's conversation names the channel's last message.
            for (const [key, channel] of model) {
              const route = Object.values(routes).find((r) => r.key === key)!;
              const lastSeq = channel.forgotten + channel.messages.length;
              for (const member of route.members) {
                const conversation = db.first(
                  db.q
                    .selectFrom('chatConversations')
                    .select('lastMsgSeq')
                    .where('uid', '=', member)
                    .where('key', '=', route.conversationKeyOf(member)),
                );
                expect(conversation?.lastMsgSeq).toBe(lastSeq);
              }
            }
            const counters = db.first(db.q.selectFrom('chatCounters').select('lastMessageId'));
            expect(counters?.lastMessageId).toBe(lastId);
          } finally {
            await store.close();
            await rm(dir, { recursive: true, force: true });
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
