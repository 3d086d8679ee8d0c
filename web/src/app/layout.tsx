import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';
import { ToastHost } from '@/ui/toast-host';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { NavigationProgress } from './navigation-progress';
import { OfflineNotice } from './offline-notice';
import { PendingScreen, usePendingScreen } from './pending-screen';
import { isRouteHandle, type RouteHandle } from '@/routing/route-types';
import type { ScreenLoaderData } from './screen-loaders';
import { APP_CONTAINER_ID } from './scroll';
import { TabBar } from './tab-bar';
import './layout.css';

export function useCurrentRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  return isRouteHandle(handle) ? handle : undefined;
}

/** The answers the page came with (the server loader's), for the screen's first render. */
function usePageQueries(): ScreenLoaderData['dehydrated'] | undefined {
  const matches = useMatches();
  const data = matches[matches.length - 1]?.loaderData;
  return typeof data === 'object' && data !== null && 'dehydrated' in data
    ? (data as ScreenLoaderData).dehydrated
    : undefined;
}

/**
 * Whether the screen's route module writes its own head tags (a `meta` export, title included:
 * the public pages, `app/page-meta.ts`); the shell titles the others.
 */
function useScreenWritesTitle(): boolean {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  return leaf !== undefined && typeof framework?.routeModules[leaf.id]?.meta === 'function';
}

/** The shell around every screen: progress bar, the screen, bottom tabs, toasts. */
export function Layout() {
  const { t } = useTranslation();
  const handle = useCurrentRouteHandle();
  const pageQueries = usePageQueries();
  const screenWritesTitle = useScreenWritesTitle();
  // The next screen's outline while it loads; between two tab screens the tab bar stays (the
  // next one's tab marked as coming: NavLink's `pending` class, tab-bar.css).
  const pending = usePendingScreen();
  const pendingOverTabs = pending?.tabs === true && handle?.tab !== undefined;
  return (
    <>
      {!screenWritesTitle && (
        <title>{handle ? `${t(handle.title)} · ${t('app.name')}` : t('app.name')}</title>
      )}
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <div id={APP_CONTAINER_ID} className="app-shell" data-tabs={handle?.tab !== undefined}>
        <main id="main" tabIndex={-1}>
          {/* Always one boundary, so the kept screens below keep their place in the tree. */}
          <HydrationBoundary state={pageQueries}>
            <KeepAliveOutlet />
          </HydrationBoundary>
        </main>
        <PendingScreen pathname={pending?.pathname} overTabs={pendingOverTabs} />
        {handle?.tab && <TabBar active={handle.tab} />}
      </div>
      <OfflineNotice />
      <ToastHost />
    </>
  );
}
