// The traffic log: every /api request and its answer, checked against the contract as it passes,
// kept in memory for the console (/__console) and for CI (`GET /__mock/traffic?violations=true`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createContractValidator } from '@storefront/contracts/contract-validator';
import type { ContractValidator } from '@storefront/contracts/contract-validator';
import { HIDDEN, createSecretFields } from '@storefront/contracts/secret-fields';
import type { SecretFields } from '@storefront/contracts/secret-fields';
import { TRAFFIC_KEPT } from '@storefront/contracts/control-api';
import type { TrafficEntry, TrafficQuery } from '@storefront/contracts/control-api';
import type { IncomingHttpHeaders } from 'node:http';
import type { ServedContract } from '@storefront/contracts/load-contract';
import { userForToken } from '../domain/accounts';
import { requestToken } from '../http/auth';
import { tryIdOf } from './fault-injection';
import type { User } from '../store/state';
import type { Store } from '../store/store';

/** Each body (request and answer) is kept up to this many characters, then cut. */
export const TRAFFIC_BODY_CHARS = 16 * 1024;
/** An answer larger than this (characters) is not checked against the contract. */
export const TRAFFIC_CHECKED_CHARS = 1024 * 1024;
/** Errors kept per exchange. */
const ERRORS_KEPT = 20;

/**
 * What the check reads of a request's body, kept by reference until the log is read: the text of
 * a JSON body that parsed, or of a JSON body the proxy mode forwarded (null: nothing kept, a body
 * that is not JSON, which the log could not tell a secret in).
 */
type KeptBody = { kind: 'json'; text: string } | { kind: 'text'; text: string | null };

/** An exchange as recorded on the request's path: references and numbers only. */
interface Exchange {
  method: string;
  url: string;
  contentType: string;
  status: number;
  /** Epoch milliseconds of the record. */
  at: number;
  body: KeptBody;
  answer: string | null;
}

/**
 * What an exchange was before its secrets were hidden, for the HAR export and "copy as curl" with
 * `?secrets=1` (behind the control token, as the entries are): the request's headers (the object
 * Node made, kept by reference), its path with the real query, the bodies' text cut at
 * TRAFFIC_BODY_CHARS once settled.
 */
export interface RawExchange {
  url: string;
  headers: IncomingHttpHeaders;
  requestBody: string | null;
  answer: string | null;
  answerType: string;
  /** Epoch milliseconds the request arrived. */
  startedAt: number;
}

/**
 * An entry, and until someone reads the log the exchange it still has to be settled from: its
 * ISO time, the check, the bodies' text and their redaction.
 */
interface Recorded {
  entry: TrafficEntry;
  exchange?: Exchange;
  raw?: RawExchange;
}

/** Whether an entry has a violation the console did not cause: what is counted and filtered. */
export function hasRealViolation(entry: TrafficEntry): boolean {
  return entry.violations.some((violation) => !violation.injected);
}

export class TrafficLog {
  private readonly entries: Recorded[] = [];
  private lastId = 0;

  /**
   * Keeps an entry under the next id (its own `id` is replaced); with an exchange, the entry is
   * settled from it when first read.
   */
  add(entry: TrafficEntry, exchange?: Exchange, raw?: RawExchange): TrafficEntry {
    entry.id = this.lastId += 1;
    this.entries.push({ entry, ...(exchange ? { exchange } : {}), ...(raw ? { raw } : {}) });
    if (this.entries.length > TRAFFIC_KEPT) this.entries.shift();
    return entry;
  }

  /**
   * Logs an exchange that did not end the usual way (set by registerTraffic): a dropped or held
   * connection (status 0), an answer withheld (timeout-applied, its real status and answer).
   */
  recordUnanswered: (request: FastifyRequest, status: number, answer: unknown, ms: number) => void =
    () => undefined;

  /** Matching entries, oldest first (the last `limit` of them). */
  list(query: TrafficQuery = {}): TrafficEntry[] {
    return this.exchanges(query).map(({ entry }) => entry);
  }

  /** Matching entries with what they were before their secrets were hidden, oldest first. */
  exchanges(query: TrafficQuery = {}): { entry: TrafficEntry; raw?: RawExchange }[] {
    const found: { entry: TrafficEntry; raw?: RawExchange }[] = [];
    for (const recorded of this.entries) {
      const { entry } = recorded;
      if (query.after !== undefined && entry.id <= query.after) continue;
      if (recorded.exchange) {
        settle(entry, recorded.exchange, recorded.raw);
        delete recorded.exchange;
      }
      if (
        (query.operationId === undefined || entry.operationId === query.operationId) &&
        (query.status === undefined || entry.status === query.status) &&
        (!query.violations || hasRealViolation(entry))
      ) {
        found.push(recorded.raw ? { entry, raw: recorded.raw } : { entry });
      }
    }
    return query.limit === undefined ? found : found.slice(-query.limit);
  }

