import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sessionKey } from '../domain/accounts';
import { fail } from '../domain/failure';
import { clock } from '../domain/clock';
import { mutation, readOnly, type OperationContext } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import type { State } from '../store/state';
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
import { chatState, nextVersion, type StoredConversation, type StoredMessage } from './chat-state';
import { conversationKey } from './channel-route';
import { markRead } from './message-log';
import { notePartyToken } from './chat-permissions';

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

/** Issues a chat token for `uid` (a shopper's, tied to its shop session, or any uid from the control API). */
export function issueChatToken(state: State, uid: string, session: string | null): string {
  const chat = chatState(state);
  const token = randomBytes(16).toString('hex');
  // Kept as hashes, as sessions are: the state file holds no token that connects or signs in.
  chat.tokens[sessionKey(token)] = {
    uid,
    session: session === null ? null : sessionKey(session),
    issuedAt: clock.now(),
  };
  if (session === null) notePartyToken(chat, uid);
  const own = Object.entries(chat.tokens).filter(([, issued]) => issued.uid === uid);
  for (const [old] of own.slice(0, Math.max(0, own.length - TOKENS_PER_UID))) {
    delete chat.tokens[old];
  }
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
  const routed = routeFor(context.state, uid, channel.channel_id, channel.channel_type);
  if (!routed.ok) fail('not_found');
  return { uid, route: routed.route };
}

