import { matchPath } from 'react-router-dom';
import type { ScreenRoute } from './route-types';
import { screenRoutes } from './routes';

/** The screen the app opens on for `pathname` (`/` opens /home), if it is one of the shop's. */
export function firstScreenOf(
  pathname: string,
  screens: readonly ScreenRoute[] = screenRoutes,
): ScreenRoute | undefined {
  const path = pathname === '/' ? '/home' : pathname;
  return screens.find((screen) => matchPath(screen.path, path) !== null);
}

/**
 * Starts downloading the first screen's code and its data starters' module at once, beside its
 * strings, instead of after them (the router's lazy load then finds the module already on its
 * way; a landing screen's were asked for by the page's script already). Answers whether that
 * screen shows with the first-paint strings only.
 */
export function preloadFirstScreen(
  pathname: string,
  screens: readonly ScreenRoute[] = screenRoutes,
): { firstPaintStringsOnly: boolean } {
  const screen = firstScreenOf(pathname, screens);
  // A failed download is the router's to report, when it asks again. The data starter's module
  // too: the route's loader asks for it next, once the framework has run.
  screen?.screen?.().catch(() => undefined);
  screen?.data?.().catch(() => undefined);
  return { firstPaintStringsOnly: screen === undefined || screen.firstPaint === true };
}
