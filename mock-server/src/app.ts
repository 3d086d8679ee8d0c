import type { Socket } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ChatExtension } from './chat-extension';
import { consolePagePlugin } from './control/console-page';
import { controlPlugin } from './control/control-plugin';
import {
  controlTokenProblem,
  newControlToken,
  writeControlTokenFile,
} from './control/control-guard';
import { FaultBook } from './control/faults';
import { registerInjections, type InjectionOptions } from './control/fault-injection';
import { OverrideBook } from './control/overrides';
import { Scenarios } from './control/scenario-routes';
import { registerTraffic, trafficValidator } from './control/traffic';
import { registerVariants } from './variants/variants';
import { Guards } from './domain/limits';
import type { UploadFiles } from './domain/uploads';
import { loadServedContract } from '@storefront/contracts/load-contract';
import type { ServedContract as Contract } from '@storefront/contracts/load-contract';
import { registerOperations } from './http/dispatch';
import {
  deadlineOptions,
  limitConnectionsPerClient,
  serverLimits,
  type ServerLimits,
} from './http/connection-limits';
import { registerJsonBodies } from './http/json-body';
import { createSecretFields, type SecretFields } from '@storefront/contracts/secret-fields';
import { sendFailure } from './http/envelope';
import { failureMessage } from './http/failures';
import { requestLanguage } from './http/language';
import type { OperationHandlers } from './http/operation-handler';
import { RequestValidator } from '@storefront/contracts/contract-validator';
import { upstreamProxyPlugin } from './http/upstream-proxy';
import { hasWebBuild, isBackendPath, registerWebPages } from './http/web-pages';
import { JSON_ANSWER_HEADERS, registerSecurityHeaders } from './http/security-headers';
import { mediaPlugin } from './routes/media';
import { shopHandlers } from './routes/handlers';
import { seedStore } from './store/seed';
import { Store } from './store/store';
import { diskUploadFiles, memoryUploadFiles } from './store/upload-files';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data');
export const DEFAULT_WEB_BUILD = join(REPO_ROOT, 'web', 'build');
export const WEB_PAGE_HANDLER = join(REPO_ROOT, 'web', 'server', 'page-handler.ts');
export const DEFAULT_CONSOLE_DIST = join(REPO_ROOT, 'web', 'dist-console');

