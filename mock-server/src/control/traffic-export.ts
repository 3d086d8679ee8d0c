// The traffic log exported: HAR 1.2 (what browsers' devtools import, GET /__mock/traffic.har) and
// one exchange as a curl command (GET /__mock/traffic/:id/curl). Secrets (the token headers, what
// the contract marks x-secret: passwords, payment codes, card numbers) show "(hidden)" unless
// `?secrets=1`: the same rule as the log's entries, which behind the control token can be lifted
// for a developer replaying a session on their own machine.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_TOKEN_HEADER, TRAFFIC_KEPT } from '@storefront/contracts/control-api';
import type {
  ControlAnswer,
  CurlAnswer,
  TrafficEntry,
  TrafficQuery,
} from '@storefront/contracts/control-api';
import { idParam, closedObject } from './input-schemas';
import { TRY_HEADER } from './fault-injection';
import { REDACTED } from './traffic';
import type { RawExchange, TrafficLog } from './traffic';
import { controlError } from './override-routes';

/** HTTP status texts for the HAR's statusText (the mock answers these). */
const STATUS_TEXT: Record<number, string> = {
  0: '',
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Headers a HAR leaves out: how this request travelled, not what it said. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface Exported {
  entry: TrafficEntry;
  raw?: RawExchange;
}

export function trafficExportRoutes(app: FastifyInstance, options: { traffic: TrafficLog }): void {
  const { traffic } = options;
  const secretHeaders = new Set([
    app.contract.tokenHeader.toLowerCase(),
    CONTROL_TOKEN_HEADER,
    'authorization',
    'cookie',
  ]);

  /** The request's headers as they are shown: try-it's mark left out, secrets hidden unless asked. */
  const headersOf = (raw: RawExchange | undefined, secrets: boolean) =>
    Object.entries(raw?.headers ?? {})
      .filter(([name]) => name !== TRY_HEADER && !HOP_HEADERS.has(name))
      .flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value ?? '']).map((one) => ({
          name,
          value: !secrets && secretHeaders.has(name) ? REDACTED : one,
        })),
      );

  const shown = ({ entry, raw }: Exported, secrets: boolean) => ({
    url: secrets && raw ? raw.url : entry.url,
    requestBody: secrets && raw ? raw.requestBody : entry.requestBody,
    answer: secrets && raw ? raw.answer : entry.responseBody,
  });

  const harEntry = (exported: Exported, base: string, secrets: boolean) => {
    const { entry, raw } = exported;
    const { url, requestBody, answer } = shown(exported, secrets);
    const full = new URL(url, base);
    const contentType = String(raw?.headers['content-type'] ?? '');
    const answerType = raw?.answerType || 'application/json; charset=utf-8';
    return {
      startedDateTime: new Date(raw?.startedAt ?? Date.parse(entry.at)).toISOString(),
      time: entry.ms,
      request: {
        method: entry.method,
        url: full.href,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: headersOf(raw, secrets),
        queryString: [...full.searchParams].map(([name, value]) => ({ name, value })),
        ...(requestBody !== null
          ? { postData: { mimeType: contentType || 'application/json', text: requestBody } }
          : {}),
        headersSize: -1,
        bodySize: requestBody === null ? 0 : Buffer.byteLength(requestBody),
      },
      response: {
        status: entry.status,
        statusText: STATUS_TEXT[entry.status] ?? '',
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: entry.status === 0 ? [] : [{ name: 'content-type', value: answerType }],
        content: {
          size: answer === null ? 0 : Buffer.byteLength(answer),
          mimeType: entry.status === 0 ? 'x-unknown' : answerType,
          ...(answer !== null ? { text: answer } : {}),
        },
        redirectURL: '',
        headersSize: -1,
        bodySize: answer === null ? -1 : Buffer.byteLength(answer),
        // Chromium's own field for a request that got no answer.
        ...(entry.status === 0
          ? { _error: `no answer (${entry.injected?.effect ?? 'none'})` }
          : {}),
      },
      cache: {},
      timings: { send: 0, wait: entry.ms, receive: 0 },
      // The mock's own facts (HAR allows fields starting with an underscore).
      _mock: {
        id: entry.id,
        operationId: entry.operationId,
        shopper: entry.shopper,
        injected: entry.injected,
        violations: entry.violations,
        truncated: entry.truncated,
      },
    };
  };

  const baseOf = (request: FastifyRequest) =>
    `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;
  // `?secrets=1` (or true) shows them.
  const secretsFlag = { secrets: { type: 'string', enum: ['1', 'true', '0', 'false'] } } as const;
  const shows = (flag: string | undefined) => flag === '1' || flag === 'true';

  app.get<{ Querystring: TrafficQuery & { secrets?: string } }>(
    '/traffic.har',
    {
      schema: {
        querystring: closedObject([], {
          after: { type: 'integer', minimum: 0 },
          operationId: { type: 'string', maxLength: 100 },
          status: { type: 'integer', minimum: 0, maximum: 599 },
          violations: { type: 'boolean' },
          limit: { type: 'integer', minimum: 1, maximum: TRAFFIC_KEPT },
          ...secretsFlag,
        }),
      },
    },
    async (request, reply) => {
      const { secrets: flag, ...query } = request.query;
      const secrets = shows(flag);
      const base = baseOf(request);
      const entries = traffic.exchanges(query).map((exported) => harEntry(exported, base, secrets));
      void reply
        .header('content-disposition', 'attachment; filename="mock-traffic.har"')
        .type('application/json; charset=utf-8');
      return {
        log: {
          version: '1.2',
          creator: { name: '@storefront/mock-server', version: '1' },
          pages: [],
          entries,
          comment: secrets
            ? 'Secrets shown (?secrets=1).'
            : 'Secrets (token headers, passwords, payment codes) are (hidden); ?secrets=1 shows them.',
        },
      };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { secrets?: string } }>(
    '/traffic/:id/curl',
    { schema: { params: idParam, querystring: closedObject([], secretsFlag) } },
    async (request): Promise<ControlAnswer<CurlAnswer>> => {
      const found = traffic.exchange(request.params.id);
      if (!found) throw controlError(404, `no traffic entry ${request.params.id} (500 are kept)`);
      return {
        ok: true,
        curl: curlCommand(found, baseOf(request), shows(request.query.secrets)),
      };
    },
  );

  function curlCommand(exported: Exported, base: string, secrets: boolean): string {
    const { entry, raw } = exported;
    const { url, requestBody } = shown(exported, secrets);
    const kept = new Set([
      'content-type',
      'accept-language',
      app.contract.tokenHeader.toLowerCase(),
    ]);
    const parts = ['curl'];
    if (entry.method !== 'GET' || requestBody !== null) parts.push('-X', entry.method);
    parts.push(shellQuote(new URL(url, base).href));
    for (const { name, value } of headersOf(raw, secrets)) {
      if (kept.has(name)) parts.push('-H', shellQuote(`${name}: ${value}`));
    }
    if (requestBody !== null) parts.push('--data-raw', shellQuote(requestBody));
    return parts.join(' ');
  }
}

/** One word for bash or sh: single quotes, a single quote inside written '\''. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
