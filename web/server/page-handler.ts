import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import { pageServerFromEnv, type PageServer } from '../src/server/page-server';

/** The web build's folder (`npm run build -w web`): build/client for browsers, build/server. */
export const WEB_BUILD = fileURLToPath(new URL('../build/', import.meta.url));

/** Answers a page request; `perRequest` overrides settings for this request alone. */
export type PageHandler = (request: Request, perRequest?: Partial<PageServer>) => Promise<Response>;

/** Whether `build` holds a server build to serve. */
export function hasPageBuild(build = WEB_BUILD): boolean {
  return existsSync(
    new URL('server/index.js', pathToFileURL(build.endsWith('/') ? build : `${build}/`)),
  );
}

/**
 * The pages' request handler: a Fetch API handler (Request in, Response out) over the server
 * build, for any Node server to mount. `server` says how to reach the backend; what it leaves out
 * comes from the environment (API_BASE, PUBLIC_ORIGIN, CHAT_WS_ORIGIN).
 */
export async function createPageHandler(
  server: Partial<PageServer> = {},
  build = WEB_BUILD,
): Promise<PageHandler> {
  const folder = pathToFileURL(build.endsWith('/') ? build : `${build}/`);
  const serverBuild = (await import(new URL('server/index.js', folder).href)) as ServerBuild;
  const handle = createRequestHandler(serverBuild, 'production');
  const entry = serverBuild.entry.module as { pageServerContext?: RouterContext<PageServer> };
  if (!entry.pageServerContext) throw new Error('the server build exports no pageServerContext');
  const contextKey = entry.pageServerContext;
  const settings: PageServer = { ...pageServerFromEnv(), ...server };
  return (request, perRequest) => {
    const context = new RouterContextProvider();
    context.set(contextKey, perRequest ? { ...settings, ...perRequest } : settings);
    return handle(request, context);
  };
}
