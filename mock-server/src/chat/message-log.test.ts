import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../store/db';
import { messageFromRow, conversationFromRow } from '../store/rows/chat';
import { Store } from '../store/store';
import { personRoute, routeFor, serviceRoute } from './channel-route';
import { contentFacts } from './content-facts';
import { conversationKey } from './channel-route';
import { appendMessage, channelBounds, lastMessages, messagesBetween } from './message-log';

// The message log's rules over any sequence of posts, in the chat tables: gapless seqs per channel,
// increasing ids, resends answered with the first message, unread counts from the others' red-dot
// messages that the member may see, and a channel that keeps its newest messages only.

/** A store in memory with merchant 1 (the service of the `cs` channel) and nothing else. */
async function openStore(): Promise<Store> {
  return Store.open(null, async () => (db: Db) => {
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
  });
}

/** Empties the chat tables between runs of a property. */
function emptyChat(db: Db): void {
  db.transaction(() => {
    for (const table of [
      'chat_reminders',
      'chat_conversations',
      'chat_messages',
      'chat_channels',
    ]) {
      db.exec(`DELETE FROM ${table}`);
    }
    db.exec('UPDATE chat_counters SET last_message_id = 0, last_version = 0, last_reminder_id = 0');
  });
}

const post = fc.record({
  channel: fc.constantFrom('ab', 'ac', 'cs'),
  from: fc.constantFrom('a', 'b', 'c'),
  clientMsgNo: fc.constantFrom('', 'n1', 'n2', 'n3', 'n4', 'n5'),
  reddot: fc.boolean(),
  visibles: fc.option(fc.subarray(['a', 'b', 'c', 'm1']), { nil: undefined }),
  invisibles: fc.option(fc.subarray(['a', 'b', 'c', 'm1']), { nil: undefined }),
});

/** A text's content JSON, with the visibility lists when given. */
function textContent(visibles?: string[], invisibles?: string[]): Uint8Array {
  return new TextEncoder().encode(
    JSON.stringify({
      type: 1,
      content: 'x',
      ...(visibles && { visibles }),
      ...(invisibles && { invisibles }),
    }),
  );
}

const routes = {
  ab: personRoute('a', 'b'),
  ac: personRoute('a', 'c'),
  cs: serviceRoute({ merchantId: 1 }, 'a'),
};

function posted(from: string, clientMsgNo: string, reddot = true, content = textContent()) {
  return {
    from,
    clientMsgNo,
    clientSeq: 1,
    setting: 0,
    reddot,
    syncOnce: false,
    expire: 0,
    content,
    ...contentFacts(content),
  };
}

let store: Store;
beforeAll(async () => {
  store = await openStore();
});
afterAll(() => store.close());

