import { Activity, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import { useSession } from '@/session/session-store';
import { isRouteHandle } from './route-types';
import { restoreScroll, scrollToAppTop } from './scroll';

/** Screens kept mounted at most; the least recently shown one goes first. */
export const KEEP_ALIVE_LIMIT = 12;

interface KeptScreen {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
  scrollTop: number;
}

/**
 * Renders the current screen; screens flagged keep-alive stay mounted but hidden
 * (React's <Activity>) with the location they were left at, so their state, queries and
 * scroll survive a trip elsewhere. One instance per route pattern, as a tab would be.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const handle = isRouteHandle(leaf?.handle) ? leaf.handle : undefined;
  const keepAlive = handle?.keepAlive === true && leaf !== undefined;
  const activeKey = keepAlive ? leaf.id : undefined;

  const kept = useRef(new Map<string, KeptScreen>());
  const activeRef = useRef<string | undefined>(undefined);
  // Back to the same address: put the screen back as it was. Same screen, other address
  // (e.g. another shop): it is kept too, but starts at the top.
  const keptLocation = activeKey === undefined ? undefined : kept.current.get(activeKey)?.location;
  const wasKept =
    keptLocation !== undefined &&
    keptLocation.pathname === location.pathname &&
    keptLocation.search === location.search;

  // A different shopper (or none) must not find the previous one's screens.
  // The generation is part of each screen's key, so even the screen on show starts afresh.
  const { token } = useSession();
  const tokenRef = useRef(token);
  const generation = useRef(0);
  if (tokenRef.current !== token) {
    tokenRef.current = token;
    generation.current += 1;
    kept.current.clear();
  }

  if (activeKey !== undefined) {
    const previous = kept.current.get(activeKey);
    kept.current.delete(activeKey);
    kept.current.set(activeKey, {
      element: outlet,
      location,
      navigationType,
      scrollTop: wasKept ? (previous?.scrollTop ?? 0) : 0,
    });
    for (const key of kept.current.keys()) {
      if (kept.current.size <= KEEP_ALIVE_LIMIT) break;
      if (key !== activeKey) kept.current.delete(key);
    }
  }

  // Remember where each kept screen is scrolled to while it is on show.
  useEffect(() => {
    const onScroll = () => {
      const key = activeRef.current;
      const screen = key === undefined ? undefined : kept.current.get(key);
      if (screen) screen.scrollTop = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    activeRef.current = activeKey;
    const screen = activeKey === undefined ? undefined : kept.current.get(activeKey);
    if (wasKept && screen) restoreScroll(screen.scrollTop);
    else scrollToAppTop();
    // Runs once per navigation; the other values are read as they are then.
  }, [location.key]);

  return (
    <>
      {[...kept.current].map(([key, screen]) => (
        <Activity
          key={`${generation.current}:${key}`}
          mode={key === activeKey ? 'visible' : 'hidden'}
        >
          <LocationContext.Provider
            value={{ location: screen.location, navigationType: screen.navigationType }}
          >
            <div className="screen" data-route={key}>
              {screen.element}
            </div>
          </LocationContext.Provider>
        </Activity>
      ))}
      {!keepAlive && (
        // Not kept: a fresh screen for every address (e.g. each product detail).
        <div className="screen" key={`${generation.current}:${location.pathname}`}>
          {outlet}
        </div>
      )}
    </>
  );
}
