import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { sessionKey } from '../domain/accounts';
import { fail } from '../domain/failure';
import { clock } from '../domain/clock';
import { handler, type OperationContext } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import type { Db } from '../store/db';
import { conversationFromRow, reminderFromRow } from '../store/rows/chat';
import { routeFor, type ChannelRoute } from './channel-route';
import type { ChatHub } from './chat-hub';
import {
  agentUid,
  partyProfile,
  serviceOfAgent,
  serviceOfChannel,
  serviceProfile,
  shopperUid,
} from './chat-parties';
import { CHAT_SOCKET_PATH } from './chat-gateway';
import { requestHost } from '../http/request-host';
import { merchantWordings } from '../domain/catalog-texts';
import { nextVersion, type StoredConversation, type StoredMessage } from './chat-state';
import { conversationKey } from './channel-route';
import { channelBounds, lastMessages, markRead, messagesBetween } from './message-log';

/** Chat tokens kept per uid; older ones are forgotten (each page load may ask for one). */
const TOKENS_PER_UID = 20;

/** The contract's ChatMessage as `viewer` sees it (its channel id follows the perspective rule). */
export function messageJson(message: StoredMessage, route: ChannelRoute, viewer: string) {
  return {
    header: { no_persist: 0, red_dot: message.reddot ? 1 : 0, sync_once: message.syncOnce ? 1 : 0 },
    setting: message.setting,
    message_id: message.id,
    message_idstr: String(message.id),
    client_msg_no: message.clientMsgNo,
    message_seq: message.seq,
    from_uid: message.from,
    channel_id: route.viewOf(viewer),
    channel_type: route.channelType,
    expire: message.expire,
    timestamp: message.timestamp,
    payload: message.payload,
  };
}

/**
 * The socket address getWebSocketUrl names: `configured` (CHAT_WS_URL, a chat cluster on another
 * host) when given, else `socketAddressFor`. The app's Content-Security-Policy allows connecting to
 * the same address (src/http/security-headers.ts).
 */
export function socketAddressResolver(configured?: string): (request: FastifyRequest) => string {
  return configured ? () => configured : socketAddressFor;
}

/**
 * The socket address for the client that sent `request`, path /ws: on the public origin when the
 * app has one (PUBLIC_ORIGIN, `buildApp({publicOrigin})`: wss for https, ws for http); else on the
 * host the client asked when its Host header is a plain host name or IP address and port
 * (`requestHost`), ws or wss by the request's scheme (`X-Forwarded-Proto` when it says exactly
 * `http` or `https`); else on the address and port the connection came in on. The raw Host header
 * never reaches the answer (`Host: a.evil.example:1@b` would name another host).
 */
export function socketAddressFor(request: FastifyRequest): string {
  const origin = request.server.publicOrigin;
  if (origin)
    return `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}${CHAT_SOCKET_PATH}`;
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const scheme = proto === 'https' || proto === 'http' ? proto : request.protocol;
  return `${scheme === 'https' ? 'wss' : 'ws'}://${requestHost(request) ?? localHost(request)}${CHAT_SOCKET_PATH}`;
}

/** The address and port the request's connection came in on (loopback when unknown). */
function localHost(request: FastifyRequest): string {
  const address = request.socket?.localAddress ?? '127.0.0.1';
  const port = request.socket?.localPort;
  const host = address.includes(':') ? `[${address}]` : address;
  return port ? `${host}:${port}` : host;
}

/**
 * Issues a chat token for `uid` (a shopper's, tied to its shop session, or any uid from the control
 * API). The uid's oldest tokens past TOKENS_PER_UID are forgotten.
 */
export function issueChatToken(db: Db, uid: string, session: string | null): string {
  const token = randomBytes(16).toString('hex');
  // Kept as hashes, as sessions are: the store holds no token that connects or signs in.
  db.run(
    db.q.insertInto('chatTokens').values({
      key: sessionKey(token),
      uid,
      session: session === null ? null : sessionKey(session),
      issuedAt: clock.now(),
    }),
  );
  // Issued in this order: the rowid tells tokens of the same millisecond apart.
  db.run(
    db.q
      .deleteFrom('chatTokens')
      .where('uid', '=', uid)
      .where(
        'key',
        'not in',
        db.q
          .selectFrom('chatTokens')
          .select('key')
          .where('uid', '=', uid)
          .orderBy('issuedAt', 'desc')
          .orderBy(sql`rowid`, 'desc')
          .limit(TOKENS_PER_UID),
      ),
  );
  return token;
}