  /** One entry by id, settled; undefined when it is no longer kept. */
  exchange(id: number): { entry: TrafficEntry; raw?: RawExchange } | undefined {
    return this.exchanges({ after: id - 1 }).find(({ entry }) => entry.id === id);
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
    /** The answer as sent (a string or Buffer; anything else is not kept). */
    trafficAnswer?: unknown;
  }
}

let sharedValidator: ContractValidator | undefined;
let sharedSecrets: SecretFields | undefined;

/** What the contract marks secret (`x-secret`), hidden in every entry: see secret-fields.ts. */
export function trafficSecrets(): SecretFields {
  return (sharedSecrets ??= createSecretFields());
}

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

function parseBody(text: string | null): unknown {
  if (text === null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What a hidden value shows instead (whatever its JSON type). */
export const REDACTED = HIDDEN;

const cut = (text: string | null) =>
  text !== null && text.length > TRAFFIC_BODY_CHARS ? text.slice(0, TRAFFIC_BODY_CHARS) : text;

/**
 * A body this long or shorter cannot grow beyond TRAFFIC_BODY_CHARS when written again as JSON
 * (what the log shows): whitespace and escapes only shrink, and a number grows at most from 4
 * characters (`1e20`) to 21. A longer one is written at once, to know whether it is cut.
 */
const JSON_KEPT_AS_SENT = TRAFFIC_BODY_CHARS / 8;

/** The body's text as the log shows it: JSON as `JSON.stringify` writes the parsed value. */
function keptText(body: KeptBody): string | null {
  switch (body.kind) {
    case 'json':
      return bodyText(JSON.parse(body.text));
    case 'text':
      return body.text;
  }
}

/** The contract validator the log checks with (one per process). */
export function trafficValidator(): ContractValidator {
  return (sharedValidator ??= createContractValidator());
}

/**
 * Whether a violation was caused by the console: the answer of an override or of a `status`
 * fault (response violations), a request try-it sent (request violations).
 */
function causedByConsole(
  injected: TrafficEntry['injected'],
  direction: 'request' | 'response',
): boolean {
  if (!injected) return false;
  if (injected.kind === 'try') return direction === 'request';
  return direction === 'response' && (injected.kind === 'override' || injected.effect === 'status');
}

/** Whether the console answered before the request's body was read (its onRequest hook). */
function answeredBeforeBody(injected: TrafficEntry['injected']): boolean {
  if (!injected) return false;
  if (injected.kind === 'override') return true;
  return (
    injected.kind === 'fault' &&
    (injected.effect === 'drop' || injected.effect === 'timeout' || injected.effect === 'status')
  );
}

/** Checks an exchange against the contract and fills the entry's shown fields, secrets hidden. */
function settle(entry: TrafficEntry, exchange: Exchange, raw?: RawExchange): void {
  const { method, url, contentType, status, answer } = exchange;
  const requestBody = keptText(exchange.body);
  sharedValidator ??= createContractValidator();
  const validator = sharedValidator;
  const violations: TrafficEntry['violations'] = [];
  const requestCheck = validator.validateRequest({
    method,
    url,
    body: contentType.startsWith('multipart/') ? undefined : parseBody(requestBody),
    headers: { 'content-type': contentType },
  });
  const violation = (direction: 'request' | 'response', error: string) =>
    causedByConsole(entry.injected, direction)
      ? { direction, error, injected: true as const }
      : { direction, error };
  // Answered by the console before the request's body was read (a drop, a timeout, a status
  // fault, an override): its body cannot be checked, so the request is not.
  if (!requestCheck.ok && !answeredBeforeBody(entry.injected)) {
    for (const error of requestCheck.errors) violations.push(violation('request', error));
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
      body: parseBody(answer),
    });
    if (!responseCheck.ok) {
      for (const error of responseCheck.errors) violations.push(violation('response', error));
    }
  }
  // Shown without what the contract marks secret; a body that is not JSON is not shown at all.
  const secrets = trafficSecrets();
  const shownRequest =
    requestBody === null ? null : secrets.hideInRequest(method, url, requestBody);
  const shownAnswer = answer === null ? null : secrets.hideInResponse(method, url, status, answer);
  const shownUrl = secrets.hideInUrl(method, url);
  entry.at = new Date(exchange.at).toISOString();
  entry.url = shownUrl.length > 300 ? shownUrl.slice(0, 300) : shownUrl;
  entry.operationId = requestCheck.operationId ?? null;
  entry.violations = violations.slice(0, ERRORS_KEPT);
  entry.requestBody = cut(shownRequest);
  entry.responseBody = cut(shownAnswer);
  entry.truncated ||=
    (shownRequest?.length ?? 0) > TRAFFIC_BODY_CHARS ||
    (shownAnswer?.length ?? 0) > TRAFFIC_BODY_CHARS;
  if (raw) {
    raw.requestBody = cut(requestBody);
    raw.answer = cut(answer);
  }
}

