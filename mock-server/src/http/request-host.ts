import type { FastifyRequest } from 'fastify';

// A Host header names a host of letters, digits, dots and dashes (or a bracketed IPv6 address)
// and an optional port; anything else is not repeated into a page or an answer.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The request's Host header when it is a plain host name or IP address and an optional port
 * (lower-cased), else undefined: `a.evil.example:1@b` is none.
 */
export function requestHost(request: FastifyRequest): string | undefined {
  const host = request.headers.host ?? '';
  return HOST.test(host) ? host.toLowerCase() : undefined;
}
