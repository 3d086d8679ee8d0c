import { decodeContent } from '@storefront/protocol/content/content-codec';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { decodeSetting, encodeSetting, NO_SETTING } from '@storefront/protocol/wire/setting';
import type { RecvPacket } from '@storefront/protocol/wire/packets/recv';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { newClientMsgNo } from '@storefront/protocol/wire/client-msg-no';
import type { StreamLayout } from '@storefront/protocol/wire/stream-layout';
import { clock } from '../domain/clock';
import type { Store } from '../store/store';
import type { ChannelRoute } from './channel-route';
import { chatLimits, type ChatLimits } from './chat-limits';
import { nextMessageId, type StoredMessage } from './chat-state';
import { contentFacts } from './content-facts';
import { appendMessage, type Appended, type PostedMessage } from './message-log';
import { UidBudgets } from './uid-budgets';

/** What the hub needs from a connection to deliver to it. */
export interface DeliveryTarget {
  readonly uid: string;
  readonly deviceFlag: number;
  /** The connection's negotiated protocol version. */
  readonly version: number;
  /**
   * The layout this connection reads streamed messages in, or undefined: then it gets no stream
   * packet, and a streamed answer whole when its stream ends (docs/chat.md, "Streams").
   */
  readonly streams: StreamLayout | undefined;
  /**
   * Seals the payload with this connection's keys and sends the RECV. `recv` is shared by the
   * member's connections: each sets its msgKey and payload and encodes it before returning.
   */
  deliver(recv: RecvPacket, plaintext: Uint8Array): void;
  /** DISCONNECT with this reason, then close. */
  kick(reasonCode: number, reason: string): void;
  /** Close the socket without a packet. */
  drop(): void;
}

/** A message just stored, for listeners (the agent). */
export interface PostedEvent {
  route: ChannelRoute;
  message: StoredMessage;
  /** Decodes the content on demand: most listeners look at few messages. */
  content(): MessageContent;
}

/** How a server-side message is flagged. */
export interface ServerPostOptions {
  /** Not stored (commands, stream pieces): messageSeq 0, not in sync. */
  noPersist?: boolean;
  syncOnce?: boolean;
  reddot?: boolean;
  stream?: { streamFlag: number; streamNo: string; streamId: bigint };
  /**
   * Which connections get it: `streamReaders` only those that read streams (DeliveryTarget's
   * `streams`: the pieces of a streamed message), `wholeReaders` only the others (the whole message
   * once its stream ended). Everyone by default; then a streamed message reaches a connection that
   * reads no streams as a plain one (stream bit off, no stream fields).
   */
  audience?: 'streamReaders' | 'wholeReaders';
  /** Reuse this stored message's id and seq (stream pieces of a started message). */
  sameAs?: StoredMessage;
}

const NO_OPTIONS: ServerPostOptions = Object.freeze({});

/**
 * The DISCONNECT of a uid's oldest connection when it opens one past `connectionsPerUid`:
 * connectKick, the code WuKongIM's DISCONNECT carries when a connection of the same device flag
 * replaces it (WuKongIM/WuKongIM internal/user/handler/event_connect.go, "same master kicks each
 * other"); the official SDKs then stop reconnecting that connection.
 */
export const TOO_MANY_CONNECTIONS = {
  code: ReasonCode.connectKick,
  text: 'too many connections',
} as const;

function reaches(audience: ServerPostOptions['audience'], target: DeliveryTarget): boolean {
  if (audience === 'streamReaders') return target.streams !== undefined;
  if (audience === 'wholeReaders') return target.streams === undefined;
  return true;
}

/** The same RECV without its stream: for a connection that cannot read stream packets. */
function withoutStream(recv: RecvPacket): RecvPacket {
  const { streamFlag: _flag, streamNo: _no, streamId: _id, streamSeq: _seq, ...plain } = recv;
  return { ...plain, setting: { ...recv.setting, streamOn: false } };
}

/** A class rather than an object with a closure: one is made for every message stored. */
class Posted implements PostedEvent {
  constructor(
    readonly route: ChannelRoute,
    readonly message: StoredMessage,
    private readonly plaintext: Uint8Array,
  ) {}

  content(): MessageContent {
    return decodeContent(this.plaintext);
  }
}

/**
 * The chat's switchboard: who is online (sessions by uid), storing messages and delivering them to
 * every online session of every member. Sessions, the agent and the control API all post through it.
 */
