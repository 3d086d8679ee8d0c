import { encodeContent } from '@storefront/protocol/content/content-codec';
import { ContentType } from '@storefront/protocol/content/content-type';
import { decodeSetting, encodeSetting } from '@storefront/protocol/wire/setting';
import { StreamFlag } from '@storefront/protocol/wire/stream-flag';
import { newClientMsgNo } from '@storefront/protocol/wire/client-msg-no';
import { decodeContent } from '@storefront/protocol/content/content-codec';
import type { Db } from '../store/db';
import { agentAnswer } from './agent-answer';
import { personRoute, type ChannelRoute } from './channel-route';
import type { ChatHub, PostedEvent } from './chat-hub';
import { agentUid, serviceOfAgent, type Service } from './chat-parties';
import { hasMessageFrom, lastMessages, replaceContent } from './message-log';

export interface AgentOptions {
  /** Pause before an answer (a person types too), default 400 ms. */
  replyDelayMs?: number;
  /** Pause between two pieces of a streamed answer, default 80 ms. */
  streamIntervalMs?: number;
  /** Answers longer than this are streamed (default 120 characters). */
  streamAbove?: number;
  enabled?: boolean;
}

const PIECE_LENGTH = 24;
/** How far back in a conversation the agent looks for the product card it is about. */
const CARD_LOOKBACK = 50;

/**
 * The customer-service agent of every merchant and of the platform. It answers the shoppers who
 * write to a service (`cs_<N>` on type 7, or the agent's uid on a person channel): a greeting that
 * says it is automatic and how to reach a person the first time, then every topic of the question
 * (agent-keywords.ts, agent-answer.ts) in the question's language: shipping, refunds, payment, the
 * latest order with its status, the product of the conversation's product card; longer answers as
 * a stream (START, ING..., END) so clients exercise streaming. A product card itself is context,
 * not a question: it gets no answer of its own.
 */
export class ServiceAgent {
  enabled: boolean;
  /** Agent uids (`m<N>`, `platform`) that stay silent while a person answers (the console's desk). */
  readonly silenced = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly stop: () => void;
  private readonly replyDelayMs: number;
  private readonly streamIntervalMs: number;
  private readonly streamAbove: number;

  constructor(
    private readonly hub: ChatHub,
    options: AgentOptions = {},
  ) {
    this.enabled = options.enabled ?? true;
    this.replyDelayMs = options.replyDelayMs ?? 400;
    this.streamIntervalMs = options.streamIntervalMs ?? 80;
    this.streamAbove = options.streamAbove ?? 120;
    this.stop = hub.onPosted((event) => this.heard(event));
  }