describe('appendMessage', () => {
  it('keeps seqs gapless per channel, ids increasing, never stores a resend twice, counts unread', () => {
    const { db } = store;
    fc.assert(
      fc.property(fc.array(post, { maxLength: 60 }), (posts) => {
        emptyChat(db);
        const firstOf = new Map<string, number>();
        const visibilityOf = new Map<number, { visibles?: string[]; invisibles?: string[] }>();
        let lastId = 0;
        for (const p of posts) {
          const route = routes[p.channel];
          const from = p.channel === 'cs' ? (p.from === 'a' ? 'a' : 'm1') : p.from;
          const content = textContent(p.visibles, p.invisibles);
          const { message, duplicate } = appendMessage(
            db,
            route,
            posted(from, p.clientMsgNo, p.reddot, content),
            1_700_000_000_000,
          );
          if (!duplicate) visibilityOf.set(message.id, p);
          const key = `${route.key} ${from} ${p.clientMsgNo}`;
          if (p.clientMsgNo !== '' && firstOf.has(key)) {
            expect(duplicate).toBe(true);
            expect(message.id).toBe(firstOf.get(key));
          } else {
            expect(duplicate).toBe(false);
            expect(message.id).toBeGreaterThan(lastId);
            lastId = message.id;
            if (p.clientMsgNo !== '') firstOf.set(key, message.id);
          }
        }
        for (const route of Object.values(routes)) {
          const messages = db
            .all(db.q.selectFrom('chatMessages').selectAll().where('channel', '=', route.key))
            .map(messageFromRow)
            .sort((x, y) => x.seq - y.seq);
          expect(messages.map((m) => m.seq)).toEqual(messages.map((_, i) => i + 1));
          expect(channelBounds(db, route.key)).toEqual({ forgotten: 0, lastSeq: messages.length });
          if (messages.length === 0) continue;
          for (const member of route.members) {
            const row = db.first(
              db.q
                .selectFrom('chatConversations')
                .selectAll()
                .where('uid', '=', member)
                .where('key', '=', conversationKey(route.viewOf(member), route.channelType)),
            );
            const conversation = conversationFromRow(row!);
            const unread = messages.filter((m) => {
              const { visibles = [], invisibles = [] } = visibilityOf.get(m.id)!;
              const visible =
                (visibles.length === 0 || visibles.includes(member)) &&
                !invisibles.includes(member);
              return m.from !== member && m.reddot && visible;
            }).length;
            expect(conversation.unread).toBe(unread);
            expect(conversation.lastMsgSeq).toBe(messages.length);
            expect(conversation.logKey).toBe(route.key);
          }
        }
      }),
    );
  });

  it('keeps a channel’s newest messages: the oldest rows go, seqs go on, a forgotten clientMsgNo is new again', () => {
    const { db } = store;
    emptyChat(db);
    const route = routes.ab;
    const sent = [1, 2, 3, 4, 5].map(
      (n) => appendMessage(db, route, posted('a', `n${n}`), 1_700_000_000_000, 3).message,
    );
    expect(sent.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(channelBounds(db, route.key)).toEqual({ forgotten: 2, lastSeq: 5 });
    expect(lastMessages(db, route.key, 10).map((m) => m.seq)).toEqual([3, 4, 5]);
    expect(messagesBetween(db, route.key, 0, 5).map((m) => m.clientMsgNo)).toEqual([
      'n3',
      'n4',
      'n5',
    ]);
    // Still kept: the first message back. Forgotten: stored as a new one.
    const kept = appendMessage(db, route, posted('a', 'n4'), 1_700_000_000_000, 3);
    expect(kept).toMatchObject({ duplicate: true, message: { id: sent[3]!.id, seq: 4 } });
    const again = appendMessage(db, route, posted('a', 'n1'), 1_700_000_000_000, 3);
    expect(again).toMatchObject({ duplicate: false, message: { seq: 6 } });
    expect(channelBounds(db, route.key)).toEqual({ forgotten: 3, lastSeq: 6 });
    // A cap below one keeps the last message.
    appendMessage(db, route, posted('a', ''), 1_700_000_000_000, 0);
    expect(lastMessages(db, route.key, 10).map((m) => m.seq)).toEqual([7]);
    expect(channelBounds(db, route.key)).toEqual({ forgotten: 6, lastSeq: 7 });
  });

  it('gives each mentioned member but the sender a reminder', () => {
    const { db } = store;
    emptyChat(db);
    const { message } = appendMessage(
      db,
      routes.cs,
      { ...posted('m1', 'r1'), mentions: 'all' },
      1_700_000_000_000,
    );
    const reminders = db.all(db.q.selectFrom('chatReminders').selectAll());
    expect(reminders).toMatchObject([
      { uid: 'a', channelId: 'cs_1', channelType: 7, messageSeq: 1, messageId: String(message.id) },
    ]);
  });
});

describe('routeFor', () => {
  it('names a person channel by the other member on each side, and one log for both', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ minLength: 1, maxLength: 64 }),
        (a, b) => {
          const fromA = routeFor(store.db, a, b, 1);
          const fromB = routeFor(store.db, b, a, 1);
          if (!fromA.ok || !fromB.ok) throw new Error('a person channel is always routable');
          expect(fromA.route.key).toBe(fromB.route.key);
          expect(fromA.route.viewOf(b)).toBe(a);
          expect(fromA.route.viewOf(a)).toBe(b);
          for (const route of [fromA.route, fromB.route]) {
            for (const member of [a, b]) {
              expect(route.conversationKeyOf(member)).toBe(
                conversationKey(route.viewOf(member), 1),
              );
            }
          }
        },
      ),
    );
  });

  it('refuses other channel types, empty or long ids and unknown services', () => {
    const { db } = store;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }).filter((t) => t !== 1 && t !== 7),
        (type) => {
          expect(routeFor(db, 'u1', 'x', type)).toEqual({ ok: false, reasonCode: 23 });
        },
      ),
    );
    expect(routeFor(db, 'u1', '', 1)).toEqual({ ok: false, reasonCode: 16 });
    expect(routeFor(db, 'u1', 'x'.repeat(65), 7)).toEqual({ ok: false, reasonCode: 16 });
    expect(routeFor(db, 'u1', 'cs_99999', 7)).toEqual({ ok: false, reasonCode: 5 });
    const shop = routeFor(db, 'u1', 'cs_1', 7);
    const agent = routeFor(db, 'm1', 'u1', 7);
    if (!shop.ok || !agent.ok) throw new Error('service channel refused');
    expect(shop.route.key).toBe(agent.route.key);
    expect(shop.route.viewOf('u1')).toBe('cs_1');
    expect(shop.route.viewOf('m1')).toBe('u1');
    expect(shop.route.conversationKeyOf('u1')).toBe('cs_1-7');
    expect(agent.route.conversationKeyOf('m1')).toBe('u1-7');
  });
});