export class ChatHub {
  private readonly online = new Map<string, Set<DeliveryTarget>>();
  private readonly listeners = new Set<(event: PostedEvent) => void>();
  /** Whether the customer-service agent answers (set by the agent's owner). */
  agentOn: () => boolean = () => false;
  /** The app's log (createChat sets it). */
  log: (line: string) => void = () => {};
  /** The chat's limits, shared with the gateway (createChat sets them). */
  limits: ChatLimits = chatLimits();
  /** What each uid may send and store, across its connections. */
  readonly budgets = new UidBudgets(() => this.limits);

  private boundStore: Store | undefined;

  /** The app's store, known once the chat plugin is registered. */
  get store(): Store {
    if (!this.boundStore) throw new Error('the chat hub is not attached to a store yet');
    return this.boundStore;
  }

  bind(store: Store): void {
    this.boundStore = store;
  }

  onPosted(listener: (event: PostedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Registers a connection; an earlier one of the same uid and device flag is kicked (connectKick),
   * and so are the uid's oldest past `connectionsPerUid` (TOO_MANY_CONNECTIONS).
   */
  attach(target: DeliveryTarget, kickReason: { code: number; text: string }): void {
    let sessions = this.online.get(target.uid);
    if (!sessions) {
      sessions = new Set();
      this.online.set(target.uid, sessions);
    }
    for (const earlier of [...sessions]) {
      if (earlier.deviceFlag === target.deviceFlag) {
        sessions.delete(earlier);
        earlier.kick(kickReason.code, kickReason.text);
      }
    }
    // A Set keeps insertion order: the first is the oldest.
    const keep = Math.max(1, this.limits.connectionsPerUid) - 1;
    for (const oldest of [...sessions].slice(0, Math.max(0, sessions.size - keep))) {
      sessions.delete(oldest);
      oldest.kick(TOO_MANY_CONNECTIONS.code, TOO_MANY_CONNECTIONS.text);
    }
    sessions.add(target);
  }

  detach(target: DeliveryTarget): void {
    const sessions = this.online.get(target.uid);
    if (!sessions?.delete(target)) return;
    if (sessions.size === 0) {
      this.online.delete(target.uid);
      this.noteOffline(target.uid);
    }
  }

  /** When `uid`'s last session closed (channelInfo's last_offline). */
  private noteOffline(uid: string): void {
    const at = Math.floor(clock.now() / 1000);
    const { db } = this.store;
    try {
      db.run(
        db.q
          .insertInto('chatLastOffline')
          .values({ uid, at })
          .onConflict((conflict) => conflict.column('uid').doUpdateSet({ at })),
      );
    } catch (error) {
      // A store that cannot write (a full disk) must not fail the close of a connection: the
      // time is only shown as "last seen".
      this.log(`chat: the last-seen time of ${uid} was not stored: ${String(error)}`);
    }
  }

  isOnline(uid: string): boolean {
    return (this.online.get(uid)?.size ?? 0) > 0;
  }

  sessionsOf(uid: string): DeliveryTarget[] {
    return [...(this.online.get(uid) ?? [])];
  }

  onlineUids(): string[] {
    return [...this.online.keys()];
  }

  /**
   * Stores a message (its own short transaction) and delivers it to every member's sessions but
   * `origin` (the sending connection). `duplicate` when the same sender sent the same clientMsgNo
   * before (then nothing is stored or delivered again). Throws when the store cannot write: then
   * nothing was stored or delivered.
   */
  post(
    route: ChannelRoute,
    posted: PostedMessage,
    origin?: DeliveryTarget,
    delivery: ServerPostOptions = NO_OPTIONS,
  ): Appended {
    const appended = appendMessage(
      this.store.db,
      route,
      posted,
      clock.now(),
      this.limits.channelMessages,
      this.limits.channelBytes,
    );
    this.published(route, posted, appended, origin, delivery);
    return appended;
  }

  /** Delivers a message just stored and tells the listeners; nothing for a duplicate. */
  private published(
    route: ChannelRoute,
    posted: PostedMessage,
    appended: Appended,
    origin: DeliveryTarget | undefined,
    delivery: ServerPostOptions,
  ): void {
    if (appended.duplicate) return;
    this.deliver(route, appended.message, posted.content, delivery, origin);
    this.emit(route, appended.message, posted.content);
  }

  /** Delivers without storing (noPersist): messageSeq 0 unless it continues a stored message. */
  postTransient(
    route: ChannelRoute,
    posted: PostedMessage,
    options: ServerPostOptions,
    origin?: DeliveryTarget,
  ): StoredMessage {
    const message: StoredMessage = {
      id: options.sameAs?.id ?? nextMessageId(this.store.db),
      seq: options.sameAs?.seq ?? 0,
      clientMsgNo: options.sameAs?.clientMsgNo ?? posted.clientMsgNo,
      clientSeq: posted.clientSeq,
      from: posted.from,
      setting: posted.setting,
      reddot: posted.reddot,
      syncOnce: posted.syncOnce,
      expire: posted.expire,
      timestamp: Math.floor(clock.now() / 1000),
      payload: '',
      readed: false,
      readedAt: 0,
      readedCount: 0,
      extraVersion: 0,
      ...(posted.streamNo ? { streamNo: posted.streamNo } : {}),
    };
    this.deliver(route, message, posted.content, { noPersist: true, ...options }, origin);
    return message;
  }

  /**
   * A stored message, delivered again as it now is (`content`) to the connections that did not get
   * its stream (those that read none): the whole of a streamed answer, once it ended.
   */
  deliverWhole(route: ChannelRoute, message: StoredMessage, content: Uint8Array): void {
    this.deliver(route, message, content, { audience: 'wholeReaders' });
  }

  /** A message the server itself sends as `from` (agent, system, command). */
  serverMessage(
    from: string,
    content: Uint8Array,
    options: { reddot?: boolean; syncOnce?: boolean; streamOn?: boolean; streamNo?: string } = {},
  ): PostedMessage {
    const posted: PostedMessage = {
      from,
      clientMsgNo: newClientMsgNo(),
      clientSeq: 0,
      setting: encodeSetting({ ...NO_SETTING, streamOn: options.streamOn ?? false }),
      reddot: options.reddot ?? true,
      syncOnce: options.syncOnce ?? false,
      expire: 0,
      content,
      ...(options.streamNo ? { streamNo: options.streamNo } : {}),
    };
    // The agent's and the control API's messages follow the same mention and visibility rules.
    return Object.assign(posted, contentFacts(content));
  }

  private deliver(
    route: ChannelRoute,
    message: StoredMessage,
    plaintext: Uint8Array,
    options: ServerPostOptions,
    origin?: DeliveryTarget,
  ): void {
    const setting = decodeSetting(message.setting);
    const flags = {
      dup: false,
      reddot: options.reddot ?? message.reddot,
      syncOnce: options.syncOnce ?? message.syncOnce,
      noPersist: options.noPersist ?? false,
    };
    const messageID = BigInt(message.id);
    for (const member of route.members) {
      const sessions = this.online.get(member);
      // Nobody to deliver to: offline, or only the sending connection.
      if (!sessions || (sessions.size === 1 && origin && sessions.has(origin))) continue;
      const recv: RecvPacket = {
        type: PacketType.RECV,
        flags,
        setting,
        msgKey: '',
        fromUID: message.from,
        channelID: route.viewOf(member),
        channelType: route.channelType,
        expire: message.expire,
        clientMsgNo: message.clientMsgNo,
        messageID,
        messageSeq: message.seq,
        timestamp: message.timestamp,
        payload: plaintext,
      };
      if (message.topic) recv.topic = message.topic;
      if (options.stream) Object.assign(recv, options.stream);
      else if (setting.streamOn) recv.streamNo = message.streamNo ?? '';
      let plain: RecvPacket | undefined;
      for (const session of sessions) {
        if (session === origin || !reaches(options.audience, session)) continue;
        if (setting.streamOn && session.streams === undefined) {
          session.deliver((plain ??= withoutStream(recv)), plaintext);
        } else {
          session.deliver(recv, plaintext);
        }
      }
    }
  }

  private emit(route: ChannelRoute, message: StoredMessage, plaintext: Uint8Array): void {
    if (this.listeners.size === 0) return;
    const event = new Posted(route, message, plaintext);
    for (const listener of this.listeners) {
      // The message is stored and delivered: a listener's failure is the listener's own.
      try {
        listener(event);
      } catch (error) {
        this.log(`chat: a listener of posted messages failed: ${String(error)}`);
      }
    }
  }
}
