import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { seedState } from '../store/seed';
import { DB_FILE, Store } from '../store/store';
import { personRoute, serviceRoute } from './channel-route';
import { chatState } from './chat-state';
import { appendMessage, markRead, replaceContent } from './message-log';

// The message log on the database file: whatever is posted (through the store's proxies or, as the
// hub does, on the plain objects with ChatWrites), read, replaced or dropped by the
// channel's cap (here 3 messages) comes back the same after a restart, and the messages table
// holds exactly each channel's kept messages, one row per (channel, messageSeq).

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
const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      channel: fc.constantFrom('ab', 'ac', 'cs'),
      from: fc.constantFrom('a', 'b'),
      clientMsgNo: fc.constantFrom('', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7'),
      // The hub's path: the plain chat objects with the store's ChatWrites naming each change.
      plain: fc.boolean(),
      mention: fc.boolean(),
    }),
  },
  fc.record({
    kind: fc.constant('read' as const),
    channel: fc.constantFrom('ab', 'ac', 'cs'),
    id: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('replace' as const),
    channel: fc.constantFrom('ab', 'ac', 'cs'),
    seq: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ kind: fc.constant('restart' as const) }),
);

const seed = await seedState();
const text = (words: string) =>
  new TextEncoder().encode(JSON.stringify({ type: 1, content: words }));

describe('the message log in the database file', () => {
  it('gives back every channel as it was, its kept messages one row each', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 15, maxLength: 50 }),
        async (operations) => {
          const dir = await mkdtemp(join(tmpdir(), 'mock-message-log-'));
          folders.push(dir);
          let store = await Store.open(dir, () => structuredClone(seed));
          try {
            for (const op of operations) {
              const chat = chatState(store.state);
              if (op.kind === 'restart') {
                await store.close();
                store = await Store.open(dir, () => {
                  throw new Error('must load');
                });
              } else if (op.kind === 'post') {
                const from = op.channel === 'cs' && op.from === 'b' ? 'm1' : op.from;
                appendMessage(
                  op.plain ? chatState(store.readState) : chat,
                  routes[op.channel],
                  {
                    from,
                    clientMsgNo: op.clientMsgNo,
                    clientSeq: 1,
                    setting: 0,
                    reddot: true,
                    syncOnce: false,
                    expire: 0,
                    content: text('hello'),
                    ...(op.mention ? { mentions: ['a', 'b', 'c'] } : {}),
                  },
                  1_700_000_000_000,
                  KEEP,
                  op.plain ? store.chatWrites : undefined,
                );
              } else if (op.kind === 'read') {
                markRead(chat, routes[op.channel], 'c', [String(op.id)], 1_700_000_001_000);
              } else {
                replaceContent(chat, routes[op.channel], op.seq, text('replaced'));
              }
              await store.commit();
            }
            const expected = JSON.parse(JSON.stringify(store.readState.chat)) as unknown;
            await store.close();
            const reopened = await Store.open(dir, () => {
              throw new Error('must load');
            });
            store = reopened;
            expect(JSON.parse(JSON.stringify(reopened.readState.chat))).toEqual(expected);
            const db = new Database(join(dir, DB_FILE));
            const rows = db
              .prepare('SELECT channel, seq FROM chat_messages ORDER BY channel, seq')
              .all() as { channel: string; seq: number }[];
            db.close();
            const logs = chatState(reopened.readState).logs;
            const kept = Object.values(logs).flatMap((log) =>
              log.messages.map((message) => ({ channel: log.key, seq: message.seq })),
            );
            kept.sort((x, y) =>
              x.channel < y.channel ? -1 : x.channel > y.channel ? 1 : x.seq - y.seq,
            );
            expect(rows.map(({ channel, seq }) => ({ channel, seq }))).toEqual(kept);
            for (const log of Object.values(logs))
              expect(log.messages.length).toBeLessThanOrEqual(KEEP);
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
