import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type ClientLoaderFunctionArgs,
  type InitialEntry,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { Layout } from '@/app/layout';
import { clientScreenLoader } from '@/app/screen-loaders';
import { ErrorBoundary } from '@/root';
import routeConfig from '@/routes';

/** A fresh query cache whose queries are not retried, so a refused call shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Renders `routes` at `path` with a fresh query cache (or `queryClient`, for a test that watches
 * the calls in flight), as the app does.
 * Returns the router, so a test can read where the screen went.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  queryClient: QueryClient = testQueryClient(),
  /** A history to start from instead of `path` alone (the last entry shown). */
  history?: InitialEntry[],
) {
  const entries = history ?? [path];
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** What a route module of `src/routes` exports, as React Router reads it in the browser. */
export interface RouteModule {
  default?: ComponentType;
  handle?: unknown;
  loader?: unknown;
  clientLoader?: (args: ClientLoaderFunctionArgs) => unknown;
}

const routeModules = import.meta.glob<RouteModule>('../routes/*.{ts,tsx}');

/** The route module of a route config entry's `file` (`routes/home.tsx`). */
export function loadRouteModule(file: string): Promise<RouteModule> {
  const load = routeModules[`../${file}`];
  if (!load) throw new Error(`no route module ${file}`);
  return load();
}

export interface AppRoutesOptions {
  /**
   * The screen to show instead of a route module's own (by the module's file, `routes/home.tsx`);
   * undefined keeps the module's.
   */
  screen?: (file: string, module: RouteModule) => ComponentType | undefined;
  /** false: each route's loader runs the login guard only, not the screen's data starter. */
  screenData?: boolean;
}

/** The guard alone, as a route module without a data starter has it. */
const guardOnly = clientScreenLoader();

/**
 * The app's routes as React Router builds them in the browser from `src/routes.ts` and the route
 * modules (each loaded on demand; its `clientLoader` is the route's loader, its `handle` what the
 * shell reads), under the shell (`app/layout.tsx`) with the document's error boundary. The
 * document itself (`root.tsx`, an <html>) is not rendered: a test renders into a container.
 */
export function appRoutes({ screen, screenData = true }: AppRoutesOptions = {}): RouteObject[] {
  const children = routeConfig.map((entry): RouteObject => {
    const lazy = async () => {
      const module = await loadRouteModule(entry.file);
      // Without the screens' data, a screen's route still runs the login guard.
      const clientLoader = screenData || !module.default ? module.clientLoader : guardOnly;
      const loader =
        clientLoader &&
        ((args: LoaderFunctionArgs) =>
          clientLoader({
            ...args,
            serverLoader: () => Promise.reject(new Error('no server in a unit test')),
          }));
      return {
        Component: screen?.(entry.file, module) ?? module.default ?? null,
        handle: module.handle,
        ...(loader ? { loader } : {}),
      };
    };
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
    return entry.index ? { id, index: true, lazy } : { id, path: entry.path, lazy };
  });
  // Nothing before the first screen's loaders settle (the server's page stands there in the app).
  const HydrateFallback = () => null;
  return [{ id: 'root', path: '/', Component: Layout, ErrorBoundary, HydrateFallback, children }];
}
