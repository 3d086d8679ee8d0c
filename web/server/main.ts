/*
 * The web server alone, in front of any backend that speaks the contract:
 *   API_BASE=https://api.shop.example PUBLIC_ORIGIN=https://shop.example npm run serve -w web
 * It renders the pages (their loaders read API_BASE), serves build/client, and passes the
 * browser's /api and /uploads calls on to API_BASE, so the page and its calls share one origin
 * as the token cookie needs. Listens on HOST:PORT (127.0.0.1:3000).
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createPageHandler, WEB_BUILD } from './page-handler';

const apiBase = (process.env.API_BASE ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const clientFiles = join(WEB_BUILD, 'client');
const publicOrigin = (process.env.PUBLIC_ORIGIN ?? `http://${host}:${port}`).replace(/\/+$/, '');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A file of build/client (hashed names under /assets/ are kept a year), or false. */
function sendFile(path: string, response: ServerResponse): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const file = normalize(join(clientFiles, decoded));
  if (!file.startsWith(clientFiles + sep)) return false;
  try {
    if (!statSync(file).isFile()) return false;
  } catch {
    return false;
  }
  response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (path.startsWith('/assets/'))
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  pipeline(createReadStream(file), response).catch(() => response.destroy());
  return true;
}

/** Headers that belong to one connection (RFC 9110 section 7.6.1), never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function webHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

async function send(answer: Response, response: ServerResponse): Promise<void> {
  response.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) response.setHeader(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) response.setHeader('Set-Cookie', cookies);
  if (!answer.body) return void response.end();
  await pipeline(
    Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream),
    response,
  );
}

const pages = await createPageHandler();

createServer((request, response) => {
  // The path alone, on this server's origin: `//evil.example/x` or an absolute form names no host.
  const target = request.url?.startsWith('/') && !request.url.startsWith('//') ? request.url : '/';
  const url = new URL(`${publicOrigin}${target}`);
  const method = request.method ?? 'GET';
  void (async () => {
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : Readable.toWeb(request);
      const answer = await fetch(`${apiBase}${url.pathname}${url.search}`, {
        method,
        headers: webHeaders(request),
        body: body as BodyInit | undefined,
        duplex: 'half',
        redirect: 'manual',
      } as RequestInit);
      return send(answer, response);
    }
    if ((method === 'GET' || method === 'HEAD') && sendFile(url.pathname, response)) return;
    const page = new Request(url, { method, headers: webHeaders(request) });
    return send(await pages(page), response);
  })().catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
    response.end('Bad gateway');
  });
}).listen(port, host, () => {
  console.log(`web server on http://${host}:${port}, backend ${apiBase}`);
});
