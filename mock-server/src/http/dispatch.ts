import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestToken } from './auth';
import type { Contract, Operation } from './contract';
import { sendFailure, success } from './envelope';
import { requestLanguage } from './language';
import type { OperationContext, OperationHandler, OperationHandlers } from './operation-handler';
import type { RequestValidator } from './request-validation';
import { describeSchemaError, fillPhrase } from './validation-messages';
import { userForToken } from '../domain/accounts';
import { ShopFailure, fail } from '../domain/failure';
import type { UploadFiles } from '../domain/uploads';
import type { Store } from '../store/store';

export interface DispatchDependencies {
  contract: Contract;
  handlers: OperationHandlers;
  store: Store;
  uploads: UploadFiles;
  validator: RequestValidator;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Registers every operation of the contract, one encapsulated plugin per area (the operation's
 * first tag). An operation without a handler still gets a route that answers a clear failure, so a
 * missing handler shows up in tests (see handlers.test.ts) instead of stopping the server.
 */
export function registerOperations(app: FastifyInstance, deps: DispatchDependencies): void {
  const areas = new Map<string, Operation[]>();
  for (const operation of deps.contract.operations) {
    const area = operation.tags[0] ?? 'default';
    areas.set(area, [...(areas.get(area) ?? []), operation]);
  }
  for (const [area, operations] of areas) {
    app.register(
      async (plugin) => {
        for (const operation of operations) {
          const handler = deps.handlers[operation.operationId];
          plugin.route({
            method: operation.method,
            url: operation.url,
            config: { operationId: operation.operationId },
            handler: (request, reply) => dispatch(deps, operation, handler, request, reply),
          });
        }
      },
      { name: `area:${area}` } as never,
    );
  }
}

async function dispatch(
  deps: DispatchDependencies,
  operation: Operation,
  handler: OperationHandler | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { store } = deps;
  const state = store.state;
  const token = requestToken(request, deps.contract);
  const user = token ? userForToken(state, token) : undefined;
  const lang = requestLanguage(request, user);
  if (operation.protected && !user) return sendFailure(reply, 'login_required', lang);
  if (!handler) {
    request.log.error({ operationId: operation.operationId }, 'operation has no handler');
    return sendFailure(reply, 'internal_error', lang, {
      message: `No handler for ${operation.operationId}`,
    });
  }

  const query = isRecord(request.query) ? { ...request.query } : {};
  const queryCheck = deps.validator.checkQuery(operation, query);
  if (!queryCheck.ok && queryCheck.errors[0]) {
    return sendFailure(reply, 'request_shape', lang, {
      message: describeSchemaError(queryCheck.errors[0], lang, 'query'),
    });
  }
  const contentType = String(request.headers['content-type'] ?? '');
  const stringly = !contentType.includes('json');
  let body: Record<string, unknown> = {};
  if (operation.bodyPointer && !operation.bodyType?.startsWith('multipart/')) {
    const raw: unknown = request.body ?? (operation.bodyRequired ? undefined : {});
    if (raw === undefined) {
      return sendFailure(reply, 'request_shape', lang, {
        message: fillPhrase('required', lang, 'body'),
      });
    }
    const candidate: unknown = isRecord(raw) ? { ...raw } : raw;
    const bodyCheck = deps.validator.checkBody(operation, candidate, stringly);
    if (!bodyCheck.ok && bodyCheck.errors[0]) {
      return sendFailure(reply, 'request_shape', lang, {
        message: describeSchemaError(bodyCheck.errors[0], lang, 'body'),
      });
    }
    body = isRecord(candidate) ? candidate : {};
  }

  const context: OperationContext = {
    operation,
    contract: deps.contract,
    store,
    state,
    lang,
    token,
    user,
    requireUser: () => user ?? fail('login_required'),
    query,
    body,
    uploads: deps.uploads,
    request,
    reply,
  };
  try {
    const data = await handler.run(context);
    if (!handler.readOnly) await store.commit();
    if (reply.sent) return reply;
    return reply.send(success(data ?? null));
  } catch (error) {
    if (error instanceof ShopFailure) {
      // Whatever the domain changed before failing is still committed, e.g. a counted wrong payment code.
      if (!handler.readOnly) await store.commit();
      return sendFailure(
        reply,
        error.reason,
        lang,
        error.detail === undefined ? {} : { detail: error.detail },
      );
    }
    throw error;
  }
}
