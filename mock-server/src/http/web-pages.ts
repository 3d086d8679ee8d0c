import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endToEnd } from './end-to-end-headers';
import type { SocketAddress } from './security-headers';
import { socketOriginOf } from './security-headers';
import { requestHost } from './request-host';

/**
 * The storefront's pages, rendered by the web package's own request handler
 * (web/server/page-handler.ts) over its build (web/build: client/ for the browser, server/ for
 * the handler). The handler's loaders read this server's /api in-process (`app.inject`), so the
 * contract checks, the traffic log, faults and the UPSTREAM proxy see every call they make.
 */
export interface WebPagesOptions {
  /** The web build folder; its pages are served when it holds server/index.js. */
  build: string;
  /** The page handler's module (web/server/page-handler.ts). */
  handlerModule: string;
  socketAddress?: SocketAddress;
  /** PUBLIC_ORIGIN: canonical and link-preview URLs; else the request's validated Host. */
  publicOrigin?: string;
}

/** What web/server/page-handler.ts offers (loaded at run time: the mock imports no web code). */
interface PageServer {
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  publicOrigin: string | undefined;
  connectSources: (request: Request) => readonly string[];
}
type PageHandler = (request: Request, perRequest?: Partial<PageServer>) => Promise<Response>;
interface PageHandlerModule {
  createPageHandler(server: Partial<PageServer>, build?: string): Promise<PageHandler>;
}

/** Whether `build` holds a page build to serve. */
export function hasWebBuild(build: string): boolean {
  return existsSync(join(build, 'server', 'index.js'));
}

/** The request's origin, from its Host header when that is a plain host, else loopback. */
export function requestOrigin(request: FastifyRequest): string {
  return `http://${requestHost(request) ?? '127.0.0.1'}`;
}

/** The request's end-to-end headers for the page handler (its Host goes into the URL). */
function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(endToEnd(request.headers, (n) => n === 'host'))) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** A path the backend answers itself: never a page. */
export function isBackendPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path.startsWith('/__mock') ||
    path.startsWith('/__console') ||
    path.startsWith('/uploads/') ||
    path === '/ws'
  );
}

/**
 * How a page is compressed as it streams: brotli when the browser takes it, else gzip, else not.
 * (The build's files have their own precompressed copies; /api answers are left as they are.)
 */
export function pageEncoding(accepted: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const names = (Array.isArray(accepted) ? accepted.join(',') : (accepted ?? ''))
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
    .map(([name]) => name?.trim().toLowerCase());
  if (names.includes('br')) return 'br';
  if (names.includes('gzip')) return 'gzip';
  return undefined;
}

/** Brotli at quality 4: about gzip's speed, a smaller page (quality 11 would hold the stream). */
const brotliPage = () => createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });

export async function registerWebPages(
  app: FastifyInstance,
  options: WebPagesOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const module = (await import(pathToFileURL(options.handlerModule).href)) as PageHandlerModule;
  const pages = await module.createPageHandler(
    {
      // The loaders' /api calls, answered by this app in-process.
      fetchApi: async (path, init) => {
        const headers: Record<string, string> = {};
        new Headers(init.headers).forEach((value, name) => (headers[name] = value));
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url: path,
          headers,
          ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        });
        return new Response(answer.rawPayload.length > 0 ? answer.rawPayload : null, {
          status: answer.statusCode,
          headers: Object.entries(answer.headers).flatMap(([name, value]) =>
            value === undefined
              ? []
              : (Array.isArray(value) ? value : [String(value)]).map(
                  (one) => [name, one] as [string, string],
                ),
          ),
        });
      },
      publicOrigin: options.publicOrigin,
      connectSources: () => [],
    },
    options.build,
  );
  // The build's files: hashed names under /assets/, kept a year; .br and .gz copies beside them.
  await app.register(fastifyStatic, {
    root: join(options.build, 'client', 'assets'),
    prefix: '/assets/',
    wildcard: false,
    index: false,
    preCompressed: true,
    maxAge: '365d',
    immutable: true,
  });
  return async (request, reply) => {
    const origin = requestOrigin(request);
    const socket = socketOriginOf(options.socketAddress?.(request) ?? null);
    // The path alone goes on, on the validated origin: a request target such as `//evil.example/x`
    // or an absolute form names no other host for the page's links.
    const target = request.url.startsWith('/') && !request.url.startsWith('//') ? request.url : '/';
    const answer = await pages(
      new Request(`${origin}${target}`, {
        method: request.method,
        headers: webHeaders(request),
      }),
      { connectSources: () => (socket ? [socket] : []) },
    );
    reply.code(answer.status);
    answer.headers.forEach((value, name) => {
      if (name !== 'set-cookie') reply.header(name, value);
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!answer.body || request.method === 'HEAD') return reply.send();
    const body = Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (!encoding) return reply.send(body);
    reply.header('content-encoding', encoding);
    const compressed = encoding === 'br' ? brotliPage() : createGzip();
    // pipeline: a client that leaves ends the compressor and the render's stream too.
    pipeline(body, compressed).catch(() => undefined);
    return reply.send(compressed);
  };
}
