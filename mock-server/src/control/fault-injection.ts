// What an armed fault or override does to an /api request on the wire (the books are faults.ts
// and overrides.ts, armed through /__mock). Hooks on the root app: callback hooks, so a request
// pays one check of two booleans while nothing is armed.
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FaultRule, TrafficInjection } from '@storefront/contracts/control-api';
import type { FaultBook } from './faults';
import type { OverrideBook } from './overrides';

/**
 * The header that marks a request sent by try-it (`POST /__mock/try`): `<nonce>.<try id>`, the
 * nonce drawn at each start and never shown, so no client can pass its requests off as the
 * console's. Such a request is hit by no fault and no override (try-it shows what the operation
 * itself answers) and is logged with `injected: {kind: 'try'}`.
 */
export const TRY_HEADER = 'x-mock-try';
const TRY_NONCE = randomBytes(18).toString('base64url');
export const tryHeaderValue = (id: number) => `${TRY_NONCE}.${id}`;

/** The try id a request carries in TRY_HEADER, or undefined when it is not one of try-it's. */
export function tryIdOf(request: FastifyRequest): number | undefined {
  const value = request.headers[TRY_HEADER];
  if (typeof value !== 'string' || !value.startsWith(`${TRY_NONCE}.`)) return undefined;
  const id = Number(value.slice(TRY_NONCE.length + 1));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * What a `drop` writes before it closes: a response head with two different Content-Length
 * headers, which browsers refuse by rule (Chromium: ERR_RESPONSE_HEADERS_MULTIPLE_CONTENT_LENGTH)
 * and Node's and curl's parsers refuse too. Not an empty close: Chromium resends a request whose
 * keep-alive connection closes before any byte of the answer (it takes the close for a stale
 * connection), so a POST reached the server twice and the shopper saw success. Once it has read a
 * response head it never resends: `fetch` rejects, XHR fires `error` (axios' "Network Error"), and
 * the server sees the request once (src/control/faults-browser.test.ts).
 */
export const DROP_HEAD =
  'HTTP/1.1 502 Dropped\r\nContent-Length: 0\r\nContent-Length: 1\r\nConnection: close\r\n\r\n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The console's hand in this exchange, for the traffic log. */
    injected: TrafficInjection | null;
    /** A fault that acts on the answer (timeout-applied, slow-body). */
    faultOnAnswer?: FaultRule;
    /** performance.now() when a fault took the request. */
    faultStarted?: number;
  }
}

export interface InjectionOptions {
  faults: FaultBook;
  overrides: OverrideBook;
  /** The operationId of a request whose route does not name one (the proxy mode). */
  operationOf?: (method: string, url: string) => string | undefined;
  /** Logs an exchange that got no answer the usual way (status 0: none reached the client). */
  recordUnanswered?: (request: FastifyRequest, status: number, answer: unknown, ms: number) => void;
}

export function registerInjections(app: FastifyInstance, options: InjectionOptions): void {
  const { faults, overrides } = options;
  app.decorateRequest('injected', null);
  app.decorateRequest('faultOnAnswer', undefined);
  app.decorateRequest('faultStarted', undefined);
  const recordUnanswered = options.recordUnanswered ?? (() => undefined);

  app.addHook('onRequest', (request, reply, done) => {
    // The API and the chat socket's handshake (a fault on /ws answers its upgrade request).
    const faultable = request.url.startsWith('/api') || request.url.split('?')[0] === '/ws';
    if ((faults.empty && overrides.empty) || !faultable) return done();
    if (tryIdOf(request) !== undefined) return done();
    const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    let operationId = request.routeOptions.config.operationId;
    operationId ??= options.operationOf?.(request.method, request.url);
    const fault = faults.empty ? undefined : faults.take(request.method, path, operationId);
    const answerOverride = () => {
      const override = overrides.empty ? undefined : overrides.take(operationId);
      if (!override) return false;
      request.injected = { kind: 'override', id: override.id, effect: 'override' };
      void reply
        .code(override.status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(override.body ?? null));
      return true;
    };
    if (!fault) {
      if (!answerOverride()) done();
      return;
    }
    request.injected = { kind: 'fault', id: fault.id, effect: fault.kind };
    const started = performance.now();
    const record = (status: number, answer: unknown) =>
      recordUnanswered(request, status, answer, performance.now() - started);
    request.faultStarted = started;
    const wait = fault.kind === 'timeout' || fault.kind === 'timeout-applied' ? 0 : fault.delayMs;
    const act = () => {
      switch (fault.kind) {
        case 'drop': {
          reply.hijack();
          record(0, null);
          // (An injected request's stand-in socket has no `end`: it simply gets no answer.)
          const socket = request.raw.socket as Partial<Socket>;
          socket.end?.(DROP_HEAD, () => socket.destroy?.());
          return;
        }
        case 'timeout':
          reply.hijack();
          holdThenClose(request, fault.delayMs, () => record(0, null));
          return;
        case 'status':
          void reply.code(fault.status ?? 500).send({
            code: fault.code ?? fault.status ?? 500,
            msg: fault.message ?? `Injected fault ${fault.status ?? 500}`,
            data: null,
          });
          return;
        case 'timeout-applied':
        case 'slow-body':
          request.faultOnAnswer = fault;
          done();
          return;
        case 'delay':
          // The real answer, late (an override of the operation still answers instead).
          if (!answerOverride()) done();
          return;
      }
    };
    if (wait > 0) setTimeout(act, wait);
    else act();
  });

  // After the traffic log's own onSend (registered before), which keeps the answer as it was.
  app.addHook('onSend', (request, reply, payload, done) => {
    const fault = request.faultOnAnswer;
    if (!fault) return done(null, payload);
    if (fault.kind === 'timeout-applied') {
      // The operation ran and committed; its answer is withheld. `done` is never called: the
      // connection is held until the client gives up, then closed.
      reply.hijack();
      const started = request.faultStarted ?? performance.now();
      holdThenClose(request, fault.delayMs, () =>
        recordUnanswered(request, reply.statusCode, payload, performance.now() - started),
      );
      return;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    reply.header('content-length', bytes.length);
    done(null, trickle(bytes, fault.trickleMs ?? 0));
  });
}

/**
 * Holds a request's connection without a byte of answer until the client closes it or `ms` pass,
 * then closes it; `ended` runs once either way.
 */
function holdThenClose(request: FastifyRequest, ms: number, ended: () => void): void {
  const socket = request.raw.socket as Partial<Socket> & Pick<Socket, 'once' | 'off'>;
  let over = false;
  const end = () => {
    if (over) return;
    over = true;
    clearTimeout(timer);
    socket.off('close', end);
    ended();
    if (!socket.destroyed) socket.destroy?.();
  };
  const timer = setTimeout(end, ms);
  timer.unref();
  socket.once('close', end);
}

/** The bytes in up to 20 pieces: the first at once (with the head), the rest over `ms`. */
function trickle(bytes: Buffer, ms: number): Readable {
  const pieces = Math.max(1, Math.min(bytes.length, 20));
  const size = Math.ceil(bytes.length / pieces);
  const gap = pieces > 1 ? ms / (pieces - 1) : 0;
  let next = 0;
  let timer: NodeJS.Timeout | undefined;
  const stream = new Readable({
    read() {},
    destroy(error, callback) {
      clearTimeout(timer);
      callback(error);
    },
  });
  const step = () => {
    if (next >= bytes.length) {
      stream.push(null);
      return;
    }
    stream.push(bytes.subarray(next, next + size));
    next += size;
    timer = setTimeout(step, gap);
  };
  step();
  return stream;
}