export interface AppOptions {
  /** State folder; null or '' keeps everything in memory (tests). */
  dataDir?: string | null;
  /** Fastify logger settings; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /**
   * The web build (web/build) whose pages to serve through the web package's page handler; not
   * served when absent or missing.
   */
  webBuild?: string | null;
  /** The page handler's module; web/server/page-handler.ts unless a test gives a stand-in. */
  webPageHandler?: string;
  /** PUBLIC_ORIGIN: the shop's public origin for the pages' canonical and link-preview URLs. */
  publicOrigin?: string;
  /** The developer console's build, served at /__console; a how-to-build page when absent. */
  consoleDist?: string | null;
  /** Keep and check the /api traffic log (GET /__mock/traffic); on unless false (MOCK_TRAFFIC=off). */
  traffic?: boolean;
  /** Let /__mock/* answer other hosts than loopback. */
  controlOpen?: boolean;
  /**
   * The token /__mock/* requires in the x-mock-control-token header (MOCK_CONTROL_TOKEN); a random
   * one per build when absent. Written to DATA_DIR/control-token (mode 0600) when there is a
   * DATA_DIR; always readable as `app.controlToken`.
   */
  controlToken?: string;
  /** Another contract file (tests). */
  contractFile?: string;
  /** The chat gateway, see chat-extension.ts. */
  chat?: ChatExtension;
  /** Replace or add operation handlers (tests). */
  handlers?: OperationHandlers;
  /**
   * MOCK_SCENARIO: a scenario loaded once the app is built (a built-in's or saved one's name, or a
   * path to a scenario file); the build fails with the reason when it cannot be loaded.
   */
  scenario?: string;
  /** Proxy mode (UPSTREAM): every /api request goes to this backend, checked against the contract. */
  upstream?: string;
  /**
   * Request deadlines and connections per client other than the defaults (SERVER_LIMITS of
   * src/http/connection-limits.ts: headers 10 s, request 30 s, 64 connections): tests, the chat
   * bench (1,000 sockets from one address).
   */
  serverLimits?: Partial<ServerLimits>;
  /** MOCK_VARIANTS: `minimal`, `maximal`, `random:<seed>` or `off` (docs/variants.md). */
  variants?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    contract: Contract;
    faults: FaultBook;
    /** Response overrides armed through /__mock/overrides. */
    overrides: OverrideBook;
    /** Scenarios: saved, built-in, loaded (/__mock/scenarios, MOCK_SCENARIO). */
    scenarios: Scenarios;
    /** The token /__mock/* requires in the x-mock-control-token header. */
    controlToken: string;
    guards: Guards;
    /** PUBLIC_ORIGIN, parsed: the origin the chat's socket address is derived from when set. */
    publicOrigin: URL | undefined;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

/** Builds the whole mock backend without listening: tests inject or listen on port 0. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const publicOrigin = options.publicOrigin ? parseOrigin(options.publicOrigin) : undefined;
  const dataDir = options.dataDir || null;
  const contract = loadServedContract(options.contractFile);
  const store = await Store.open(dataDir, seedStore);
  const uploads: UploadFiles = dataDir ? diskUploadFiles(dataDir) : memoryUploadFiles();
  const faults = new FaultBook();
  const overrides = new OverrideBook();
  const controlToken = options.controlToken ?? newControlToken();
  const tokenProblem = controlTokenProblem(controlToken);
  if (tokenProblem) throw new Error(tokenProblem);
  if (dataDir) await writeControlTokenFile(dataDir, controlToken);
  const guards = new Guards();
  const limits = serverLimits(options.serverLimits);

  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify's own two lines per request are replaced by the one line of the onResponse hook.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // So that close() (SIGINT, the end of a test) does not wait for idle keep-alive connections.
    forceCloseConnections: true,
    clientErrorHandler: answerClientError,
    // Headers within 10 s, the whole request within 30 s, checked every second (408 past them).
    ...deadlineOptions(limits),
  });
  limitConnectionsPerClient(app.server, limits);
  app.decorate('publicOrigin', publicOrigin);
  app.decorate('store', store);
  app.decorate('contract', contract);
  app.decorate('faults', faults);
  app.decorate('overrides', overrides);
  const scenarios = new Scenarios({ store, faults, overrides, contract, guards, dataDir });
  app.decorate('scenarios', scenarios);
  app.decorate('controlToken', controlToken);
  // Before every route, so every answer (static files, 404s, injected faults) carries them.
  await registerSecurityHeaders(app, options.chat?.socketAddress);
  app.decorate('guards', guards);

  // One line per request at info level.
  // Skipped entirely when info is off (benchmarks), so the hot path builds no log line.
  const logRequests =
    app.log.level === 'info' || app.log.level === 'debug' || app.log.level === 'trace';
  if (logRequests) {
    // The values of secret query parameters (x-secret in the contract, the token) are not logged.
    let secrets: SecretFields | undefined;
    const shownUrl = (request: FastifyRequest) =>
      request.url.includes('?')
        ? (secrets ??= createSecretFields(contract.document)).hideInUrl(request.method, request.url)
        : request.url;
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        `${request.method} ${shownUrl(request)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
      );
      done();
    });
  }
  app.addHook('onClose', async () => {
    await store.close();
  });

  // Only to set and clear the Admin-Token cookie (login, logout): no request's cookies are ever
  // read (the token header is the only credential), so no hook parses them on every request.
  await app.register(fastifyCookie, { hook: false });
  // The one JSON parser: UTF-8 only (another charset is 415), the text kept for the traffic log.
  registerJsonBodies(app, { keepText: options.traffic !== false });
  // Every /api answer rewritten within the contract while a variants mode is on; before the traffic
  // log's hook, so that the log records the answer as sent.
  registerVariants(app, { contract, initial: options.variants });
  // Every /api exchange, checked against the contract, for the console and CI (GET /__mock/traffic).
  const trafficLog =
    options.traffic !== false ? registerTraffic(app, { store, contract }) : undefined;

  // A request target in absolute form (`GET http://host/api/... HTTP/1.1`, RFC 9112 section 3.2.2)
  // is what a client sends a forward proxy; this server is none (the proxy mode forwards /api paths
  // to its one upstream), so such a request answers 400 instead of being routed by its path.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.charCodeAt(0) === 47 /* '/' */) return done();
    sendFailure(reply, 'request_shape', requestLanguage(request, undefined));
  });

  // Faults and overrides armed through /__mock (control/fault-injection.ts): callback hooks, no
  // promise per request while none is armed.
  const injections: InjectionOptions = { faults, overrides };
  if (trafficLog) {
    injections.recordUnanswered = (request, status, answer, ms) =>
      trafficLog.recordUnanswered(request, status, answer, ms);
    // The proxy mode's routes name no operation: the contract's paths tell it.
    injections.operationOf = (method, url) =>
      trafficValidator().findOperation(method, url)?.operationId;
  }
  registerInjections(app, injections);

  app.setErrorHandler((error, request, reply) => {
    const lang = requestLanguage(request, undefined);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return sendFailure(reply, 'upload_too_large', lang);
    // A JSON body above bodyLimit (1 MiB).
    if (status === 413) return sendFailure(reply, 'body_too_large', lang);
    // A content type no parser reads (form-encoded, anything but JSON and the upload's multipart).
    if (status === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendFailure(reply, 'unsupported_media_type', lang);
    }
    if (status < 500) {
      // Malformed JSON, wrong content type and the like: a validation failure, never a 5xx.
      return sendFailure(reply, 'request_shape', lang);
    }
    request.log.error(error);
    return sendFailure(reply, 'internal_error', lang);
  });

  const validator = sharedValidator(contract, options.contractFile);
  const handlers: OperationHandlers = {
    ...shopHandlers,
    ...options.chat?.handlers,
    ...options.handlers,
  };
  if (options.upstream) {
    await app.register(upstreamProxyPlugin, {
      upstream: options.upstream,
      controlToken,
      controlOpen: options.controlOpen ?? false,
    });
  } else {
    registerOperations(app, { contract, handlers, store, uploads, validator, guards });
  }
  await app.register(mediaPlugin, { store, uploads, contract });
  await app.register(controlPlugin, {
    prefix: '/__mock',
    store,
    faults,
    overrides,
    scenarios,
    guards,
    open: options.controlOpen ?? false,
    token: controlToken,
    ...(options.chat?.control ? { chatControl: options.chat.control } : {}),
  });
  if (options.chat?.plugin) await options.chat.plugin(app, { store, contract });
  await app.register(consolePagePlugin, {
    dist: options.consoleDist ?? null,
    open: options.controlOpen ?? false,
  });

  const webBuild = options.webBuild ?? null;
  const pages =
    webBuild !== null && hasWebBuild(webBuild)
      ? await registerWebPages(app, {
          build: webBuild,
          handlerModule: options.webPageHandler ?? WEB_PAGE_HANDLER,
          ...(options.chat?.socketAddress ? { socketAddress: options.chat.socketAddress } : {}),
          ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
        })
      : undefined;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (pages && !isBackendPath(path) && (request.method === 'GET' || request.method === 'HEAD')) {
      return pages(request, reply);
    }
    return sendFailure(reply, 'route_not_found', requestLanguage(request, undefined));
  });
  if (options.scenario) {
    try {
      await scenarios.loadAtStart(options.scenario);
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  return app;
}

/** PUBLIC_ORIGIN as a URL: an http(s) origin (`https://shop.example`), or the server does not start. */
function parseOrigin(text: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(
      `PUBLIC_ORIGIN must be an http(s) origin such as https://shop.example, not ${text}`,
    );
  }
  return url;
}

