import type { FastifyInstance } from 'fastify';
import type {
  ChatSessionsAnswer,
  ChatTokensAnswer,
  ChatTokensRequest,
  ChatUidRequest,
  ControlAnswer,
} from '@storefront/contracts/control-api';
import { encodeContent } from '@storefront/protocol/content/content-codec';
import { ContentType } from '@storefront/protocol/content/content-type';
import type { JsonValue } from '@storefront/protocol/content/message-content';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { chatDeskRoutes } from '../control/chat-desk';
import { closedObject } from '../control/input-schemas';
import { issueChatToken } from './chat-handlers';
import type { ChatHub } from './chat-hub';
import { agentUid, serviceOfChannel, type Service } from './chat-parties';
import { serviceRoute } from './channel-route';
import type { ServiceAgent } from './service-agent';
import type { ChatLimits } from './chat-limits';

const uidSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
/** `cs_<mer_id>` or `cs_platform`: the shopper's customer-service channel to speak in. */
const channelSchema = { type: 'string', pattern: '^cs_([1-9][0-9]*|platform)$' } as const;

/**
 * /__mock/chat/*: what only a mock can do in the chat. Speak as a merchant into a shopper's channel,
 * send system and command messages, kick (DISCONNECT) or drop a user's connections, issue tokens for
 * agents and load tests, switch the agent.
 */
