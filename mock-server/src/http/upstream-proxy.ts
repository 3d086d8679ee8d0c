// Proxy mode (UPSTREAM=https://… npm start): every /api request goes to the upstream backend
// instead of the mock's own state; the request is checked against the contract on the way in and
// the answer on the way out. A violation is logged and kept (GET /__mock/traffic/violations) but
// never blocks the traffic: the storefront keeps working against the real backend.
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createContractValidator } from '@storefront/contracts/contract-validator';
import type { ContractValidator } from '@storefront/contracts/contract-validator';
import { createSecretFields } from '@storefront/contracts/secret-fields';
import { CONTROL_TOKEN_HEADER, controlRefusal } from '../control/control-guard';
import { endToEnd } from './end-to-end-headers';
import { failureMessage } from './failures';
import { requestLanguage } from './language';
import { requestHost } from './request-host';

/** Violations kept in memory; the oldest go first. */
export const VIOLATIONS_KEPT = 200;
/** Largest request body forwarded (an upload is at most 5 MB, plus its multipart framing). */
export const PROXY_BODY_LIMIT = 6 * 1024 * 1024;
/** Largest answer checked against the contract; a larger one is forwarded unchecked. */
export const CHECKED_ANSWER_LIMIT = 4 * 1024 * 1024;
/** Time allowed for the upstream's answer. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

export interface ContractViolation {
  at: string;
  /** `request`: what the client sent breaks the contract; `response`: what the upstream answered. */
  direction: 'request' | 'response';
  method: string;
  /** Path and query, cut at 300 characters. */
  url: string;
  operationId: string | null;
  status?: number;
  errors: string[];
}

export interface UpstreamProxyOptions {
  /** The backend's origin, e.g. https://staging.example.com (paths start with /api). */
  upstream: string;
  /** The control token and openness of /__mock (see control-guard.ts). */
  controlToken: string;
  controlOpen: boolean;
}

export class ViolationLog {
  private readonly entries: ContractViolation[] = [];

  add(violation: ContractViolation): void {
    this.entries.push(violation);
    if (this.entries.length > VIOLATIONS_KEPT) this.entries.shift();
  }

  list(): ContractViolation[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries.length = 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Contract violations seen in proxy mode (absent otherwise). */
    upstreamViolations?: ViolationLog;
  }
}

/** Forwarding headers: this proxy writes its own, a client's claims are dropped. */
const FORWARDING: ReadonlySet<string> = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
]);

/**
 * The upstream's answer headers the mock replaces with its own: cookies (the mock sets its own
 * Admin-Token, as it does in front of its own state), the Content-Security-Policy (the mock's
 * security headers set theirs) and CORS (the mock answers its own origin only: none).
 */
const upstreamOwn = (name: string) =>
  name === 'set-cookie' ||
  name === 'content-security-policy' ||
  name === 'content-security-policy-report-only' ||
  name.startsWith('access-control-');

