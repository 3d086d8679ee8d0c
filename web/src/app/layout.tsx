import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { ToastHost } from '@/ui/toast-host';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { NavigationProgress } from './navigation-progress';
import { isRouteHandle, type RouteHandle } from './route-types';
import { APP_CONTAINER_ID } from './scroll';
import { TabBar } from './tab-bar';
import './layout.css';

export function useCurrentRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  return isRouteHandle(handle) ? handle : undefined;
}

/** The document title follows every navigation and every language change. */
function useDocumentTitle(handle: RouteHandle | undefined): void {
  const { t } = useTranslation();
  // With the commit, not after it: the title is right as soon as the screen is (history entries,
  // screen readers, anything that reads it once the screen shows).
  useLayoutEffect(() => {
    const app = t('app.name');
    document.title = handle ? `${t(handle.title)} · ${app}` : app;
  }, [handle, t]);
}

/** The shell around every screen: progress bar, the screen, bottom tabs, toasts. */
export function Layout() {
  const { t } = useTranslation();
  const handle = useCurrentRouteHandle();
  useDocumentTitle(handle);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <div id={APP_CONTAINER_ID} className="app-shell" data-tabs={handle?.tab !== undefined}>
        <main id="main" tabIndex={-1}>
          <KeepAliveOutlet />
        </main>
        {handle?.tab && <TabBar active={handle.tab} />}
      </div>
      <ToastHost />
    </>
  );
}
