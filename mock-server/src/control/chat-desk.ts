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
  serviceOfAgent,
  serviceProfile,
} from '../chat/chat-parties';
import { chatState } from '../chat/chat-state';
import type { StoredMessage } from '../chat/chat-state';
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

export function chatDeskRoutes(app: FastifyInstance, hub: ChatHub, agent: ServiceAgent): void {
  const serviceOf = (uid: string) => {
    const service = serviceOfAgent(hub.store.state, uid);
    if (!service) throw Object.assign(new Error(`no such service: ${uid}`), { statusCode: 404 });
    return service;
  };

  app.get('/desk/services', async (): Promise<ControlAnswer<DeskServicesAnswer>> => {
    const state = hub.store.state;
    const uids = ['platform', ...state.merchants.map((merchant) => `m${merchant.id}`)];
    const conversations = chatState(state).conversations;
    return {
      ok: true,
      services: uids.map((uid) => ({
        uid,
        name: serviceProfile(state, serviceOf(uid)).name,
        unread: Object.values(conversations[uid] ?? {}).reduce(
          (sum, c) => sum + (c.channelType === CUSTOMER_SERVICE_CHANNEL ? c.unread : 0),
          0,
        ),
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
      const state = hub.store.state;
      const service = serviceOf(uid);
      const chat = chatState(state);
      const conversations = Object.values(chat.conversations[uid] ?? {})
        .filter((c) => c.channelType === CUSTOMER_SERVICE_CHANNEL)
        .sort((a, b) => b.timestamp - a.timestamp)
        .map((c) => {
          const last = chat.logs[c.logKey]?.messages.at(-1);
          return {
            shopper: c.channelID,
            name: partyProfile(state, c.channelID).name,
            unread: c.unread,
            lastMsgSeq: c.lastMsgSeq,
            timestamp: c.timestamp,
            last: last ? { from: last.from, content: contentOf(last) } : null,
          };
        });
      return {
        ok: true,
        agent: uid,
        name: serviceProfile(state, service).name,
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
      const chat = chatState(hub.store.state);
      const conversation = chat.conversations[uid]?.[`${shopper}-${CUSTOMER_SERVICE_CHANNEL}`];
      const messages = conversation ? (chat.logs[conversation.logKey]?.messages ?? []) : [];
      return {
        ok: true,
        messages: messages.slice(-DESK_HISTORY_LIMIT).map((m) => ({
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
    const conversation = chatState(hub.store.state).conversations[uid]?.[
      `${shopper}-${CUSTOMER_SERVICE_CHANNEL}`
    ];
    if (conversation) {
      conversation.unread = 0;
      await hub.store.commit();
    }
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