/** A value of a Forwarded header (RFC 7239): a token as it is, anything else quoted. */
const forwardedValue = (value: string) =>
  /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(value) ? value : `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The forwarding headers this proxy sets, from what it knows itself: the peer's address (the
 * client's own claims were dropped), the scheme it was reached by, the Host the client asked
 * when that is a plain host and port.
 */
function forwardingHeaders(request: FastifyRequest): Record<string, string> {
  const peer = (request.socket?.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  const proto = request.protocol;
  const host = requestHost(request);
  const node = peer.includes(':') ? `[${peer}]` : peer;
  return {
    ...(peer ? { 'x-forwarded-for': peer } : {}),
    'x-forwarded-proto': proto,
    ...(host ? { 'x-forwarded-host': host } : {}),
    forwarded: [
      ...(peer ? [`for=${forwardedValue(node)}`] : []),
      `proto=${proto}`,
      ...(host ? [`host=${forwardedValue(host)}`] : []),
    ].join(';'),
  };
}

let sharedValidator: ContractValidator | undefined;

export async function upstreamProxyPlugin(
  app: FastifyInstance,
  options: UpstreamProxyOptions,
): Promise<void> {
  const upstream = new URL(options.upstream);
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') {
    throw new Error(`UPSTREAM must be an http(s) URL, not ${options.upstream}`);
  }
  sharedValidator ??= createContractValidator();
  const validator = sharedValidator;
  const violations = new ViolationLog();
  app.decorate('upstreamViolations', violations);
  // The values of secret query parameters are not kept in a violation nor logged.
  const secrets = createSecretFields(app.contract.document);

  function record(
    request: FastifyRequest,
    violation: Omit<ContractViolation, 'at' | 'method' | 'url'>,
  ) {
    const entry: ContractViolation = {
      at: new Date().toISOString(),
      method: request.method,
      url: secrets.hideInUrl(request.method, request.url).slice(0, 300),
      ...violation,
      errors: violation.errors.slice(0, 10),
    };
    violations.add(entry);
    request.log.warn(
      `contract violation (${entry.direction}) ${entry.method} ${entry.url}` +
        `${entry.status ? ` ${entry.status}` : ''}: ${entry.errors.join('; ')}`,
    );
  }

  await app.register(async (api) => {
    await api.register(replyFrom, { base: upstream.origin, disableRequestLogging: true });
    // Bodies are forwarded as the bytes that came: read them whole, whatever their type.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PROXY_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    api.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/api/*',
      handler: (request, reply) => {
        const contentType = request.headers['content-type'] ?? '';
        const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
        checkRequest(request, contentType, raw);
        const target = `${upstream.pathname.replace(/\/$/, '')}${request.url}`;
        return reply.from(target, {
          timeout: UPSTREAM_TIMEOUT_MS,
          // End-to-end headers only (RFC 9110 section 7.6.1), the forwarding headers this proxy
          // knows to be true, and never the control token (for this server only).
          rewriteRequestHeaders: (_request, headers) => ({
            ...endToEnd(headers, (name) => FORWARDING.has(name) || name === CONTROL_TOKEN_HEADER),
            ...forwardingHeaders(request),
          }),
          // The answer's end-to-end headers, less what the mock replaces with its own (and the
          // length, which the mock writes for the bytes it sends).
          rewriteHeaders: (headers) =>
            endToEnd(headers, (name) => upstreamOwn(name) || name === 'content-length'),
          ...(raw && request.method !== 'GET'
            ? { body: raw, contentType: contentType || 'application/octet-stream' }
            : {}),
          onResponse: (_request, proxied, response) => {
            void readAnswer(response.stream).then(
              (bytes) => {
                // Whatever the check or the cookie make of the answer, its bytes go on.
                try {
                  ownCookie(request, proxied, checkAnswer(request, proxied.statusCode, bytes));
                } catch (error) {
                  request.log.warn(`upstream answer not checked: ${String(error)}`);
                }
                return proxied.send(bytes);
              },
              (error: unknown) => {
                request.log.warn(`upstream answer unreadable: ${String(error)}`);
                return proxied.code(502).send(unreachable(request));
              },
            );
          },
          onError: (proxied, { error }) => {
            request.log.warn(`upstream ${upstream.origin} failed: ${error.message}`);
            proxied.code(502).send(unreachable(request));
          },
        });
      },
    });
  });

  function checkRequest(request: FastifyRequest, contentType: string, raw: Buffer | undefined) {
    let body: unknown;
    if (raw && raw.length > 0 && contentType.toLowerCase().startsWith('application/json')) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        record(request, { direction: 'request', operationId: null, errors: ['body is not JSON'] });
        return;
      }
    }
    const check = validator.validateRequest({
      method: request.method,
      url: request.url,
      body,
      headers: { 'content-type': contentType },
    });
    if (!check.ok) {
      record(request, {
        direction: 'request',
        operationId: check.operationId ?? null,
        errors: check.errors,
      });
    }
  }

  /** Checks the answer against the contract; the parsed body (undefined: not read). */
  function checkAnswer(request: FastifyRequest, status: number, bytes: Buffer): unknown {
    if (bytes.length > CHECKED_ANSWER_LIMIT) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {
      record(request, {
        direction: 'response',
        operationId: validator.findOperation(request.method, request.url)?.operationId ?? null,
        status,
        errors: ['the answer is not JSON'],
      });
      return undefined;
    }
    const check = validator.validateResponse({
      method: request.method,
      url: request.url,
      status,
      body,
    });
    if (!check.ok) {
      record(request, {
        direction: 'response',
        operationId: check.operationId ?? null,
        status,
        errors: check.errors,
      });
    }
    return body;
  }

  /**
   * The mock's own Admin-Token cookie in place of the upstream's cookies: set from a successful
   * login or registration's token (for its `expires_in`), cleared by a logout, as the mock does
   * in front of its own state. The cookie is the web app's storage; no request's cookie is read.
   */
  function ownCookie(
    request: FastifyRequest,
    reply: {
      statusCode: number;
      setCookie(name: string, value: string, options: Record<string, unknown>): unknown;
      clearCookie(name: string, options: { path: string }): unknown;
    },
    answer: unknown,
  ): void {
    const operationId = validator.findOperation(request.method, request.url)?.operationId;
    const cookie = app.contract.tokenCookie;
    if (operationId === 'userLogout' && reply.statusCode === 200) {
      reply.clearCookie(cookie, { path: '/' });
      return;
    }
    if (operationId !== 'userLogin' && operationId !== 'userRegister') return;
    const data = (answer as { code?: unknown; data?: { userinfo?: Record<string, unknown> } })
      ?.data;
    const token = data?.userinfo?.token;
    const seconds = data?.userinfo?.expires_in;
    if (
      (answer as { code?: unknown } | null | undefined)?.code !== 1 ||
      typeof token !== 'string'
    ) {
      return;
    }
    reply.setCookie(cookie, token, {
      path: '/',
      sameSite: 'lax',
      ...(typeof seconds === 'number' && seconds > 0 ? { maxAge: seconds } : {}),
    });
  }

  // The violations, under the control API's guard (loopback, no foreign origin, the token).
  await app.register(async (control) => {
    control.addHook('onRequest', async (request, reply) => {
      const refusal = controlRefusal(request, options.controlToken, options.controlOpen);
      if (refusal) return reply.code(refusal.status).send({ ok: false, error: refusal.error });
    });
    control.get('/__mock/traffic/violations', async () => ({
      ok: true,
      upstream: upstream.origin,
      violations: violations.list(),
    }));
    control.delete('/__mock/traffic/violations', async () => {
      violations.clear();
      return { ok: true };
    });
  });
}

/** The upstream did not answer: 502 with the envelope and the server-error text. */
const unreachable = (request: FastifyRequest) => ({
  code: 0,
  msg: failureMessage('internal_error', requestLanguage(request, undefined)),
  data: null,
});

async function readAnswer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  }
  return Buffer.concat(chunks);
}
