import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';

// Security headers by @fastify/helmet (ADR 0018): the same headers on every answer, and a
// Content-Security-Policy per route (the `helmet` route option, set here by path when a route is
// added). JSON is the default, so an answer no route claims (404s, refusals) is never a document.

/**
 * The chat socket address /api/chat/getWebSocketUrl names for this request (ws:// or wss://), so
 * the app's connect-src follows the same configuration; null when there is no chat.
 */
export type SocketAddress = (request: FastifyRequest) => string | null;

type Directives = Record<string, (string | ((request: IncomingMessage) => string))[]>;

/**
 * On every answer: pages, their files, /api, /__mock, pictures. Helmet's defaults, except: no
 * Strict-Transport-Security (the server cannot tell whether TLS is in front of it, and a pinned
 * localhost breaks developers' other servers), frames denied outright, and the Referer kept to the
 * origin across sites (the default `no-referrer` would hide it from the shop's own analytics).
 */
const COMMON = {
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
} as const;

/** JSON answers (/api, /__mock, and whatever no route claims): never a document. */
const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
};

/**
 * Pictures (/uploads: the catalog's SVGs and shoppers' uploads): nothing inside may run or load,
 * whatever the file holds; `sandbox` also gives an SVG opened on its own a unique origin.
 */
const PICTURE_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ['data:'],
  'frame-ancestors': ["'none'"],
  sandbox: [],
};

/**
 * The app's files, the console and any page the page handler does not set a policy on (it sets
 * its own, with a nonce: web/src/server/page-policy.ts): its own scripts and styles only,
 * pictures from itself plus data: and blob: (previews of a picture before upload), fetches to
 * itself and the chat's socket origin (`connect` gives the sources for a request).
 */
function appDirectives(connect: (request: IncomingMessage) => string): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': [connect],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const policy = (directives: Directives) => ({
  contentSecurityPolicy: { useDefaults: false as const, directives },
});

/** The headers helmet sets for `options`, by lower-case name (for answers written by hand). */
function headersOf(options: typeof COMMON & ReturnType<typeof policy>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every header of a JSON answer, for the answers written to the socket before Fastify parsed a
 * request (app.ts, `answerClientError`): the same as a routed JSON answer gets.
 */
export const JSON_ANSWER_HEADERS: Readonly<Record<string, string>> = headersOf({
  ...COMMON,
  ...policy(API_DIRECTIVES),
});

/** The Content-Security-Policy of JSON answers, as sent. */
export const API_POLICY = JSON_ANSWER_HEADERS['content-security-policy'] ?? '';

/** The Content-Security-Policy of pictures, as sent. */
export const PICTURE_POLICY =
  headersOf({ ...COMMON, ...policy(PICTURE_DIRECTIVES) })['content-security-policy'] ?? '';

// ws or wss, a host of letters, digits, dots, dashes (or a bracketed IPv6), an optional port: the
// Host header a client sends ends up here, so nothing else may reach the policy.
const SOCKET_ORIGIN = /^wss?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `ws://host:port` of a socket address, or null when it is not a plain ws or wss URL. */
export function socketOriginOf(address: string | null): string | null {
  if (!address) return null;
  const match = /^(wss?:\/\/[^/?#]+)/i.exec(address);
  const origin = match?.[1]?.toLowerCase() ?? null;
  return origin && SOCKET_ORIGIN.test(origin) ? origin : null;
}

const isJsonPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/__mock');

/**
 * Registers @fastify/helmet for every answer Fastify sends (routes, static files, the page
 * fallback, 404s, injected faults), before any route: routes under /uploads/ get the picture
 * policy, routes and unclaimed addresses outside /api, /__mock and /uploads the app's,
 * everything else (unclaimed /api and /__mock addresses included) the JSON one. A
 * route that sets its own Content-Security-Policy (the pages) keeps it: helmet's headers are set
 * when the request arrives, the route's when it answers, and the route's win.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  socketAddress?: SocketAddress,
): Promise<void> {
  // Helmet's directive functions get Node's request; the socket address needs Fastify's.
  const requests = new WeakMap<IncomingMessage, FastifyRequest>();
  if (socketAddress) {
    app.addHook('onRequest', (request, _reply, done) => {
      requests.set(request.raw, request);
      done();
    });
  }
  const connect = (raw: IncomingMessage) => {
    const request = requests.get(raw);
    const origin = request && socketAddress ? socketOriginOf(socketAddress(request)) : null;
    return origin ? `'self' ${origin}` : "'self'";
  };
  const appPolicy = policy(appDirectives(connect));
  const picturePolicy = policy(PICTURE_DIRECTIVES);
  // Before helmet's own onRoute hook, which reads the `helmet` option of each route.
  app.addHook('onRoute', (route) => {
    if (route.helmet !== undefined) return;
    if (route.url.startsWith('/uploads/')) route.helmet = picturePolicy;
    else if (!isJsonPath(route.url)) route.helmet = appPolicy;
  });
  await app.register(fastifyHelmet, { ...COMMON, ...policy(API_DIRECTIVES) });
  // An address no route claims gets the policy a route at that address would: outside /api,
  // /__mock and /uploads it is the page fallback's (app.ts), whose pages set their own over it.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.is404) return done();
    const path = pathOf(request.url);
    if (path.startsWith('/uploads/')) reply.helmet(picturePolicy);
    else if (!isJsonPath(path)) reply.helmet(appPolicy);
    done();
  });
}

const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};
