import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServedContract as Contract } from '@storefront/contracts/load-contract';
import type { OperationHandlers } from './http/operation-handler';
import type { Store } from './store/store';

/**
 * How the chat gateway (src/chat) plugs into the app without the app knowing it:
 * - `handlers` answer the chat operations of the contract (/api/chat/*), through the same
 *   dispatcher as every other operation (validation, envelope, 401);
 * - `plugin` is registered on the app (the WebSocket route, anything else it needs);
 * - `control` is mounted under /__mock/chat (speak as a merchant, force a DISCONNECT);
 * - `socketAddress` is the address getWebSocketUrl names for a request: the app's
 *   Content-Security-Policy lets pages connect there.
 * The chat keeps its state in the store's chat_* tables (src/store/tables.sql.ts), each message
 * written in a short transaction of its own.
 */
export interface ChatExtension {
  handlers?: OperationHandlers;
  plugin?: (app: FastifyInstance, context: ChatPluginContext) => Promise<void>;
  control?: FastifyPluginAsync;
  socketAddress?: (request: FastifyRequest) => string;
}

export interface ChatPluginContext {
  store: Store;
  contract: Contract;
}
