// The traffic log: every /api request and its answer, checked against the contract as it passes,
// kept in memory for the console (/__console) and for CI (`GET /__mock/traffic?violations=true`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createContractValidator } from '@storefront/contracts/contract-validator';
import type { ContractValidator } from '@storefront/contracts/contract-validator';
import { TRAFFIC_KEPT } from '@storefront/contracts/control-api';
import type { TrafficEntry, TrafficQuery } from '@storefront/contracts/control-api';
import type { ServedContract } from '@storefront/contracts/load-contract';
import { userForToken } from '../domain/accounts';
import { requestToken } from '../http/auth';
import type { Store } from '../store/store';

/** Each body (request and answer) is kept up to this many characters, then cut. */
export const TRAFFIC_BODY_CHARS = 16 * 1024;
/** An answer larger than this (characters) is not checked against the contract. */
export const TRAFFIC_CHECKED_CHARS = 1024 * 1024;
/** Errors kept per exchange. */
const ERRORS_KEPT = 20;

/** An entry as recorded: its check and its bodies' redaction wait until someone reads the log. */
interface Recorded {
  entry: TrafficEntry;
  /** Fills `operationId`, `violations` and the shown bodies; absent once done. */
  settle?: (entry: TrafficEntry) => void;
}

export class TrafficLog {
  private readonly entries: Recorded[] = [];
  private lastId = 0;

  add(entry: Omit<TrafficEntry, 'id'>, settle?: (entry: TrafficEntry) => void): TrafficEntry {
    const full = { id: (this.lastId += 1), ...entry };
    this.entries.push(settle ? { entry: full, settle } : { entry: full });
    if (this.entries.length > TRAFFIC_KEPT) this.entries.shift();
    return full;
  }

  /** Matching entries, oldest first (the last `limit` of them). */
  list(query: TrafficQuery = {}): TrafficEntry[] {
    const found: TrafficEntry[] = [];
    for (const recorded of this.entries) {
      const { entry } = recorded;
      if (query.after !== undefined && entry.id <= query.after) continue;
      if (recorded.settle) {
        recorded.settle(entry);
        delete recorded.settle;
      }
      if (
        (query.operationId === undefined || entry.operationId === query.operationId) &&
        (query.status === undefined || entry.status === query.status) &&
        (!query.violations || entry.violations.length > 0)
      ) {
        found.push(entry);
      }
    }
    return query.limit === undefined ? found : found.slice(-query.limit);
  }

  clear(): void {
    this.entries.length = 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    traffic: TrafficLog;
  }
  interface FastifyRequest {
    trafficBody?: string | null;
    trafficAnswer?: string | null;
    trafficShopper?: TrafficEntry['shopper'];
  }
}

let sharedValidator: ContractValidator | undefined;

function bodyText(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (Buffer.isBuffer(body)) return null;
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body);
  } catch {
    return null;
  }
}

function parseJson(text: string | null): unknown {
  if (text === null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Fields whose values the log never keeps: passwords, payment codes, card data, reset codes. */
const SECRET_REQUEST_FIELD = /password|pwd|pay_?code|cvc|cvv|card_?(no|num)|^code$|token/i;
/** In answers `code` is the envelope's result, not a secret; session and chat tokens are. */
const SECRET_ANSWER_FIELD = /password|pwd|token/i;
export const REDACTED = '(hidden)';

/** The body with secret fields' values replaced, checked as it came but shown without them. */
function redact(text: string | null, secret: RegExp): string | null {
  if (text === null || !/^\s*[[{]/.test(text)) return text;
  let found = false;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (secret.test(key) && (typeof inner === 'string' || typeof inner === 'number')) {
          found = true;
          return [key, REDACTED];
        }
        return [key, walk(inner)];
      }),
    );
  };
  try {
    const shown = walk(JSON.parse(text));
    return found ? JSON.stringify(shown) : text;
  } catch {
    return text;
  }
}

const cut = (text: string | null) =>
  text !== null && text.length > TRAFFIC_BODY_CHARS ? text.slice(0, TRAFFIC_BODY_CHARS) : text;

