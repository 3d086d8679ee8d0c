import { createContext } from 'react-router';

/**
 * How the page server reaches the rest of the shop. The mock-server mounts the pages with its own
 * (its /api answered in-process, its chat socket in the CSP); alone, the web server reads the
 * environment (`web/server/main.ts`, and `react-router dev` in development).
 */
export interface PageServer {
  /** Fetches a backend path (`/api/...`), the request's headers as the client set them. */
  fetchApi(path: string, init: RequestInit): Promise<Response>;
  /** The shop's public origin for canonical and link-preview URLs; else the request's own. */
  publicOrigin: string | undefined;
  /** Origins the page may connect to besides its own (the chat socket's), for the CSP. */
  connectSources(request: Request): readonly string[];
}

/** API_BASE: the backend the pages read from; the mock-server's default address when unset. */
export function pageServerFromEnv(
  env: Record<string, string | undefined> = process.env,
): PageServer {
  const apiBase = (env.API_BASE ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const chat = env.CHAT_WS_ORIGIN;
  return {
    fetchApi: (path, init) => fetch(`${apiBase}${path}`, init),
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    // The chat's socket: CHAT_WS_ORIGIN, else the backend's origin; any loopback port only in
    // development (Vite's own socket).
    connectSources: () =>
      chat
        ? [chat]
        : [
            new URL(apiBase).origin.replace(/^http/, 'ws'),
            ...(import.meta.env.DEV ? ['ws://127.0.0.1:*', 'ws://localhost:*'] : []),
          ],
  };
}

export const pageServerContext = createContext<PageServer>(pageServerFromEnv());
