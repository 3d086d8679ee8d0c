import type { ComponentType } from 'react';
import type { Messages } from '@/i18n/i18n';

export type RouteTitleKey = `route.${keyof Messages['route'] & string}`;
export type TabName = 'home' | 'explore' | 'message' | 'cart' | 'me';

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
