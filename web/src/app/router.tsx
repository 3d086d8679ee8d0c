import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { ensureAllStrings } from '@/i18n/i18n';
import { AppLoading } from './app-loading';
import { guardLoader } from './guard-loader';
import { Layout } from './layout';
import { RouteError, ScreenLoadError } from './route-error';
import type { RouteHandle, ScreenRoute } from './route-types';
import { screenRoutes } from './routes';

function toRouteObject(route: ScreenRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, keepAlive: route.keepAlive, tab: route.tab };
  const load = route.screen;
  return {
    id: route.path,
    path: route.path,
    handle,
    loader: guardLoader,
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
export function appRoutes(screens: readonly ScreenRoute[] = screenRoutes): RouteObject[] {
  const notFound: RouteHandle = { title: 'route.notFound', keepAlive: false, tab: undefined };
  return [
    {
      path: '/',
      Component: Layout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteError,
      children: [
        { index: true, loader: () => redirect('/home') },
        ...screens.map(toRouteObject),
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
