import { Activity, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
  type Location,
  type NavigationType,
} from 'react-router';
import { useSession } from '@/session/session-store';
import { isRouteHandle } from '@/routing/route-types';
import { restoreScroll, scrollToAppTop } from './scroll';

/** Screens kept mounted at most; the least recently shown one goes first. */
export const KEEP_ALIVE_LIMIT = 12;

interface KeptScreen {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
  /** Shown again at the address it was left at: it goes back to where it was scrolled. */
  returned: boolean;
}

/** The kept screens of one session, least recently shown first. */
interface KeptScreens {
  token: string | undefined;
  /** Part of each screen's key: a new session starts even the screen on show afresh. */
  generation: number;
  screens: ReadonlyMap<string, KeptScreen>;
}

/**
 * The kept screens once this render is shown: a new session drops them all; the screen on show
 * takes the current element and location and becomes the most recently shown; beyond the limit the
 * least recently shown go. The same object when nothing changes.
 */
function keepScreen(
  kept: KeptScreens,
  token: string | undefined,
  activeKey: string | undefined,
  shown: Omit<KeptScreen, 'returned'>,
): KeptScreens {
  // A different shopper (or none) must not find the previous one's screens.
  const next =
    kept.token === token ? kept : { token, generation: kept.generation + 1, screens: new Map() };
  if (activeKey === undefined) return next;
  const previous = next.screens.get(activeKey);
  if (
    previous?.element === shown.element &&
    previous.location === shown.location &&
    previous.navigationType === shown.navigationType
  ) {
    return next;
  }
  // Back to the same address: put the screen back as it was. Same screen, other address
  // (e.g. another shop): it is kept too, but starts at the top.
  const returned =
    previous !== undefined &&
    (previous.location === shown.location
      ? previous.returned
      : previous.location.pathname === shown.location.pathname &&
        previous.location.search === shown.location.search);
  const screens = new Map(next.screens);
  screens.delete(activeKey);
  screens.set(activeKey, { ...shown, returned });
  for (const key of screens.keys()) {
    if (screens.size <= KEEP_ALIVE_LIMIT) break;
    if (key !== activeKey) screens.delete(key);
  }
  return { ...next, screens };
}

/**
 * Renders the current screen; screens flagged keep-alive stay mounted but hidden (`hidden`, and
 * <Activity> pauses their effects and subscriptions) with the location they were left at, so
 * their state, queries and scroll survive a trip elsewhere. One instance per route pattern, as a
 * tab would be.
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
  const { token } = useSession();

  const [keptBefore, setKept] = useState<KeptScreens>(() => ({
    token,
    generation: 0,
    screens: new Map(),
  }));
  const kept = keepScreen(keptBefore, token, activeKey, {
    element: outlet,
    location,
    navigationType,
  });
  if (kept !== keptBefore) setKept(kept);
  const returned = activeKey !== undefined && kept.screens.get(activeKey)?.returned === true;

  // Where each kept screen is scrolled to, and which one is on show: read by the scroll listener.
  const scrollTops = useRef(new Map<string, number>());
  const activeRef = useRef<string | undefined>(undefined);

  // A layout effect, so the listener is there from the first paint: a scroll right after the
  // first screen appears is not lost (a passive effect may run only after it).
  useLayoutEffect(() => {
    const onScroll = () => {
      const key = activeRef.current;
      if (key !== undefined) scrollTops.current.set(key, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The page's first screen is where the browser put it (its top, or the place a reload goes back
  // to): only later navigations scroll. Asking the page's layout there would also lay out the
  // whole first screen in the middle of its first render.
  const landed = useRef(false);

  // Once per navigation, with the screen and its place as they are then.
  const placeScreen = useEffectEvent(() => {
    activeRef.current = activeKey;
    const landing = !landed.current;
    landed.current = true;
    if (activeKey !== undefined && returned) {
      restoreScroll(scrollTops.current.get(activeKey) ?? 0);
      return;
    }
    if (activeKey !== undefined) scrollTops.current.set(activeKey, 0);
    if (!landing) scrollToAppTop();
  });
  useLayoutEffect(() => placeScreen(), [location.key]);

  return (
    <>
      {[...kept.screens].map(([key, screen]) => (
        <Activity key={`${kept.generation}:${key}`} mode={key === activeKey ? 'visible' : 'hidden'}>
          <LocationContext.Provider
            value={{ location: screen.location, navigationType: screen.navigationType }}
          >
            <div className="screen" data-route={key} hidden={key !== activeKey}>
              {screen.element}
            </div>
          </LocationContext.Provider>
        </Activity>
      ))}
      {!keepAlive && (
        // Not kept: a fresh screen for every address (e.g. each product detail).
        <div className="screen" key={`${kept.generation}:${location.pathname}`}>
          {outlet}
        </div>
      )}
    </>
  );
}
