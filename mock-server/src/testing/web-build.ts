import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A stand-in for web/server/page-handler.ts: what this server gives the web's page handler and
 * does with its answers is the mock's part, tested here without a web build (unit tests run
 * before `npm run build -w web`). The real handler over the real build is the e2e suite's
 * (e2e/src/security.spec.ts: the pages' headers and policy; every spec: the pages).
 *
 * Every page answers 200 with the page's own Content-Security-Policy naming the connect sources it
 * was given, two cookies, and a body that tells the request it saw; `/categories` reads this
 * server's /api/index/category through `fetchApi` (in-process) and tells how many came back.
 */
const STAND_IN_HANDLER = `
export async function createPageHandler(server, build) {
  return async (request, perRequest) => {
    const url = new URL(request.url);
    const sources = (perRequest?.connectSources ?? server.connectSources)(request);
    let body = request.method + ' ' + url.pathname + url.search + ' from ' + build;
    if (url.pathname === '/categories') {
      const answer = await server.fetchApi('/api/index/category', { headers: { lang: 'en' } });
      const { data } = await answer.json();
      body += ' categories=' + data.length;
    }
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': ["default-src 'self'", ["connect-src 'self'", ...sources].join(' ')].join('; '),
      'cache-control': 'private, no-store',
    });
    headers.append('set-cookie', 'first=1; Path=/');
    headers.append('set-cookie', 'second=2; Path=/');
    return new Response('<!doctype html><title>Storefront</title><p>' + body + '</p>', { headers });
  };
}
`;

export interface WebBuild {
  /** The build folder (server/index.js, client/assets/). */
  webBuild: string;
  /** The stand-in page handler's module. */
  webPageHandler: string;
}

/**
 * A web build in `dir` (its server entry a placeholder the stand-in handler never loads) with
 * `assets` under client/assets, and the stand-in page handler: pass both to TestApi.start.
 */
export async function standInWebBuild(
  dir: string,
  assets: Record<string, string | Buffer> = {},
): Promise<WebBuild> {
  await mkdir(join(dir, 'server'), { recursive: true });
  await mkdir(join(dir, 'client', 'assets'), { recursive: true });
  await writeFile(join(dir, 'server', 'index.js'), 'export {};\n');
  for (const [name, content] of Object.entries(assets)) {
    await writeFile(join(dir, 'client', 'assets', name), content);
  }
  const webPageHandler = join(dir, 'page-handler.mjs');
  await writeFile(webPageHandler, STAND_IN_HANDLER);
  return { webBuild: dir, webPageHandler };
}
