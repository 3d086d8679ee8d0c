// The merchant's chat desk of the console (/__mock/chat/desk*): a service's conversations with
// shoppers, their unread counts and history, read marks, and the agent switched off per service.
// The desk answers over the chat protocol itself (a chat token from POST /__mock/chat/tokens).
import type { FastifyInstance } from 'fastify';
import { DESK_HISTORY_LIMIT } from '@storefront/contracts/control-api';
import type {
  ControlAnswer,
  DeskAgentAnswer,
  DeskAgentRequest,
  DeskAnswer,
  DeskContent,
  DeskHistoryAnswer,
  DeskPair,
  DeskServicesAnswer,
} from '@storefront/contracts/control-api';
import type { ChatHub } from '../chat/chat-hub';
import {
  CUSTOMER_SERVICE_CHANNEL,
  partyProfile,
  PLATFORM_AGENT_UID,
  PLATFORM_SERVICE_NAME,
  serviceOfAgent,
  serviceProfile,
} from '../chat/chat-parties';
import type { StoredMessage } from '../chat/chat-state';
import { lastMessages } from '../chat/message-log';
import type { ServiceAgent } from '../chat/service-agent';
import { closedObject } from './input-schemas';

const agentSchema = { type: 'string', pattern: '^(m[1-9][0-9]{0,9}|platform)$' } as const;
const shopperSchema = { type: 'string', pattern: '^u[1-9][0-9]{0,9}$' } as const;

/** The content as the sender wrote it (the gateway decoded it once to let it through). */
function contentOf(message: StoredMessage): DeskContent | null {
  try {
    return JSON.parse(Buffer.from(message.payload, 'base64').toString('utf8')) as DeskContent;
  } catch {
    return null;
  }
}

/** A service's conversation with a shopper, as the service's agent keeps it. */
const conversationKey = (shopper: string) => `${shopper}-${CUSTOMER_SERVICE_CHANNEL}`;

export function chatDeskRoutes(app: FastifyInstance, hub: ChatHub, agent: ServiceAgent): void {
  const serviceOf = (uid: string) => {
    const service = serviceOfAgent(hub.store.db, uid);
    if (!service) throw Object.assign(new Error(`no such service: ${uid}`), { statusCode: 404 });
    return service;
  };

  app.get('/desk/services', async (): Promise<ControlAnswer<DeskServicesAnswer>> => {
    const { db } = hub.store;
    const merchants = db.all(db.q.selectFrom('merchants').select(['id', 'name']).orderBy('id'));
    const services = [
      { uid: PLATFORM_AGENT_UID, name: PLATFORM_SERVICE_NAME },
      ...merchants.map((merchant) => ({ uid: `m${merchant.id}`, name: merchant.name })),
    ];
    const unread = new Map(
      db
        .all(
          db.q
            .selectFrom('chatConversations')
            .select((eb) => ['uid', eb.fn.sum<number>('unread').as('unread')])
            .where(
              'uid',
              'in',
              services.map((service) => service.uid),
            )
            .where('channelType', '=', CUSTOMER_SERVICE_CHANNEL)
            .groupBy('uid'),
        )
        .map((row) => [row.uid, row.unread]),
    );
    return {
      ok: true,
      services: services.map(({ uid, name }) => ({
        uid,
        name,
        unread: unread.get(uid) ?? 0,
        agentOn: agent.enabled && !agent.silenced.has(uid),
      })),
    };
  });

  app.get<{ Querystring: { agent: string } }>(
    '/desk',
    {
      schema: {
        querystring: closedObject(['agent'], { agent: agentSchema }),
      },
    },
    async (request): Promise<ControlAnswer<DeskAnswer>> => {
      const uid = request.query.agent;
      const { db } = hub.store;
      const service = serviceOf(uid);
      const conversations = db
        .all(
          db.q
            .selectFrom('chatConversations')
            .select(['channelId', 'logKey', 'unread', 'lastMsgSeq', 'timestamp'])
            .where('uid', '=', uid)
            .where('channelType', '=', CUSTOMER_SERVICE_CHANNEL)
            .orderBy('timestamp', 'desc'),
        )
        .map((c) => {
          const [last] = lastMessages(db, c.logKey, 1);
          return {
            shopper: c.channelId,
            name: partyProfile(db, c.channelId).name,
            unread: c.unread,
            lastMsgSeq: c.lastMsgSeq,
            timestamp: c.timestamp,
            last: last ? { from: last.from, content: contentOf(last) } : null,
          };
        });
      return {
        ok: true,
        agent: uid,
        name: serviceProfile(db, service).name,
        agentOn: agent.enabled && !agent.silenced.has(uid),
        conversations,
      };
    },
  );

  const pair = closedObject(['agent', 'shopper'], { agent: agentSchema, shopper: shopperSchema });

  app.get<{ Querystring: DeskPair }>(
    '/desk/history',
    { schema: { querystring: pair } },
    async (request): Promise<ControlAnswer<DeskHistoryAnswer>> => {
      const { agent: uid, shopper } = request.query;
      serviceOf(uid);
      const { db } = hub.store;
      const conversation = db.first(
        db.q
          .selectFrom('chatConversations')
          .select('logKey')
          .where('uid', '=', uid)
          .where('key', '=', conversationKey(shopper)),
      );
      const messages = conversation
        ? lastMessages(db, conversation.logKey, DESK_HISTORY_LIMIT)
        : [];
      return {
        ok: true,
        messages: messages.map((m) => ({
          id: String(m.id),
          clientMsgNo: m.clientMsgNo,
          seq: m.seq,
          from: m.from,
          timestamp: m.timestamp,
          content: contentOf(m),
        })),
      };
    },
  );

  /** The desk read the conversation: its unread count for the service drops to 0. */
  app.post<{ Body: DeskPair }>('/desk/read', { schema: { body: pair } }, async (request) => {
    const { agent: uid, shopper } = request.body;
    const { db } = hub.store;
    db.run(
      db.q
        .updateTable('chatConversations')
        .set({ unread: 0 })
        .where('uid', '=', uid)
        .where('key', '=', conversationKey(shopper)),
    );
    return { ok: true };
  });
  /** The automatic agent for one service: off while a person answers at the desk. */
  app.post<{ Body: DeskAgentRequest }>(
    '/desk/agent',
    {
      schema: {
        body: closedObject(['agent', 'enabled'], {
          agent: agentSchema,
          enabled: { type: 'boolean' },
        }),
      },
    },
    async (request): Promise<ControlAnswer<DeskAgentAnswer>> => {
      const { agent: uid, enabled } = request.body;
      serviceOf(uid);
      if (enabled) agent.silenced.delete(uid);
      else agent.silenced.add(uid);
      return { ok: true, agent: uid, agentOn: agent.enabled && !agent.silenced.has(uid) };
    },
  );
}
