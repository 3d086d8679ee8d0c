import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { requestToken } from './auth';
import type {
  ServedContract as Contract,
  ServedOperation as Operation,
} from '@storefront/contracts/load-contract';
import { sendFailure, sendSuccess } from './envelope';
import { requestLanguage } from './language';
import type { OperationContext, OperationHandler, OperationHandlers } from './operation-handler';
import type { RequestValidator } from '@storefront/contracts/contract-validator';
import { describeSchemaError, fillPhrase } from './validation-messages';
import { findUser, userForToken } from '../domain/accounts';
import { clientKey } from '../domain/client-key';
import { ShopFailure, fail } from '../domain/failure';
import type { Guards } from '../domain/limits';
import { MAX_UPLOAD_BYTES } from '../domain/uploads';
import type { UploadFiles } from '../domain/uploads';
import type { LanguageCode, User } from '../store/state';
import type { Store } from '../store/store';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in shopper the request's token named when the dispatcher looked it up, before the
     * handler ran (null: none); undefined when the request did not reach an operation. The traffic
     * log reads it instead of looking the token up again.
     */
    caller?: User | null;
  }
}

export interface DispatchDependencies {
  contract: Contract;
  handlers: OperationHandlers;
  store: Store;
  uploads: UploadFiles;
  validator: RequestValidator;
  guards: Guards;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The path of a number that is not finite (`1e400` in JSON, `page=999...9` in a query both read as
 * Infinity, which JSON Schema's `integer` lets through), or undefined when there is none.
 */
function infiniteAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = infiniteAt(item, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const isMultipart = (operation: Operation) => operation.bodyType?.startsWith('multipart/') === true;

/**
 * Only the content type the contract declares for the operation is read; an operation without a
 * body takes none or a JSON one (ignored). A form-encoded body (what a cross-site form can send
 * without a preflight), text, or multipart outside the upload answers 415.
 */
function declaresContentType(operation: Operation, request: FastifyRequest): boolean {
  if (operation.method === 'GET') return true;
  const header = request.headers['content-type'];
  if (header === undefined) return true;
  const declared = operation.bodyType ?? 'application/json';
  if (header === declared) return true;
  const mediaType = header.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === declared;
}

/**
 * Registers every operation of the contract, one encapsulated plugin per area (the operation's
 * first tag). An operation without a handler still gets a route that answers a clear failure, so a
 * missing handler shows up in tests (see handlers.test.ts) instead of stopping the server.
 * The multipart parser, whose hooks run on every request they see, is registered only in the scope
 * of the operations that take a multipart body.
 */
export function registerOperations(app: FastifyInstance, deps: DispatchDependencies): void {
  app.decorateRequest('caller', undefined);
  const areas = new Map<string, Operation[]>();
  for (const operation of deps.contract.operations) {
    const area = operation.tags[0] ?? 'default';
    areas.set(area, [...(areas.get(area) ?? []), operation]);
  }
  for (const [area, operations] of areas) {
    app.register(
      async (plugin) => {
        for (const operation of operations) {
          const route = operationRoute(deps, operation);
          if (!isMultipart(operation)) {
            plugin.route(route);
            continue;
          }
          await plugin.register(async (scope) => {
            await scope.register(fastifyMultipart, {
              limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 },
            });
            scope.route(route);
          });
        }
      },
      { name: `area:${area}` } as never,
    );
  }
}

function operationRoute(deps: DispatchDependencies, operation: Operation): RouteOptions {
  const handler = deps.handlers[operation.operationId];
  const checksBody = operation.bodyPointer !== undefined && !isMultipart(operation);
  return {
    method: operation.method,
    url: operation.url,
    config: { operationId: operation.operationId },
    handler: (request, reply) => dispatch(deps, operation, handler, checksBody, request, reply),
  };
}

/**
 * Checks the caller and the request, runs the handler and answers. The handler's `run` is the
 * request's one transaction: committed when it returns (the answer goes out after the commit),
 * rolled back when it throws, except a failure that keeps its writes (ShopFailure `keep`). A
 * handler's `prepare` (what has to be awaited) runs before, outside the transaction. Synchronous
 * when there is no `prepare`: no promise per request, and nothing returned (a returned reply
 * would be sent twice).
 */
function dispatch(
  deps: DispatchDependencies,
  operation: Operation,
  handler: OperationHandler | undefined,
  checksBody: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> | undefined {
  const { store } = deps;
  const { db } = store;
  const token = requestToken(request, deps.contract);
  // An expired session found here is ended (its own short transaction).
  const caller = token ? store.transaction(() => userForToken(db, token)) : undefined;
  request.caller = caller ?? null;
  const lang = requestLanguage(request, caller);
  if (!declaresContentType(operation, request)) {
    sendFailure(reply, 'unsupported_media_type', lang);
    return undefined;
  }
  if (operation.protected && !caller) {
    sendFailure(reply, 'login_required', lang);
    return undefined;
  }
  if (!handler) {
    request.log.error({ operationId: operation.operationId }, 'operation has no handler');
    sendFailure(reply, 'internal_error', lang, {
      message: `No handler for ${operation.operationId}`,
    });
    return undefined;
  }

  // Validation coerces and fills in defaults in place, so it works on copies.
  const query: Record<string, unknown> = isRecord(request.query)
    ? Object.assign({}, request.query)
    : {};
  const queryCheck = deps.validator.checkQuery(operation, query);
  if (!queryCheck.ok && queryCheck.errors[0]) {
    sendFailure(reply, 'request_shape', lang, {
      message: describeSchemaError(queryCheck.errors[0], lang, 'query'),
    });
    return undefined;
  }
  const infiniteQuery = infiniteAt(query, 'query');
  if (infiniteQuery) {
    sendFailure(reply, 'request_shape', lang, {
      message: fillPhrase('too_large', lang, infiniteQuery, Number.MAX_SAFE_INTEGER),
    });
    return undefined;
  }
  let body: Record<string, unknown> = {};
  if (checksBody) {
    const raw: unknown = request.body ?? (operation.bodyRequired ? undefined : {});
    if (raw === undefined) {
      sendFailure(reply, 'request_shape', lang, { message: fillPhrase('required', lang, 'body') });
      return undefined;
    }
    const candidate: unknown = isRecord(raw) ? Object.assign({}, raw) : raw;
    const bodyCheck = deps.validator.checkBody(operation, candidate, false);
    if (!bodyCheck.ok && bodyCheck.errors[0]) {
      sendFailure(reply, 'request_shape', lang, {
        message: describeSchemaError(bodyCheck.errors[0], lang, 'body'),
      });
      return undefined;
    }
    body = isRecord(candidate) ? candidate : {};
    const infiniteBody = infiniteAt(body, 'body');
    if (infiniteBody) {
      sendFailure(reply, 'request_shape', lang, {
        message: fillPhrase('too_large', lang, infiniteBody, Number.MAX_SAFE_INTEGER),
      });
      return undefined;
    }
  }

  // The caller as the store has them at each use: a handler's own change (a balance, a password)
  // is what the next read sees.
  const callerId = caller?.id;
  const currentUser = (): User | undefined =>
    callerId === undefined ? undefined : findUser(db, callerId);
  const context: OperationContext = {
    operation,
    contract: deps.contract,
    store,
    db,
    lang,
    token,
    get user() {
      return currentUser();
    },
    requireUser: () => currentUser() ?? fail('login_required'),
    query,
    body,
    uploads: deps.uploads,
    guards: deps.guards,
    // An IPv4 address, or an IPv6 address's /64 (domain/client-key.ts).
    client: clientKey(request.ip),
    request,
    reply,
  };
  if (!handler.prepare) {
    const outcome = runInTransaction(store, handler, context, undefined);
    settle(reply, outcome, lang);
    return undefined;
  }
  // A `prepare` that throws at once is answered like one that rejects.
  const prepare = handler.prepare;
  return Promise.resolve()
    .then(() => prepare(context))
    .then(
      (prepared) => settle(reply, runInTransaction(store, handler, context, prepared), lang),
      (error: unknown) => {
        if (!(error instanceof ShopFailure)) throw error;
        return answerFailure(reply, error, lang);
      },
    );
}

type Outcome = { data: unknown } | { failure: ShopFailure };

/** The handler's `run` as one transaction (see `dispatch`). */
function runInTransaction(
  store: Store,
  handler: OperationHandler,
  context: OperationContext,
  prepared: unknown,
): Outcome {
  try {
    return store.transaction((): Outcome => {
      try {
        return { data: handler.run(context, prepared as never) };
      } catch (error) {
        // Returned, not thrown: the transaction commits what the failure keeps.
        if (error instanceof ShopFailure && error.keep) return { failure: error };
        throw error;
      }
    });
  } catch (error) {
    if (error instanceof ShopFailure) return { failure: error };
    throw error;
  }
}

function settle(reply: FastifyReply, outcome: Outcome, lang: LanguageCode): FastifyReply {
  return 'failure' in outcome
    ? answerFailure(reply, outcome.failure, lang)
    : answer(reply, outcome.data);
}

function answer(reply: FastifyReply, data: unknown): FastifyReply {
  return reply.sent ? reply : sendSuccess(reply, data ?? null);
}

function answerFailure(
  reply: FastifyReply,
  failure: ShopFailure,
  lang: LanguageCode,
): FastifyReply {
  return sendFailure(
    reply,
    failure.reason,
    lang,
    failure.detail === undefined ? {} : { detail: failure.detail },
  );
}
