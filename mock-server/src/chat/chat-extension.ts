import type { ChatExtension } from '../chat-extension';
import { chatControl } from './control-chat';
import { chatHandlers, socketAddressResolver } from './chat-handlers';
import { ChatGateway, type GatewayOptions } from './chat-gateway';
import { ChatHub } from './chat-hub';
import { chatLimits, type ChatLimits } from './chat-limits';
import { onSessionsEnded } from '../domain/accounts';
import { shopperUid } from './chat-parties';
import { ServiceAgent, type AgentOptions } from './service-agent';

export interface ChatOptions {
  gateway?: GatewayOptions;
  agent?: AgentOptions;
  /**
   * The socket address getWebSocketUrl names when the chat runs elsewhere (CHAT_WS_URL, e.g.
   * `wss://chat.example.com/ws`); by default the host the client asked, path /ws.
   */
  socketUrl?: string;
  /** Limits and deadlines other than the defaults (chat-limits.ts), e.g. short ones for tests. */
  limits?: Partial<ChatLimits>;
}

/** The chat as the app takes it, plus its parts for tests and the bench. */
export interface Chat extends ChatExtension {
  hub: ChatHub;
  agent: ServiceAgent;
  /** The gateway once the app is built. */
  gateway(): ChatGateway | undefined;
}

/**
 * The chat gateway, its HTTP operations and its control API, ready for `buildApp({chat})`. The
 * WebSocket listens on path /ws of the app's own HTTP server, so it works on any host and port.
 */
export function createChat(options: ChatOptions = {}): Chat {
  const hub = new ChatHub();
  const limits = options.gateway?.limits ?? chatLimits();
  Object.assign(limits, options.limits);
  hub.limits = limits;
  const agent = new ServiceAgent(hub, options.agent);
  hub.agentOn = () => agent.enabled;
  let gateway: ChatGateway | undefined;
  const socketAddress = socketAddressResolver(options.socketUrl);
  return {
    hub,
    agent,
    gateway: () => gateway,
    handlers: chatHandlers(hub, socketAddress),
    socketAddress,
    control: chatControl(hub, agent, limits),
    plugin: async (app, context) => {
      hub.bind(context.store);
      hub.log = options.gateway?.log ?? ((line) => app.log.info(line));
      gateway = new ChatGateway(hub, { ...options.gateway, log: hub.log, limits });
      const started = gateway;
      await started.route(app);
      // Sign-out, a password change or a reset with a mailed code ends the shop sessions: their
      // chat connections end. The listeners are the process's: only sessions of this app's store
      // (its one connection) concern this gateway. Checked once the request's transaction is
      // over, so a change that was rolled back ends nothing.
      const unsubscribe = onSessionsEnded((db, userId) => {
        if (db.connection !== context.store.db.connection) return;
        queueMicrotask(() => started.signedOut(shopperUid({ id: userId })));
      });
      // Before the HTTP server closes: upgraded sockets are not its connections any more (the
      // gateway's own preClose, registered with its route, closes them).
      app.addHook('preClose', async () => {
        unsubscribe();
        agent.close();
        started.close();
      });
    },
  };
}
