import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { requestScope } from '@/session/request-scope';
import { pagePolicy } from '@/server/page-policy';

export { pageServerContext } from '@/server/page-server';

/** A render still unfinished after this is cut short (loaders have their own deadline). */
export const streamTimeout = 10_000;

/**
 * Renders a page to HTML with React's streaming renderer, whole (every loader has answered by
 * now, so the first byte already carries the screen's content, as crawlers and link previews
 * need), under a CSP whose nonce is this response's own.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const scope = requestScope();
  if (!scope) throw new Error('a page rendered outside a request scope');
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const deadline = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={scope.nonce} />,
      {
        nonce: scope.nonce,
        onAllReady() {
          clearTimeout(deadline);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set(
            'Content-Security-Policy',
            // The dev server's pages admit its inline styles (page-policy.ts says why); a build's
            // never do: import.meta.env.DEV is false in every build, whatever serves it.
            pagePolicy(scope.nonce, scope.connectSources, { development: import.meta.env.DEV }),
          );
          // The page carries the shopper's data and a nonce of its own: never stored, never shared.
          responseHeaders.set('Cache-Control', 'private, no-store');
          responseHeaders.append('Vary', 'Cookie, Accept-Language');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