/**
 * Records every /api exchange in `app.traffic`. Hooks on the root app, so injected faults (which
 * answer from an onRequest hook) and the proxy mode's answers are recorded too; a dropped
 * connection has no answer and is not.
 */
export function registerTraffic(
  app: FastifyInstance,
  options: { store: Store; contract: ServedContract },
): TrafficLog {
  const log = new TrafficLog();
  app.decorate('traffic', log);
  app.decorateRequest('trafficBody', undefined);
  app.decorateRequest('trafficAnswer', undefined);
  app.decorateRequest('trafficShopper', undefined);
  const shopperOf = (request: FastifyRequest): TrafficEntry['shopper'] => {
    const token = requestToken(request, options.contract);
    const user = token ? userForToken(options.store.state, token) : undefined;
    return user ? { id: user.id, email: user.email } : null;
  };
  const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

  // Before validation, which may coerce the body in place: the body as the client sent it.
  app.addHook('preValidation', (request, _reply, done) => {
    if (isApi(request.url)) {
      const raw = request.body;
      const type = String(request.headers['content-type'] ?? '');
      request.trafficBody =
        Buffer.isBuffer(raw) && type.startsWith('application/json')
          ? raw.toString('utf8')
          : type.startsWith('multipart/')
            ? null
            : bodyText(raw);
      // Before the handler, which may end the session (logout).
      request.trafficShopper = shopperOf(request);
    }
    done();
  });

  app.addHook('onSend', (request, _reply, payload, done) => {
    if (isApi(request.url)) {
      request.trafficAnswer =
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : null;
    }
    done(null, payload);
  });
  // Checked once the answer is out, so the check never delays it.
  app.addHook('onResponse', (request, reply, done) => {
    if (isApi(request.url)) {
      record(request, reply.statusCode, reply.elapsedTime, request.trafficAnswer ?? null);
    }
    done();
  });

  function record(request: FastifyRequest, status: number, ms: number, answer: string | null) {
    const method = request.method;
    const url = request.url;
    const requestBody = request.trafficBody ?? null;
    const contentType = String(request.headers['content-type'] ?? '');
    // The check and the redaction run when the log is read, not on the request's path: a body
    // kept whole until then is at most TRAFFIC_BODY_CHARS; a larger one is settled at once.
    const settle = (entry: TrafficEntry) => {
      sharedValidator ??= createContractValidator();
      const validator = sharedValidator;
      const violations: TrafficEntry['violations'] = [];
      const requestCheck = validator.validateRequest({
        method,
        url,
        body: contentType.startsWith('multipart/') ? undefined : parseJson(requestBody),
        headers: { 'content-type': contentType },
      });
      if (!requestCheck.ok) {
        for (const error of requestCheck.errors) violations.push({ direction: 'request', error });
      }
      if (
        requestCheck.operationId !== undefined &&
        answer !== null &&
        answer.length <= TRAFFIC_CHECKED_CHARS
      ) {
        const responseCheck = validator.validateResponse({
          method,
          url,
          status,
          body: parseJson(answer),
        });
        if (!responseCheck.ok) {
          for (const error of responseCheck.errors)
            violations.push({ direction: 'response', error });
        }
      }
      entry.operationId = requestCheck.operationId ?? null;
      entry.violations = violations.slice(0, ERRORS_KEPT);
      entry.requestBody = cut(redact(requestBody, SECRET_REQUEST_FIELD));
      entry.responseBody = cut(redact(answer, SECRET_ANSWER_FIELD));
    };
    const entry = log.add(
      {
        at: new Date().toISOString(),
        method,
        url: url.slice(0, 300),
        operationId: null,
        status,
        ms: Math.round(ms * 10) / 10,
        shopper: request.trafficShopper === undefined ? shopperOf(request) : request.trafficShopper,
        requestBody: null,
        responseBody: null,
        truncated:
          (requestBody?.length ?? 0) > TRAFFIC_BODY_CHARS ||
          (answer?.length ?? 0) > TRAFFIC_BODY_CHARS,
        violations: [],
      },
      settle,
    );
    if (entry.truncated) log.list({ after: entry.id - 1 });
  }

  return log;
}
