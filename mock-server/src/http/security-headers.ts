import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The chat socket address /api/chat/getWebSocketUrl names for this request (ws:// or wss://), so
 * the app's connect-src follows the same configuration; null when there is no chat.
 */
export type SocketAddress = (request: FastifyRequest) => string | null;

/** The same on every answer: pages, their files, /api, /__mock, pictures. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/**
 * Pictures (/uploads: the catalog's SVGs and shoppers' uploads): nothing inside may run or load,
 * whatever the file holds; `sandbox` also gives an SVG opened on its own a unique origin.
 */
export const PICTURE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox";

/** JSON answers (/api, /__mock): never a document. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The app: its own scripts and styles only (the build has no inline script or style, and React's
 * `style` props go through the CSSOM, which CSP does not govern), pictures from itself plus data:
 * and blob: (previews of a picture before upload), fetches to itself and the chat's socket origin.
 */
export function appPolicy(socketOrigin: string | null): string {
  const connect = ["'self'", ...(socketOrigin ? [socketOrigin] : [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

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

function isJsonPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/__mock');
}

/**
 * Sets the security headers on every answer Fastify sends (routes, static files, the SPA fallback,
 * 404s, injected faults). A route that set its own Content-Security-Policy keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance, socketAddress?: SocketAddress): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(COMMON_SECURITY_HEADERS);
    if (!reply.hasHeader('content-security-policy')) {
      const url = request.url;
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      const policy = path.startsWith('/uploads/')
        ? PICTURE_POLICY
        : isJsonPath(path)
          ? API_POLICY
          : appPolicy(socketOriginOf(socketAddress?.(request) ?? null));
      reply.header('content-security-policy', policy);
    }
    done(null, payload);
  });
}
