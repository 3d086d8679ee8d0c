import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** The first segments of the tab screens' addresses (`pending-screen-kinds.ts` has them all). */
const TAB_SCREENS: ReadonlySet<string> = new Set(['home', 'explore', 'chatRoom', 'bag', 'profile']);

const firstSegment = (pathname: string) => pathname.split('/')[1] ?? '';

/**
 * While the browser loads another screen (its code, the guard's call), that screen's placeholder
 * covers the one being left (`pending-screen-view.tsx`, shapes by screen in
 * `pending-screen-kinds.ts`). It lives in the shell, so it shows before the screen's own code has
 * arrived: on a slow line the next screen's outline appears at once, instead of the last screen
 * staying up with only the thin progress bar. It fades in after 300 ms (CSS), so a quick
 * navigation never flashes it. Same screen, other address (another shop, a category): no
 * placeholder, the screen shows its own loading state. Hidden from assistive technology: the
 * progress bar says "Loading".
 *
 * Returns the address being loaded, when it is another screen's, and whether it has the tabs.
 */
export function usePendingScreen(): { pathname: string; tabs: boolean } | undefined {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === 'loading' ? navigation.location : undefined;
  if (!target) return undefined;
  const segment = firstSegment(target.pathname);
  if (firstSegment(location.pathname) === segment) return undefined;
  return { pathname: target.pathname, tabs: TAB_SCREENS.has(segment) };
}

const loadView = () => import('./pending-screen-view');
const View = lazy(loadView);

/**
 * The placeholder of the screen at `pathname` (`overTabs`: the tab bar stays in view under it,
 * both screens have it; otherwise it covers the whole screen). Its drawing is a chunk of its own,
 * fetched once the page is hydrated (ahead of the first navigation), out of /home's first load.
 */
export function PendingScreen({
  pathname,
  overTabs = false,
}: {
  pathname: string | undefined;
  overTabs?: boolean;
}) {
  useEffect(() => {
    void loadView();
  }, []);
  if (pathname === undefined) return null;
  return (
    <Suspense fallback={null}>
      <View pathname={pathname} overTabs={overTabs} />
    </Suspense>
  );
}