export function chatControl(hub: ChatHub, agent: ServiceAgent, limits: ChatLimits = hub.limits) {
  return async function chatControlPlugin(app: FastifyInstance): Promise<void> {
    const serviceOf = (channel: string): Service => {
      const service = serviceOfChannel(hub.store.db, channel);
      if (!service)
        throw Object.assign(new Error(`no such service: ${channel}`), { statusCode: 404 });
      return service;
    };
    /**
     * Speak, system and command messages go from a service's agent to one shopper: `uid`, and the
     * shopper's `channel` of that service (the platform's when absent), beside the route's own fields.
     */
    const toShopper = <Properties extends Record<string, object>>(
      required: readonly (keyof Properties & string)[],
      properties: Properties,
    ) =>
      closedObject(['uid', ...required], { uid: uidSchema, channel: channelSchema, ...properties });
    /** The agent that speaks and the route to the shopper, for a body of `toShopper`. */
    const addressed = (body: { uid: string; channel?: string }) => {
      const service = serviceOf(body.channel ?? 'cs_platform');
      return { from: agentUid(service), route: serviceRoute(service, body.uid) };
    };

    app.post<{ Body: { uid: string; channel?: string; text: string } }>(
      '/speak',
      {
        schema: {
          body: toShopper(['text'], { text: { type: 'string', minLength: 1, maxLength: 5000 } }),
        },
      },
      async (request) => {
        const { from, route } = addressed(request.body);
        const content = encodeContent({
          kind: 'text',
          contentType: ContentType.text,
          text: request.body.text,
        });
        const { message } = hub.post(route, hub.serverMessage(from, content));
        return { ok: true, message_id: String(message.id), message_seq: message.seq };
      },
    );

    app.post<{
      Body: {
        uid: string;
        channel?: string;
        content_type?: number;
        content: string;
        extra?: { uid: string; name: string }[];
      };
    }>(
      '/system',
      {
        schema: {
          body: toShopper(['content'], {
            content_type: { type: 'integer', minimum: 1000, maximum: 2000 },
            content: { type: 'string', maxLength: 5000 },
            extra: {
              type: 'array',
              items: {
                type: 'object',
                required: ['uid', 'name'],
                properties: { uid: { type: 'string' }, name: { type: 'string' } },
              },
            },
          }),
        },
      },
      async (request) => {
        const { from, route } = addressed(request.body);
        const content = encodeContent({
          kind: 'system',
          contentType: request.body.content_type ?? 1000,
          content: request.body.content,
          extra: request.body.extra ?? [],
        });
        const { message } = hub.post(route, hub.serverMessage(from, content, { reddot: false }));
        return { ok: true, message_id: String(message.id), message_seq: message.seq };
      },
    );

    app.post<{ Body: { uid: string; channel?: string; cmd: string; param?: JsonValue } }>(
      '/command',
      {
        schema: {
          body: toShopper(['cmd'], {
            cmd: { type: 'string', minLength: 1, maxLength: 200 },
            param: {},
          }),
        },
      },
      async (request) => {
        const { from, route } = addressed(request.body);
        const content = encodeContent({
          kind: 'command',
          contentType: ContentType.cmd,
          cmd: request.body.cmd,
          ...(request.body.param === undefined ? {} : { param: request.body.param }),
        });
        // Commands are signals, not history: not stored, no red dot.
        const message = hub.postTransient(
          route,
          hub.serverMessage(from, content, { reddot: false, syncOnce: true }),
          { reddot: false, syncOnce: true },
        );
        return { ok: true, message_id: String(message.id) };
      },
    );

    app.post<{ Body: ChatUidRequest & { reason_code?: number; reason?: string } }>(
      '/kick',
      {
        schema: {
          body: closedObject(['uid'], {
            uid: uidSchema,
            reason_code: { type: 'integer', minimum: 0, maximum: 255 },
            reason: { type: 'string', maxLength: 200 },
          }),
        },
      },
      async (request) => {
        const sessions = hub.sessionsOf(request.body.uid);
        for (const session of sessions) {
          session.kick(
            request.body.reason_code ?? ReasonCode.connectKick,
            request.body.reason ?? 'kicked by the control API',
          );
        }
        return { ok: true, sessions: sessions.length };
      },
    );

    app.post<{ Body: ChatUidRequest }>(
      '/drop',
      {
        schema: {
          body: closedObject(['uid'], { uid: uidSchema }),
        },
      },
      async (request) => {
        const sessions = hub.sessionsOf(request.body.uid);
        for (const session of sessions) session.drop();
        return { ok: true, sessions: sessions.length };
      },
    );

    app.post<{ Body: ChatTokensRequest }>(
      '/tokens',
      {
        schema: {
          body: closedObject(['uids'], {
            uids: { type: 'array', minItems: 1, maxItems: 5000, items: uidSchema },
          }),
        },
      },
      async (request): Promise<ControlAnswer<ChatTokensAnswer>> => {
        const tokens = hub.store.transaction((db) =>
          request.body.uids.map((uid) => ({ uid, token: issueChatToken(db, uid, null) })),
        );
        return { ok: true, tokens };
      },
    );

    const count = { type: 'integer', minimum: 0, maximum: 1_000_000_000 } as const;
    const rate = closedObject(['perSecond', 'burst'], { perSecond: count, burst: count });
    // Every limit and deadline of the chat (chat-limits.ts), changed for tests and the bench; open
    // connections follow at once (the WebSocket message size, fixed at start, is not among them).
    app.get('/limits', async () => ({ ok: true, limits }));
    app.post<{ Body: Partial<ChatLimits> }>(
      '/limits',
      {
        schema: {
          body: closedObject([], {
            maxQueuedBytes: count,
            preAuthBytes: count,
            connectDeadlineMs: count,
            packetDeadlineMs: count,
            idleTimeoutMs: count,
            maxContentBytes: count,
            connectionsPerUid: count,
            sendRate: rate,
            byteRate: rate,
            shopperStoredBytes: rate,
            channelMessages: count,
            channelBytes: count,
            recvRetryMs: count,
            recvRetries: count,
            maxUnacked: count,
          }),
        },
      },
      async (request) => {
        Object.assign(limits, request.body);
        return { ok: true, limits };
      },
    );

    // The console's merchant desk: conversations, history, read marks, the agent per service.
    chatDeskRoutes(app, hub, agent);

    app.get('/sessions', async (): Promise<ControlAnswer<ChatSessionsAnswer>> => ({
      ok: true,
      online: hub.onlineUids().map((uid) => ({ uid, sessions: hub.sessionsOf(uid).length })),
    }));

    app.post<{ Body: { enabled: boolean } }>(
      '/agent',
      {
        schema: {
          body: closedObject(['enabled'], { enabled: { type: 'boolean' } }),
        },
      },
      async (request) => {
        agent.enabled = request.body.enabled;
        return { ok: true, enabled: agent.enabled };
      },
    );
  };
}
