import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { MiddlewareFunction } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { readRequestScopeFrom, type RequestScope } from '@/session/request-scope';
import { knownTimeZone, SERVER_TIME_ZONE } from '@/i18n/date-time';
import { serverI18n } from '@/i18n/i18n';
import { pickInitialLanguage } from '@/i18n/languages';
import { LANGUAGE_COOKIE, TIME_ZONE_COOKIE, TOKEN_COOKIE } from '@/session/cookies';
import { pageServerContext } from './page-server';

const scopes = new AsyncLocalStorage<RequestScope>();
readRequestScopeFrom(() => scopes.getStore());

/** `Accept-Language` as tags, most preferred first (q-values honoured, at most 10 read). */
export function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .slice(0, 10)
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((entry) => entry.tag);
}

/** The longest token we pass on: anything longer is no token the backend issued. */
const TOKEN_MAX_LENGTH = 512;

/**
 * Every page request runs inside its own scope (session/request-scope.ts): the session from the
 * `Admin-Token` cookie, the language from `Local_Lang` (else `Accept-Language`), a query client of
 * its own, a fresh CSP nonce. Loaders and the render read it; nothing is kept after the answer.
 */
export const requestScopeMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const server = context.get(pageServerContext);
  // The first of a repeated name; a value that is not URL-encoded text stays as sent.
  const cookies = parseCookie(request.headers.get('cookie') ?? '');
  const token = cookies[TOKEN_COOKIE];
  const language = pickInitialLanguage(
    cookies[LANGUAGE_COOKIE],
    acceptedLanguages(request.headers.get('accept-language')),
  );
  const scope: RequestScope = {
    session: {
      token: token && token.length <= TOKEN_MAX_LENGTH ? token : undefined,
      unreadChatTotal: 0,
    },
    language,
    timeZone: knownTimeZone(cookies[TIME_ZONE_COOKIE]) ?? SERVER_TIME_ZONE,
    queryClient: createQueryClient({ server: true }),
    i18n: await serverI18n(language),
    fetchApi: (path, init) => server.fetchApi(path, init),
    nonce: randomBytes(16).toString('base64'),
    publicOrigin: server.publicOrigin ?? new URL(request.url).origin,
    connectSources: server.connectSources(request),
  };
  return scopes.run(scope, next);
};
