import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { queryClient as appQueryClient } from '@/api/query-client';
import { ensureAllStrings } from '@/i18n/i18n';
import { AppLoading } from './app-loading';
import { guardLoader } from './guard-loader';
import { Layout } from './layout';
import { RouteError, ScreenLoadError } from './route-error';
import type { RouteHandle, ScreenRoute } from './route-types';
import { screenRoutes } from './routes';
import { paths } from './paths';

/**
 * The route's loader: the login guard, then the screen's queries are started and not awaited, so
 * the data downloads beside the screen's code (which the router's `lazy` fetches at the same time).
 * The data starter's own module is asked for before the guard runs, so it is there when allowed.
 */
export function screenLoader(route: ScreenRoute, queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const starter = route.data?.().catch(() => undefined);
    await guardLoader(args);
    // The starter's module (asked for before the guard, so here by now) starts the queries before
    // the loader returns: the screen, rendered next, joins them instead of asking first (and the
    // starter, fresh on every visit, then asking again).
    const module = await starter;
    try {
      module?.default[route.path]?.({
        params: args.params,
        url: new URL(args.request.url),
        queryClient,
      });
    } catch {
      // A starter that fails leaves the screen to ask itself.
    }
    return null;
  };
}

function toRouteObject(route: ScreenRoute, queryClient: QueryClient): RouteObject {
  const handle: RouteHandle = { title: route.title, keepAlive: route.keepAlive, tab: route.tab };
  const load = route.screen;
  return {
    id: route.path,
    path: route.path,
    handle,
    loader: route.data ? screenLoader(route, queryClient) : guardLoader,
    // A screen that fails to load keeps the shell (tabs, title) around its error.
    ErrorBoundary: RouteError,
    lazy: async () => {
      try {
        const [screen] = await Promise.all([
          load(),
          route.firstPaint ? undefined : ensureAllStrings(),
        ]);
        return { Component: screen.default };
      } catch (error) {
        // The router does not show a boundary for a failed lazy load, so the screen
        // becomes its own error: the shell stays, the shopper gets a reload.
        if (import.meta.env.DEV) console.error(error);
        return { Component: ScreenLoadError };
      }
    },
  };
}

/** The route objects of the whole app; tests pass their own screens to a memory router. */
export function appRoutes(
  screens: readonly ScreenRoute[] = screenRoutes,
  queryClient: QueryClient = appQueryClient,
): RouteObject[] {
  const notFound: RouteHandle = { title: 'route.notFound', keepAlive: false, tab: undefined };
  return [
    {
      path: '/',
      Component: Layout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteError,
      children: [
        { index: true, loader: () => redirect(paths.home()) },
        ...screens.map((screen) => toRouteObject(screen, queryClient)),
        {
          id: 'not-found',
          path: '*',
          handle: notFound,
          loader: guardLoader,
          lazy: async () => ({ Component: (await import('./not-found')).default }),
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
