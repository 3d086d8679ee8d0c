import type { ChatExtension } from '../chat-extension';
import { chatControl } from './control-chat';
import { chatHandlers, socketAddressResolver } from './chat-handlers';
import { ChatGateway, type GatewayOptions } from './chat-gateway';
import { ChatHub } from './chat-hub';
import { ServiceAgent, type AgentOptions } from './service-agent';

export interface ChatOptions {
  gateway?: GatewayOptions;
  agent?: AgentOptions;
  /**
   * The socket address getWebSocketUrl names when the chat runs elsewhere (CHAT_WS_URL, e.g.
   * `wss://chat.example.com/ws`); by default the host the client asked, path /ws.
   */
  socketUrl?: string;
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
    control: chatControl(hub, agent),
    plugin: async (app, context) => {
      hub.bind(context.store);
      gateway = new ChatGateway(app.server, hub, {
        log: (line) => app.log.info(line),
        ...options.gateway,
      });
      const started = gateway;
      // Before the HTTP server closes: upgraded sockets are not its connections any more.
      app.addHook('preClose', async () => {
        agent.close();
        started.close();
      });
    },
  };
}
