// Proxy mode (UPSTREAM=https://… npm start): every /api request goes to the upstream backend
// instead of the mock's own state; the request is checked against the contract on the way in and
// the answer on the way out. A violation is logged and kept (GET /__mock/traffic/violations) but
// never blocks the traffic: the storefront keeps working against the real backend.
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createContractValidator } from '@storefront/contracts/contract-validator';
import type { ContractValidator } from '@storefront/contracts/contract-validator';
import { CONTROL_TOKEN_HEADER, controlRefusal } from '../control/control-guard';
import { failureMessage } from './failures';
import { requestLanguage } from './language';

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

  function record(
    request: FastifyRequest,
    violation: Omit<ContractViolation, 'at' | 'method' | 'url'>,
  ) {
    const entry: ContractViolation = {
      at: new Date().toISOString(),
      method: request.method,
      url: request.url.slice(0, 300),
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
          // The control token is for this server only, never for the upstream.
          rewriteRequestHeaders: (_request, headers) => {
            const { [CONTROL_TOKEN_HEADER]: _token, ...forwarded } = headers;
            return forwarded;
          },
          ...(raw && request.method !== 'GET'
            ? { body: raw, contentType: contentType || 'application/octet-stream' }
            : {}),
          onResponse: (_request, proxied, response) => {
            void readAnswer(response.stream).then(
              (bytes) => {
                checkAnswer(request, proxied.statusCode, bytes);
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

  function checkAnswer(request: FastifyRequest, status: number, bytes: Buffer) {
    if (bytes.length > CHECKED_ANSWER_LIMIT) return;
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
      return;
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
