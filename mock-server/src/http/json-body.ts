import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body's text as it came, once it parsed (kept for the traffic log). */
    trafficJson?: string;
  }
}

/** The charsets a JSON body may be labelled with: JSON is UTF-8 (RFC 8259, section 8.1). */
const UTF8_LABELS: ReadonlySet<string> = new Set(['utf-8', 'utf8']);

/**
 * The `charset` parameter of a Content-Type header, lower-cased and unquoted; undefined when the
 * header names none.
 */
export function charsetOf(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  for (const parameter of contentType.split(';').slice(1)) {
    const equals = parameter.indexOf('=');
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue;
    return parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
  }
  return undefined;
}

/** Whether a JSON body with this Content-Type is read: no charset, or UTF-8. */
export function readsAsUtf8(contentType: string | undefined): boolean {
  const charset = charsetOf(contentType);
  return charset === undefined || UTF8_LABELS.has(charset);
}

/**
 * The one JSON body parser of the app (Fastify's own, with its prototype-poisoning checks): a body
 * labelled with another charset than UTF-8 (`application/json; charset=utf-16`) answers 415 instead
 * of being read as UTF-8; with `keepText`, the text that parsed is kept on the request for the
 * traffic log (the body as the client sent it, before validation coerces a copy), so the log needs
 * no hook and no `JSON.stringify` of its own. The proxy mode reads bodies with its own parser
 * (raw bytes, forwarded as they came).
 */
export function registerJsonBodies(app: FastifyInstance, options: { keepText: boolean }): void {
  app.decorateRequest('trafficJson', undefined);
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (!readsAsUtf8(request.headers['content-type'])) {
      // The error handler answers a 415 with the envelope (unsupported_media_type).
      done(Object.assign(new Error('JSON is read as UTF-8 only'), { statusCode: 415 }), undefined);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (options.keepText) request.trafficJson = text;
    parseJson(request, text, done);
  });
}