function conversationJson(
  state: State,
  uid: string,
  conversation: StoredConversation,
  recentCount: number,
) {
  const chat = chatState(state);
  const routed = routeFor(state, uid, conversation.channelID, conversation.channelType);
  const log = chat.logs[conversation.logKey];
  const recents =
    routed.ok && log && recentCount > 0
      ? log.messages.slice(-recentCount).map((m) => messageJson(m, routed.route, uid))
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
    chatLogin: readOnly((context) => ({ status: 200, uid: shopperUid(context.requireUser()) })),

    chatGetWebSocketUrl: mutation((context) => {
      const user = context.requireUser();
      const uid = shopperUid(user);
      return {
        uid,
        token: issueChatToken(context.state, uid, context.token ?? null),
        ws_url: socketAddress(context.request),
      };
    }),

    chatGetRecentConversation: readOnly((context) => {
      const uid = shopperUid(context.requireUser());
      const since = Number(context.query.version ?? 0);
      const recentCount = Number(context.query.msg_count ?? 1);
      const own = Object.values(chatState(context.state).conversations[uid] ?? {});
      const listed = own.filter((c) => !c.deleted);
      return {
        conversations: listed
          .filter((c) => c.version > since)
          .sort((a, b) => b.timestamp - a.timestamp || b.version - a.version)
          .map((c) => conversationJson(context.state, uid, c, recentCount)),
        unread_total: listed.reduce((sum, c) => sum + c.unread, 0),
      };
    }),

    chatGetChannelMessage: readOnly((context) => {
      const body = context.body as unknown as ChannelBody & {
        start_message_seq: number;
        end_message_seq: number;
        limit: number;
        pull_mode: 0 | 1;
      };
      const { uid, route } = routeOf(context, body);
      const log = chatState(context.state).logs[route.key];
      const messages = log?.messages ?? [];
      // Seqs below `forgotten` are gone (the channel keeps its newest messages only).
      const forgotten = log?.forgotten ?? 0;
      const lastSeq = forgotten + messages.length;
      const start = body.start_message_seq;
      const end = body.end_message_seq;
      let page: StoredMessage[];
      let more: boolean;
      if (body.pull_mode === 1) {
        // Up: newer than start, at most up to end.
        const upper = end > 0 ? Math.min(end, lastSeq) : lastSeq;
        const from = Math.max(start, forgotten);
        const to = Math.min(upper, from + body.limit);
        page = to > from ? messages.slice(from - forgotten, to - forgotten) : [];
        more = to < upper;
      } else {
        // Down: older than start (or from the newest), not below end.
        const below = start > 0 ? Math.min(start - 1, lastSeq) : lastSeq;
        const lower = Math.max(end > 0 ? end - 1 : 0, forgotten);
        const from = Math.max(lower, below - body.limit);
        page = below > from ? messages.slice(from - forgotten, below - forgotten) : [];
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

    chatSetUnread: mutation((context) => {
      const body = context.body as unknown as ChannelBody & { unread: number };
      const uid = shopperUid(context.requireUser());
      const chat = chatState(context.state);
      const conversation =
        chat.conversations[uid]?.[conversationKey(body.channel_id, body.channel_type)];
      if (!conversation) fail('not_found');
      conversation.unread = Math.min(body.unread, conversation.lastMsgSeq);
      if (body.unread === 0) {
        conversation.browseTo = conversation.lastMsgSeq;
        conversation.extraVersion = nextVersion(chat);
      }
      conversation.version = nextVersion(chat);
      return null;
    }),

    chatDeleteRecentConversation: mutation((context) => {
      const body = context.body as unknown as ChannelBody;
      const uid = shopperUid(context.requireUser());
      const chat = chatState(context.state);
      const conversation =
        chat.conversations[uid]?.[conversationKey(body.channel_id, body.channel_type)];
      if (!conversation) fail('not_found');
      conversation.deleted = true;
      conversation.unread = 0;
      conversation.version = nextVersion(chat);
      return null;
    }),

    chatSyncMessageExtra: readOnly((context) => {
      const body = context.body as unknown as ChannelBody & {
        extra_version: number;
        limit: number;
      };
      const { route } = routeOf(context, body);
      const messages = chatState(context.state).logs[route.key]?.messages ?? [];
      return messages
        .filter((m) => m.extraVersion > body.extra_version)
        .sort((a, b) => a.extraVersion - b.extraVersion)
        .slice(0, Math.min(body.limit, 100))
        .map((m) => ({
          message_id: m.id,
          message_id_str: String(m.id),
          message_seq: m.seq,
          revoke: 0,
          revoker: '',
          readed: m.readed ? 1 : 0,
          readed_count: m.readedCount,
          unread_count: m.readed ? 0 : 1,
          readed_at: m.readedAt,
          is_mutual_deleted: 0,
          content_edit: null,
          edited_at: 0,
          extra_version: m.extraVersion,
        }));
    }),

    chatChannelInfo: readOnly((context) => {
      const channelID = String(context.query.channel_id);
      const channelType = Number(context.query.channel_type);
      const { uid } = routeOf(context, { channel_id: channelID, channel_type: channelType });
      const state = context.state;
      const service = serviceOfChannel(state, channelID) ?? serviceOfAgent(state, channelID);
      // A shopper learns about merchants, agents and itself only: never another shopper's name.
      if (!service && channelID !== uid) fail('not_found');
      // The party on the other side: the service's agent, or the person.
      const owner = service ? agentUid(service) : channelID === uid ? uid : channelID;
      const profile = service ? serviceProfile(state, service) : partyProfile(state, owner);
      // A service answers around the clock while its agent is on.
      const online = hub.isOnline(owner) || (service !== undefined && hub.agentOn());
      return {
        channel_id: channelID,
        channel_type: channelType,
        title: profile.name,
        logo: profile.avatar,
        mer_id: service?.merchantId ?? null,
        online,
        last_offline: chatState(state).lastOffline[owner] ?? 0,
      };
    }),

    chatSyncSubscribers: readOnly((context) => {
      const body = context.body as unknown as ChannelBody & { version: number; limit?: number };
      const { uid, route } = routeOf(context, body);
      // Names of merchants' agents and of the shopper itself only (as channelInfo).
      const peer = route.viewOf(uid);
      if (route.channelType === 1 && peer !== uid && !serviceOfAgent(context.state, peer)) {
        fail('not_found');
      }
      return route.members
        .map((member, index) => {
          const profile = partyProfile(context.state, member);
          const isAgent = serviceOfAgent(context.state, member) !== undefined;
          return {
            uid: member,
            name: profile.name,
            avatar: profile.avatar,
            role: isAgent ? 1 : 0,
            version: index + 1,
            is_deleted: 0,
          };
        })
        .filter((subscriber) => subscriber.version > body.version)
        .slice(0, body.limit ?? 100);
    }),

    chatSyncConversationExtra: readOnly((context) => {
      const uid = shopperUid(context.requireUser());
      const since = Number((context.body as { version?: number }).version ?? 0);
      return Object.values(chatState(context.state).conversations[uid] ?? {})
        .filter((c) => c.extraVersion > since)
        .sort((a, b) => a.extraVersion - b.extraVersion)
        .map((c) => ({
          channel_id: c.channelID,
          channel_type: c.channelType,
          browse_to: c.browseTo,
          keep_message_seq: c.browseTo,
          keep_offset_y: 0,
          draft: '',
          version: c.extraVersion,
        }));
    }),

    chatSyncReminders: readOnly((context) => {
      const uid = shopperUid(context.requireUser());
      const body = context.body as { version: number; limit?: number; channel_ids?: string[] };
      return chatState(context.state)
        .reminders.filter((r) => r.uid === uid && r.version > body.version)
        .filter((r) => !body.channel_ids || body.channel_ids.includes(r.channelID))
        .sort((a, b) => a.version - b.version)
        .slice(0, body.limit ?? 100)
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

    chatReminderDone: mutation((context) => {
      const uid = shopperUid(context.requireUser());
      const ids = new Set((context.body as { ids: number[] }).ids);
      const chat = chatState(context.state);
      for (const reminder of chat.reminders) {
        if (reminder.uid !== uid || !ids.has(reminder.id) || reminder.done) continue;
        reminder.done = true;
        reminder.version = nextVersion(chat);
      }
      return null;
    }),

    chatMessageRead: mutation((context) => {
      const body = context.body as unknown as ChannelBody & { message_ids: string[] };
      const { uid, route } = routeOf(context, body);
      markRead(chatState(context.state), route, uid, body.message_ids, clock.now());
      return null;
    }),
  };
}