interface ChannelBody {
  channel_id: string;
  channel_type: number;
}

function routeOf(
  context: OperationContext,
  channel: ChannelBody,
): { uid: string; route: ChannelRoute } {
  const uid = shopperUid(context.requireUser());
  const routed = routeFor(context.db, uid, channel.channel_id, channel.channel_type);
  if (!routed.ok) fail('not_found');
  return { uid, route: routed.route };
}

/** `uid`'s conversation of a channel as `uid` names it. */
function conversationOf(db: Db, uid: string, channel: ChannelBody): StoredConversation | undefined {
  const row = db.first(
    db.q
      .selectFrom('chatConversations')
      .selectAll()
      .where('uid', '=', uid)
      .where('key', '=', conversationKey(channel.channel_id, channel.channel_type)),
  );
  return row && conversationFromRow(row);
}

function conversationJson(
  db: Db,
  uid: string,
  conversation: StoredConversation,
  recentCount: number,
) {
  const routed = routeFor(db, uid, conversation.channelID, conversation.channelType);
  const recents =
    routed.ok && recentCount > 0
      ? lastMessages(db, conversation.logKey, recentCount).map((m) =>
          messageJson(m, routed.route, uid),
        )
      : [];
  return {
    channel_id: conversation.channelID,
    channel_type: conversation.channelType,
    unread: conversation.unread,
    timestamp: conversation.timestamp,
    last_msg_seq: conversation.lastMsgSeq,
    last_client_msg_no: conversation.lastClientMsgNo,
    offset_msg_seq: 0,
    version: conversation.version,
    recents,
  };
}

