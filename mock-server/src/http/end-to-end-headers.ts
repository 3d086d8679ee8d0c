import type { IncomingHttpHeaders } from 'node:http';

/**
 * Hop-by-hop headers (RFC 9110 section 7.6.1), the headers a Connection header lists besides, and
 * the proxy credentials: meant for one connection, never forwarded either way.
 */
const HOP_BY_HOP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
]);

/** The names a Connection header lists (lower-cased). */
function connectionListed(value: unknown): Set<string> {
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  return new Set(
    text
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** `headers` without hop-by-hop headers, what its Connection header lists, and `also`. */
export function endToEnd(
  headers: IncomingHttpHeaders,
  also: (name: string) => boolean,
): IncomingHttpHeaders {
  const listed = connectionListed(headers.connection);
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || listed.has(lower) || also(lower)) continue;
    kept[name] = value;
  }
  return kept;
}
