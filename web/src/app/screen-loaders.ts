import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { redirect, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@/api/api-error';
import { getCartQueryOptions } from '@/api/cart';
import { queryClient as browserQueryClient } from '@/api/query-client';
import { userQueryOptions } from '@/api/user';
import { startQuery } from '@/api/prefetch';
import { SESSION_ENDED_COOKIE, TOKEN_COOKIE } from '@/session/cookies';
import { guardLoader } from './guard-loader';
import {
  isGuestPath,
  LOGIN_PATH,
  loginRedirect,
  ROOT_PATH,
  sessionEndedRedirect,
} from '@/routing/login-guard';
import { requestScope, type RequestScope } from '@/session/request-scope';
import type { RouteData } from '@/routing/route-types';

/**
 * A server render waits this long for a screen's calls; what has not answered by then is left to
 * the browser (the screen shows its loading state for it and asks itself).
 */
export const SERVER_DATA_DEADLINE_MS = 4_000;

/** What a screen's server loader hands to the page: its queries' answers, dehydrated. */
export interface ScreenLoaderData {
  dehydrated: DehydratedState;
}

/** The browser forgets a token the backend refused. */
const DROP_TOKEN = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** On a guest page the shopper stays, told once by the shell that the session ended. */
const SESSION_ENDED_FLAG = `${SESSION_ENDED_COOKIE}=1; Path=/; Max-Age=300; SameSite=Lax`;

/** Resolves once no query of `client` is fetching, or after `deadlineMs`. */
function settled(client: QueryClient, deadlineMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(finish, deadlineMs);
    const unsubscribe = client.getQueryCache().subscribe(check);
    function finish() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
    function check() {
      if (client.isFetching() === 0) finish();
    }
    check();
  });
}

/**
 * The login guard on the server (spec section 6, as `login-guard.ts` decides it in the browser):
 * a guest on a protected path is sent to /login with where they were going; a signed-in shopper
 * on /login to the root; a token the backend refuses is dropped (the cookie cleared) and the
 * request treated as a guest's.
 */
async function guardOnServer(url: URL, scope: RequestScope): Promise<void> {
  const target = `${url.pathname}${url.search}`;
  if (!scope.session.token) {
    if (!isGuestPath(url.pathname)) throw redirect(loginRedirect(target));
    return;
  }
  if (url.pathname === LOGIN_PATH) throw redirect(ROOT_PATH);
  try {
    await scope.queryClient.fetchQuery(userQueryOptions());
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      // The token was the shopper's and is no longer (a sign-out elsewhere, a new password, a
      // backend reset): a protected page goes to /login saying the session ended; a guest page
      // stays, as a guest's, and the shell says it once (the flag cookie).
      const headers = new Headers([['Set-Cookie', DROP_TOKEN]]);
      if (isGuestPath(url.pathname)) {
        headers.append('Set-Cookie', SESSION_ENDED_FLAG);
        throw redirect(target, { headers });
      }
      throw redirect(sessionEndedRedirect(target), { headers });
    }
    // The backend is unreachable or failing: the page renders, the browser asks again.
  }
}

/** The page request a server loader runs in. */
function loaderScope(): RequestScope {
  const scope = requestScope();
  if (!scope) throw new Error('a server loader ran outside a request scope');
  return scope;
}

/** The login guard alone on the server, for a route that only redirects (/order). */
export async function serverGuardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await guardOnServer(new URL(request.url), loaderScope());
  return null;
}

/**
 * A screen's server loader: the guard, then the screen's queries (its `route-data.ts` starter)
 * into the request's query client, waited for up to the deadline, then dehydrated into the page
 * so the browser's first render shows the same answers without asking again.
 */
export function serverScreenLoader(starter?: RouteData) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<ScreenLoaderData> => {
    const scope = loaderScope();
    const url = new URL(request.url);
    await guardOnServer(url, scope);
    try {
      // The shell's own data: the cart count on the tab bar, for a signed-in shopper.
      if (scope.session.token) startQuery(scope.queryClient, getCartQueryOptions());
      starter?.({ params, url, queryClient: scope.queryClient });
    } catch {
      // A starter that fails leaves the screen to ask in the browser.
    }
    await settled(scope.queryClient, SERVER_DATA_DEADLINE_MS);
    return { dehydrated: dehydrate(scope.queryClient) };
  };
}

/**
 * A screen's browser loader (every navigation after the first page): the login guard, then the
 * screen's queries started and not awaited, so the data downloads beside the screen's code.
 */
export function clientScreenLoader(starter?: RouteData) {
  return async (args: ClientLoaderFunctionArgs): Promise<null> => {
    await guardLoader(args);
    try {
      starter?.({
        params: args.params,
        url: new URL(args.request.url),
        queryClient: browserQueryClient,
      });
    } catch {
      // A starter that fails leaves the screen to ask itself.
    }
    return null;
  };
}