/**
 * Records every /api exchange in `app.traffic`. Hooks on the root app, so injected faults (which
 * answer from an onRequest hook) and the proxy mode's answers are recorded too; a dropped
 * connection has no answer and is not.
 *
 * On the request's path it costs two callback hooks (onSend keeps a reference to the answer,
 * onResponse keeps the entry) and one property set by the JSON body parser (the text as it came).
 * The shopper is the one the dispatcher resolved from the token before the handler ran
 * (`request.caller`, so a logout still shows who); the token is looked up here only for a request
 * that did not reach the dispatcher (a fault, a 404, a body that does not parse, the proxy mode).
 * The check, the redaction, the bodies' JSON text and the time's ISO text wait for a reader.
 */
export function registerTraffic(
  app: FastifyInstance,
  options: { store: Store; contract: ServedContract },
): TrafficLog {
  const log = new TrafficLog();
  app.decorate('traffic', log);
  app.decorateRequest('trafficAnswer', undefined);
  const callerOf = (request: FastifyRequest): User | null | undefined => {
    if (request.caller !== undefined) return request.caller;
    const token = requestToken(request, options.contract);
    return token ? userForToken(options.store.db, token) : undefined;
  };
  const shopperOf = (request: FastifyRequest): TrafficEntry['shopper'] => {
    const caller = callerOf(request);
    return caller ? { id: caller.id, email: caller.email } : null;
  };
  const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

  // The JSON text is kept by the app's one JSON parser (src/http/json-body.ts, `keepText`): the
  // body as the client sent it, before validation (which coerces a copy, and may coerce nested
  // values in place) or a handler. Only a body that parsed is kept; one that did not is answered
  // before any handler and logged without a body. The proxy mode reads bodies with its own parser
  // (raw bytes).

  app.addHook('onSend', (request, _reply, payload, done) => {
    request.trafficAnswer = payload;
    done(null, payload);
  });
  // Kept once the answer is out, so nothing here delays it.
  app.addHook('onResponse', (request, reply, done) => {
    if (isApi(request.url)) record(request, reply.statusCode, reply.elapsedTime, reply);
    done();
  });
  log.recordUnanswered = (request, status, answer, ms) => {
    if (!isApi(request.url)) return;
    request.trafficAnswer = answer;
    record(request, status, ms);
  };

  function keptBody(request: FastifyRequest, contentType: string): KeptBody {
    // Kept only when it parsed (a body that did not is answered before any handler, unset).
    if (request.trafficJson !== undefined && request.body !== undefined) {
      return { kind: 'json', text: request.trafficJson };
    }
    const raw = request.body;
    // The proxy mode's bodies are the bytes that came: a JSON one is kept, and shown only if it
    // parses when the log is read.
    if (Buffer.isBuffer(raw) && contentType.toLowerCase().startsWith('application/json')) {
      return { kind: 'text', text: raw.toString('utf8') };
    }
    // Anything else (text, a form, multipart) is not JSON: the log cannot tell a secret in it
    // (a password in a text body), so it keeps none of it.
    return { kind: 'text', text: null };
  }

  function record(request: FastifyRequest, status: number, ms: number, reply?: FastifyReply): void {
    const url = request.url;
    const contentType = String(request.headers['content-type'] ?? '');
    let body = keptBody(request, contentType);
    // A body too long to be kept as it came is written now, to know whether it is cut.
    if (body.kind === 'json' && body.text.length > JSON_KEPT_AS_SENT) {
      body = { kind: 'text', text: keptText(body) };
    }
    const payload = request.trafficAnswer;
    const answer =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : null;
    // A JSON body kept as it came is at most JSON_KEPT_AS_SENT: never cut.
    const requestChars = body.kind === 'json' ? 0 : (body.text?.length ?? 0);
    const at = Date.now();
    const exchange: Exchange = {
      method: request.method,
      url,
      contentType,
      status,
      at,
      body,
      answer,
    };
    const raw: RawExchange = {
      url,
      headers: request.headers,
      requestBody: null,
      answer: null,
      answerType: String(reply?.getHeader('content-type') ?? ''),
      startedAt: at - ms,
    };
    const tryId = tryIdOf(request);
    const injected: TrafficEntry['injected'] =
      tryId !== undefined ? { kind: 'try', id: tryId, effect: 'try' } : request.injected;
    const entry = log.add(
      {
        id: 0,
        at: '',
        method: request.method,
        // The query string is shown once its secrets are hidden (settle).
        url: url.split('?', 1)[0]!.slice(0, 300),
        operationId: null,
        status,
        ms: Math.round(ms * 10) / 10,
        shopper: shopperOf(request),
        requestBody: null,
        responseBody: null,
        truncated: requestChars > TRAFFIC_BODY_CHARS || (answer?.length ?? 0) > TRAFFIC_BODY_CHARS,
        violations: [],
        injected: injected ?? null,
      },
      exchange,
      raw,
    );
    // Checked at once, before its bodies are cut.
    if (entry.truncated) log.list({ after: entry.id - 1 });
  }

  return log;
}
