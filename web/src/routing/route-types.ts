import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { Messages } from '@/i18n/i18n';

export type RouteTitleKey = `route.${keyof Messages['route'] & string}`;
export type TabName = 'home' | 'explore' | 'message' | 'cart' | 'me';

/** What a screen's data starter gets from the navigation. */
export interface RouteDataArgs {
  params: Params;
  url: URL;
  queryClient: QueryClient;
}

/**
 * Starts the screen's queries (`startQuery` / `startPages` of `api/prefetch.ts`) without waiting
 * for them: the route module's loaders run it, on the server (which then waits for the answers and
 * puts them in the page) and in the browser (where the screen's code downloads meanwhile).
 */
export type RouteData = (args: RouteDataArgs) => void;

/** What every route module exports as `handle`, read by the layout. */
export interface RouteHandle {
  /** Translated into the document title. */
  title: RouteTitleKey;
  /** Kept mounted (state and scroll) when the shopper navigates away and back. */
  keepAlive: boolean;
  /** Bottom tab highlighted on this screen; screens without one show no tab bar. */
  tab: TabName | undefined;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'keepAlive' in value;
}
