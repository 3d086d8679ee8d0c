import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedState } from '../store/seed';
import { personRoute, routeFor, serviceRoute } from './channel-route';
import { chatState } from './chat-state';
import { contentFacts } from './content-facts';
import { conversationKey } from './channel-route';
import { appendMessage } from './message-log';

// The message log's rules over any sequence of posts: gapless seqs per channel, increasing ids,
// resends answered with the first message, unread counts from the others' red-dot messages that
// the member may see.

const state = await seedState();

const post = fc.record({
  channel: fc.constantFrom('ab', 'ac', 'cs'),
  from: fc.constantFrom('a', 'b', 'c'),
  clientMsgNo: fc.constantFrom('', 'n1', 'n2', 'n3', 'n4', 'n5'),
  reddot: fc.boolean(),
  visibles: fc.option(fc.subarray(['a', 'b', 'c', 'm1']), { nil: undefined }),
  invisibles: fc.option(fc.subarray(['a', 'b', 'c', 'm1']), { nil: undefined }),
  /** The server restarts before this post: the chat is read back from its JSON. */
  restart: fc.boolean(),
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

describe('appendMessage', () => {
  it('keeps seqs gapless per channel, ids increasing, never stores a resend twice (across restarts too), counts unread', () => {
    fc.assert(
      fc.property(fc.array(post, { maxLength: 60 }), (posts) => {
        let chat = chatState({ ...state, chat: {} });
        const routes = {
          ab: personRoute('a', 'b'),
          ac: personRoute('a', 'c'),
          cs: serviceRoute({ merchantId: 1 }, 'a'),
        };
        const firstOf = new Map<string, number>();
        const visibilityOf = new Map<number, { visibles?: string[]; invisibles?: string[] }>();
        let lastId = 0;
        for (const p of posts) {
          if (p.restart) chat = chatState({ ...state, chat: JSON.parse(JSON.stringify(chat)) });
          const route = routes[p.channel];
          const from = p.channel === 'cs' ? (p.from === 'a' ? 'a' : 'm1') : p.from;
          const content = textContent(p.visibles, p.invisibles);
          const { message, duplicate } = appendMessage(
            chat,
            route,
            {
              from,
              clientMsgNo: p.clientMsgNo,
              clientSeq: 1,
              setting: 0,
              reddot: p.reddot,
              syncOnce: false,
              expire: 0,
              content,
              ...contentFacts(content),
            },
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
        for (const log of Object.values(chat.logs)) {
          expect(log.messages.map((m) => m.seq)).toEqual(log.messages.map((_, i) => i + 1));
          for (const member of log.members) {
            const route = Object.values(routes).find((r) => r.key === log.key)!;
            const conversation =
              chat.conversations[member]![
                conversationKey(route.viewOf(member), route.channelType)
              ]!;
            const unread = log.messages.filter((m) => {
              const { visibles = [], invisibles = [] } = visibilityOf.get(m.id)!;
              const visible =
                (visibles.length === 0 || visibles.includes(member)) &&
                !invisibles.includes(member);
              return m.from !== member && m.reddot && visible;
            }).length;
            expect(conversation.unread).toBe(unread);
            expect(conversation.lastMsgSeq).toBe(log.messages.length);
          }
        }
      }),
    );
  });
});

describe('routeFor', () => {
  it('names a person channel by the other member on each side, and one log for both', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ minLength: 1, maxLength: 64 }),
        (a, b) => {
          const fromA = routeFor(state, a, b, 1);
          const fromB = routeFor(state, b, a, 1);
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
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }).filter((t) => t !== 1 && t !== 7),
        (type) => {
          expect(routeFor(state, 'u1', 'x', type)).toEqual({ ok: false, reasonCode: 23 });
        },
      ),
    );
    expect(routeFor(state, 'u1', '', 1)).toEqual({ ok: false, reasonCode: 16 });
    expect(routeFor(state, 'u1', 'x'.repeat(65), 7)).toEqual({ ok: false, reasonCode: 16 });
    expect(routeFor(state, 'u1', 'cs_99999', 7)).toEqual({ ok: false, reasonCode: 5 });
    const shop = routeFor(state, 'u1', 'cs_1', 7);
    const agent = routeFor(state, 'm1', 'u1', 7);
    if (!shop.ok || !agent.ok) throw new Error('service channel refused');
    expect(shop.route.key).toBe(agent.route.key);
    expect(shop.route.viewOf('u1')).toBe('cs_1');
    expect(shop.route.viewOf('m1')).toBe('u1');
    expect(shop.route.conversationKeyOf('u1')).toBe('cs_1-7');
    expect(agent.route.conversationKeyOf('m1')).toBe('u1-7');
  });
});