  close(): void {
    this.stop();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(ms: number, step: () => void | Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void Promise.resolve(step()).catch(() => {});
    }, ms);
    this.timers.add(timer);
  }

  private heard(event: PostedEvent): void {
    if (!this.enabled) return;
    const { route, message } = event;
    const conversation = this.conversationOf(route, message.from);
    if (!conversation || this.silenced.has(conversation.agent)) return;
    const content = event.content();
    if (content.kind === 'command' || content.kind === 'system' || content.kind === 'product') {
      return;
    }
    const text = content.kind === 'text' ? content.text : '';
    const greet = !hasMessageFrom(this.hub.store.db, route.key, conversation.agent);
    this.later(this.replyDelayMs, async () => {
      const { db } = this.hub.store;
      const answer = agentAnswer(db, {
        service: conversation.service,
        uid: message.from,
        text,
        productId: cardProduct(db, route, message.from),
      });
      if (greet) this.say(conversation.route, conversation.agent, answer.greeting);
      if (answer.body.length > this.streamAbove) {
        await this.stream(conversation.route, conversation.agent, answer.body);
      } else {
        this.say(conversation.route, conversation.agent, answer.body);
      }
    });
  }

  /** The service a shopper's message is addressed to, and the route to answer on. */
  private conversationOf(
    route: ChannelRoute,
    from: string,
  ): { service: Service; agent: string; route: ChannelRoute } | undefined {
    if (route.service) {
      if (from !== route.shopper) return undefined;
      return { service: route.service, agent: agentUid(route.service), route };
    }
    const other = route.members.find((member) => member !== from);
    const { db } = this.hub.store;
    const service = other ? serviceOfAgent(db, other) : undefined;
    if (!other || !service || serviceOfAgent(db, from)) return undefined;
    return { service, agent: other, route: personRoute(other, from) };
  }

  private say(route: ChannelRoute, agent: string, text: string): void {
    const content = encodeContent({ kind: 'text', contentType: ContentType.text, text });
    this.hub.post(route, this.hub.serverMessage(agent, content));
  }

  /**
   * START (a stored text message with the first piece), ING pieces, END, to the connections that
   * read streams (they asked for them, on versions 2 to 4); then the whole text is stored, as a
   * plain message, and goes as one with START's id and seq to every other connection (an official
   * SDK as it ships: docs/chat.md, "Streams").
   */
  private async stream(route: ChannelRoute, agent: string, text: string): Promise<void> {
    const pieces = splitPieces(text);
    const streamNo = newClientMsgNo();
    const first = encodeContent({
      kind: 'text',
      contentType: ContentType.text,
      text: pieces[0] ?? '',
    });
    const start = this.hub.post(
      route,
      this.hub.serverMessage(agent, first, { streamOn: true, streamNo }),
      undefined,
      { audience: 'streamReaders' },
    );
    const utf8 = new TextEncoder();
    for (let i = 1; i <= pieces.length; i++) {
      await new Promise<void>((resolve) => this.later(this.streamIntervalMs, resolve));
      const last = i === pieces.length;
      const piece = encodeContent({
        kind: 'stream',
        contentType: ContentType.stream,
        data: utf8.encode(last ? '' : (pieces[i] ?? '')),
      });
      this.hub.postTransient(
        route,
        this.hub.serverMessage(agent, piece, { streamOn: true, streamNo }),
        {
          sameAs: start.message,
          stream: {
            streamFlag: last ? StreamFlag.END : StreamFlag.ING,
            streamNo,
            streamId: BigInt(i),
          },
          audience: 'streamReaders',
        },
      );
    }
    const whole = encodeContent({ kind: 'text', contentType: ContentType.text, text });
    const ended = { ...start.message, setting: withoutStreamBit(start.message.setting) };
    const { db } = this.hub.store;
    db.transaction(() => {
      replaceContent(db, route, ended.seq, whole);
      storeSetting(db, route, ended.seq, ended.setting);
    });
    this.hub.deliverWhole(route, ended, whole);
  }
}

/** The product of the newest product card `from` sent in the conversation, if any. */
function cardProduct(db: Db, route: ChannelRoute, from: string): number | undefined {
  const messages = lastMessages(db, route.key, CARD_LOOKBACK);
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.from !== from) continue;
    const content = decodeContent(Buffer.from(message.payload, 'base64'));
    if (content.kind === 'product' && content.productID > 0) return content.productID;
  }
  return undefined;
}

/**
 * A streamed message's setting once its stream ended: without the stream bit, so history (sync,
 * the conversation list) shows it as the plain text it now is: a client may take a message with the
 * bit for a stream still to be rebuilt from pieces, which history does not hold.
 */
function withoutStreamBit(setting: number): number {
  return encodeSetting({ ...decodeSetting(setting), streamOn: false });
}

function storeSetting(db: Db, route: ChannelRoute, seq: number, setting: number): void {
  db.run(
    db.q
      .updateTable('chatMessages')
      .set({ setting })
      .where('channel', '=', route.key)
      .where('seq', '=', seq),
  );
}

/** Pieces of about PIECE_LENGTH characters, never splitting a surrogate pair. */
function splitPieces(text: string): string[] {
  const characters = [...text];
  const pieces: string[] = [];
  for (let i = 0; i < characters.length; i += PIECE_LENGTH) {
    pieces.push(characters.slice(i, i + PIECE_LENGTH).join(''));
  }
  return pieces;
}
