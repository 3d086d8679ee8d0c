// The traffic log: every /api request and its answer, checked against the contract as it passes,
// kept in memory for the console (/__console) and for CI (`GET /__mock/traffic?violations=true`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createContractValidator } from '@storefront/contracts/contract-validator';
import type { ContractValidator } from '@storefront/contracts/contract-validator';
import { HIDDEN, createSecretFields } from '@storefront/contracts/secret-fields';
import type { SecretFields } from '@storefront/contracts/secret-fields';
import { TRAFFIC_KEPT } from '@storefront/contracts/control-api';
import type { TrafficEntry, TrafficQuery } from '@storefront/contracts/control-api';
import type { ServedContract } from '@storefront/contracts/load-contract';
import { userForToken } from '../domain/accounts';
import { requestToken } from '../http/auth';
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
 * An entry, and until someone reads the log the exchange it still has to be settled from: its
 * ISO time, the check, the bodies' text and their redaction.
 */
interface Recorded {
  entry: TrafficEntry;
  exchange?: Exchange;
}

export class TrafficLog {
  private readonly entries: Recorded[] = [];
  private lastId = 0;

  /**
   * Keeps an entry under the next id (its own `id` is replaced); with an exchange, the entry is
   * settled from it when first read.
   */
  add(entry: TrafficEntry, exchange?: Exchange): TrafficEntry {
    entry.id = this.lastId += 1;
    this.entries.push(exchange ? { entry, exchange } : { entry });
    if (this.entries.length > TRAFFIC_KEPT) this.entries.shift();
    return entry;
  }

  /** Matching entries, oldest first (the last `limit` of them). */
  list(query: TrafficQuery = {}): TrafficEntry[] {
    const found: TrafficEntry[] = [];
    for (const recorded of this.entries) {
      const { entry } = recorded;
      if (query.after !== undefined && entry.id <= query.after) continue;
      if (recorded.exchange) {
        settle(entry, recorded.exchange);
        delete recorded.exchange;
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

/** Checks an exchange against the contract and fills the entry's shown fields, secrets hidden. */
function settle(entry: TrafficEntry, exchange: Exchange): void {
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
      body: parseBody(answer),
    });
    if (!responseCheck.ok) {
      for (const error of responseCheck.errors) violations.push({ direction: 'response', error });
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
    if (isApi(request.url)) record(request, reply.statusCode, reply.elapsedTime);
    done();
  });

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

  function record(request: FastifyRequest, status: number, ms: number): void {
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
    const exchange: Exchange = {
      method: request.method,
      url,
      contentType,
      status,
      at: Date.now(),
      body,
      answer,
    };
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
      },
      exchange,
    );
    // Checked at once, before its bodies are cut.
    if (entry.truncated) log.list({ after: entry.id - 1 });
  }

  return log;
}
