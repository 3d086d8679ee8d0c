import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
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
 * for them; it runs in the route's loader once the login guard lets the navigation through.
 */
export type RouteData = (args: RouteDataArgs) => void;

/** An area's `route-data.ts`: its starters by route path. */
export interface RouteDataModule {
  default: Readonly<Record<string, RouteData>>;
}

/** A screen module: its default export is the screen component. */
export type ScreenModule = { default: ComponentType };

export interface ScreenRoute {
  /** React Router pattern; optional segments end in `?`. */
  path: string;
  /** Translated into the document title on every navigation. */
  title: RouteTitleKey;
  /** Kept mounted (state and scroll) when the shopper navigates away and back. */
  keepAlive: boolean;
  /** Bottom tab highlighted on this screen; screens without one show no tab bar. */
  tab?: TabName;
  /**
   * The landing screen: shown with the first-paint strings only (src/i18n/string-groups.ts),
   * without waiting for the others. Every other screen waits for all strings.
   */
  firstPaint?: boolean;
  /** Loads the screen on demand. */
  screen: () => Promise<ScreenModule>;
  /**
   * Loads the screen's data starter (a small module beside the screen's, `features/<area>/route-data.ts`),
   * so its calls start while the screen's code downloads, not after it renders.
   */
  data?: () => Promise<RouteDataModule>;
}

/** What every matched route carries in `handle`, read by the layout. */
export interface RouteHandle {
  title: RouteTitleKey;
  keepAlive: boolean;
  tab: TabName | undefined;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'keepAlive' in value;
}