/** The chat operations of the contract (tag chat). */
export function chatHandlers(
  hub: ChatHub,
  socketAddress: (request: FastifyRequest) => string = socketAddressFor,
): OperationHandlers {
  return {
    chatLogin: handler((context) => ({ status: 200, uid: shopperUid(context.requireUser()) })),

    chatGetWebSocketUrl: handler((context) => {
      const user = context.requireUser();
      const uid = shopperUid(user);
      return {
        uid,
        token: issueChatToken(context.db, uid, context.token ?? null),
        ws_url: socketAddress(context.request),
      };
    }),

    chatGetRecentConversation: handler((context) => {
      const { db } = context;
      const uid = shopperUid(context.requireUser());
      const since = Number(context.query.version ?? 0);
      const recentCount = Number(context.query.msg_count ?? 1);
      const listed = db.q
        .selectFrom('chatConversations')
        .where('uid', '=', uid)
        .where('deleted', '=', 0);
      const changed = db.all(
        listed
          .selectAll()
          .where('version', '>', since)
          .orderBy('timestamp', 'desc')
          .orderBy('version', 'desc'),
      );
      const total = db.first(
        listed.select((eb) => eb.fn.sum<number | null>('unread').as('unread')),
      );
      return {
        conversations: changed.map((row) =>
          conversationJson(db, uid, conversationFromRow(row), recentCount),
        ),
        unread_total: total?.unread ?? 0,
      };
    }),

    chatGetChannelMessage: handler((context) => {
      const body = context.body as unknown as ChannelBody & {
        start_message_seq: number;
        end_message_seq: number;
        limit: number;
        pull_mode: 0 | 1;
      };
      const { uid, route } = routeOf(context, body);
      // Seqs up to `forgotten` are gone (the channel keeps its newest messages only).
      const { forgotten, lastSeq } = channelBounds(context.db, route.key);
      const start = body.start_message_seq;
      const end = body.end_message_seq;
      let page: StoredMessage[];
      let more: boolean;
      if (body.pull_mode === 1) {
        // Up: newer than start, at most up to end.
        const upper = end > 0 ? Math.min(end, lastSeq) : lastSeq;
        const from = Math.max(start, forgotten);
        const to = Math.min(upper, from + body.limit);
        page = messagesBetween(context.db, route.key, from, to);
        more = to < upper;
      } else {
        // Down: older than start (or from the newest), not below end.
        const below = start > 0 ? Math.min(start - 1, lastSeq) : lastSeq;
        const lower = Math.max(end > 0 ? end - 1 : 0, forgotten);
        const from = Math.max(lower, below - body.limit);
        page = messagesBetween(context.db, route.key, from, below);
        more = from > lower;
      }
      return {
        start_message_seq: start,
        end_message_seq: end,
        pull_mode: body.pull_mode,
        more: more ? 1 : 0,
        messages: page.map((m) => messageJson(m, route, uid)),
      };
    }),

    chatSetUnread: handler((context) => {
      const { db } = context;
      const body = context.body as unknown as ChannelBody & { unread: number };
      const uid = shopperUid(context.requireUser());
      const conversation = conversationOf(db, uid, body) ?? fail('not_found');
      const read = body.unread === 0;
      db.run(
        db.q
          .updateTable('chatConversations')
          .set({
            unread: Math.min(body.unread, conversation.lastMsgSeq),
            ...(read ? { browseTo: conversation.lastMsgSeq, extraVersion: nextVersion(db) } : {}),
            version: nextVersion(db),
          })
          .where('uid', '=', uid)
          .where('key', '=', conversationKey(body.channel_id, body.channel_type)),
      );
      return null;
    }),

    chatDeleteRecentConversation: handler((context) => {
      const { db } = context;
      const body = context.body as unknown as ChannelBody;
      const uid = shopperUid(context.requireUser());
      const deleted = db.run(
        db.q
          .updateTable('chatConversations')
          .set({ deleted: 1, unread: 0, version: nextVersion(db) })
          .where('uid', '=', uid)
          .where('key', '=', conversationKey(body.channel_id, body.channel_type)),
      );
      // The version taken for nothing is rolled back with the failure.
      if (deleted.changes === 0) fail('not_found');
      return null;
    }),

    chatSyncMessageExtra: handler((context) => {
      const { db } = context;
      const body = context.body as unknown as ChannelBody & {
        extra_version: number;
        limit: number;
      };
      const { route } = routeOf(context, body);
      return db
        .all(
          db.q
            .selectFrom('chatMessages')
            .select(['id', 'seq', 'readed', 'readedCount', 'readedAt', 'extraVersion'])
            .where('channel', '=', route.key)
            .where('extraVersion', '>', body.extra_version)
            .orderBy('extraVersion')
            .limit(Math.min(body.limit, 100)),
        )
        .map((m) => ({
          message_id: m.id,
          message_id_str: String(m.id),
          message_seq: m.seq,
          revoke: 0,
          revoker: '',
          readed: m.readed,
          readed_count: m.readedCount,
          unread_count: m.readed ? 0 : 1,
          readed_at: m.readedAt,
          is_mutual_deleted: 0,
          content_edit: null,
          edited_at: 0,
          extra_version: m.extraVersion,
        }));
    }),

    chatChannelInfo: handler((context) => {
      const { db } = context;
      const channelID = String(context.query.channel_id);
      const channelType = Number(context.query.channel_type);
      const { uid } = routeOf(context, { channel_id: channelID, channel_type: channelType });
      const service = serviceOfChannel(db, channelID) ?? serviceOfAgent(db, channelID);
      // A shopper learns about merchants, agents and itself only: never another shopper's name.
      if (!service && channelID !== uid) fail('not_found');
      // The party on the other side: the service's agent, or the person.
      const owner = service ? agentUid(service) : channelID === uid ? uid : channelID;
      const profile = service ? serviceProfile(db, service) : partyProfile(db, owner);
      // A service answers around the clock while its agent is on.
      const online = hub.isOnline(owner) || (service !== undefined && hub.agentOn());
      const offline = db.first(
        db.q.selectFrom('chatLastOffline').select('at').where('uid', '=', owner),
      );
      // A shop's service is named as the shop is named everywhere else: in the shopper's language.
      const shopId = service?.merchantId ?? null;
      const shopName =
        shopId === null
          ? undefined
          : merchantWordings(db, context.lang, [shopId]).get(shopId)?.name;
      return {
        channel_id: channelID,
        channel_type: channelType,
        title: shopName ?? profile.name,
        logo: profile.avatar,
        mer_id: service?.merchantId ?? null,
        online,
        last_offline: offline?.at ?? 0,
      };
    }),

    chatSyncSubscribers: handler((context) => {
      const { db } = context;
      const body = context.body as unknown as ChannelBody & { version: number; limit?: number };
      const { uid, route } = routeOf(context, body);
      // Names of merchants' agents and of the shopper itself only (as channelInfo).
      const peer = route.viewOf(uid);
      if (route.channelType === 1 && peer !== uid && !serviceOfAgent(db, peer)) {
        fail('not_found');
      }
      return route.members
        .map((member, index) => ({ member, version: index + 1 }))
        .filter((subscriber) => subscriber.version > body.version)
        .slice(0, body.limit ?? 100)
        .map(({ member, version }) => {
          const profile = partyProfile(db, member);
          const isAgent = serviceOfAgent(db, member) !== undefined;
          return {
            uid: member,
            name: profile.name,
            avatar: profile.avatar,
            role: isAgent ? 1 : 0,
            version,
            is_deleted: 0,
          };
        });
    }),

    chatSyncConversationExtra: handler((context) => {
      const { db } = context;
      const uid = shopperUid(context.requireUser());
      const since = Number((context.body as { version?: number }).version ?? 0);
      return db
        .all(
          db.q
            .selectFrom('chatConversations')
            .select(['channelId', 'channelType', 'browseTo', 'extraVersion'])
            .where('uid', '=', uid)
            .where('extraVersion', '>', since)
            .orderBy('extraVersion'),
        )
        .map((c) => ({
          channel_id: c.channelId,
          channel_type: c.channelType,
          browse_to: c.browseTo,
          keep_message_seq: c.browseTo,
          keep_offset_y: 0,
          draft: '',
          version: c.extraVersion,
        }));
    }),

    chatSyncReminders: handler((context) => {
      const { db } = context;
      const uid = shopperUid(context.requireUser());
      const body = context.body as { version: number; limit?: number; channel_ids?: string[] };
      let query = db.q
        .selectFrom('chatReminders')
        .selectAll()
        .where('uid', '=', uid)
        .where('version', '>', body.version)
        .orderBy('version')
        .limit(body.limit ?? 100);
      if (body.channel_ids) {
        // No channel named: none of the reminders (`IN ()` is not SQL).
        if (body.channel_ids.length === 0) return [];
        query = query.where('channelId', 'in', body.channel_ids);
      }
      return db
        .all(query)
        .map(reminderFromRow)
        .map((r) => ({
          id: r.id,
          channel_id: r.channelID,
          channel_type: r.channelType,
          message_seq: r.messageSeq,
          message_id: r.messageId,
          reminder_type: r.reminderType,
          uid: r.uid,
          text: r.text,
          data: null,
          is_locate: 1,
          version: r.version,
          done: r.done ? 1 : 0,
        }));
    }),

    chatReminderDone: handler((context) => {
      const { db } = context;
      const uid = shopperUid(context.requireUser());
      const ids = (context.body as { ids: number[] }).ids;
      if (ids.length === 0) return null;
      const open = db.all(
        db.q
          .selectFrom('chatReminders')
          .select('id')
          .where('uid', '=', uid)
          .where('id', 'in', ids)
          .where('done', '=', 0)
          .orderBy('id'),
      );
      for (const { id } of open) {
        db.run(
          db.q
            .updateTable('chatReminders')
            .set({ done: 1, version: nextVersion(db) })
            .where('id', '=', id),
        );
      }
      return null;
    }),

    chatMessageRead: handler((context) => {
      const body = context.body as unknown as ChannelBody & { message_ids: string[] };
      const { uid, route } = routeOf(context, body);
      markRead(context.db, route, uid, body.message_ids, clock.now());
      return null;
    }),
  };
}