/**
 * Requests Node's parser refuses before Fastify sees them: a request line and headers above 16 KiB
 * (HPE_HEADER_OVERFLOW, an over-long URL) get 431, a request past its deadline (headers 10 s, the
 * whole request 30 s: ERR_HTTP_REQUEST_TIMEOUT) 408, anything else unreadable 400, all with the
 * envelope (in English: the headers that would name a language were not read) and the connection
 * closed.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (
    error.code === 'ECONNRESET' ||
    socket.destroyed ||
    !socket.writable ||
    // An answer already started on this connection: another would corrupt it.
    answering?.headersSent === true
  ) {
    socket.destroy();
    return;
  }
  const tooLong = error.code === 'HPE_HEADER_OVERFLOW';
  const late = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const body = JSON.stringify({
    code: 0,
    msg: failureMessage(
      tooLong ? 'request_too_long' : late ? 'request_timeout' : 'request_shape',
      'en',
    ),
    data: null,
  });
  socket.end(
    [
      tooLong
        ? 'HTTP/1.1 431 Request Header Fields Too Large'
        : late
          ? 'HTTP/1.1 408 Request Timeout'
          : 'HTTP/1.1 400 Bad Request',
      'Content-Type: application/json; charset=utf-8',
      ...Object.entries(JSON_ANSWER_HEADERS).map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

// Compiled validators are kept per contract file for the life of the process, so apps built one
// after another (tests, a reset) do not compile the same schemas again.
const validators = new Map<string, RequestValidator>();
function sharedValidator(contract: Contract, file = 'default'): RequestValidator {
  let validator = validators.get(file);
  if (!validator) {
    validator = new RequestValidator(contract);
    validators.set(file, validator);
  }
  return validator;
}
