import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { switchLanguage } from '@/i18n/i18n';
import routeConfig from '@/routes';
import { session, type ShopperInfo } from '@/session/session-store';
import { fakeApi, ok } from '@/testing/fake-api';
import {
  appRoutes,
  loadRouteModule,
  renderRoutes,
  type RouteModule,
} from '@/testing/render-routes';
import { toast } from '@/ui/toast-store';
import { isRouteHandle, type RouteTitleKey } from '@/routing/route-types';
import { isSignedIn, startSession } from '@/api/user';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The tabs of a signed-in shopper show the cart's count; tests that need calls stub their own.
  fakeApi(({ path }) =>
    path === '/api/cart/list'
      ? ok({ shops: [], count: 0, selected_count: 0, selected_total: '0.00' })
      : undefined,
  );
});

afterEach(() => {
  // Unmounted first, so no screen asks again for what the clear drops.
  cleanup();
  queryClient.clear();
  act(() => toast.clear());
});

// The shell is tested with every screen as a stub that shows its translated title, and without
// the screens' data starters, so built screens (and their calls) do not change what these tests
// observe. The routes, their handles and the login guard are the app's own.
function StubScreen({ title }: { title: RouteTitleKey }) {
  const { t } = useTranslation();
  return <p>{t(title)} (test screen)</p>;
}
function stubOf(module: RouteModule): ComponentType {
  const title = isRouteHandle(module.handle) ? module.handle.title : 'route.notFound';
  return () => <StubScreen title={title} />;
}

/** The app's routes with stub screens; `screens` shows other ones, by route file. */
function shellRoutes(screens: Record<string, ComponentType> = {}): RouteObject[] {
  return appRoutes({
    screenData: false,
    screen: (file, module) => screens[file] ?? stubOf(module),
  });
}

// The app's own query client, as the document provides it in the browser (the session's user
// lives there); emptied after each test.
const renderShell = (routes: RouteObject[], path: string) =>
  renderRoutes(routes, path, queryClient);

const renderApp = (path: string) => renderShell(shellRoutes(), path);

/** Every route module of the config, by its file. */
const routeModules = () =>
  Promise.all(
    routeConfig.map(async (entry) => ({ entry, module: await loadRouteModule(entry.file) })),
  );

const shopper = { id: 1, nickname: 'Demo' } as ShopperInfo;

describe('route config', () => {
  it('has every path of the spec, each once, with optional parameters', () => {
    // Not the crawlers' files (robots.txt, sitemap.xml): resource routes, no screens.
    const paths = routeConfig.flatMap((entry) =>
      entry.path === undefined || entry.path === '*' || entry.path.includes('.')
        ? []
        : [entry.path],
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(46);
    expect(paths).toContain('refund/:id?/:sn?/:product_ids?/:amount?');
    expect(paths).toContain('detail/:product?/:mer?');
    expect(paths).toContain('chatRoomDetail/:merId?');
    // The root redirects, anything else is the not-found screen.
    expect(routeConfig.filter((entry) => entry.index)).toHaveLength(1);
    expect(routeConfig.filter((entry) => entry.path === '*')).toHaveLength(1);
  });

  it('gives every screen a module with its screen, handle and loaders (server and browser)', async () => {
    for (const { entry, module } of await routeModules()) {
      expect(typeof module.loader, entry.file).toBe('function');
      // robots.txt, sitemap.xml: a server loader answering the file, no screen.
      if (entry.path?.includes('.')) {
        expect(module.default, entry.file).toBeUndefined();
        continue;
      }
      expect(typeof module.clientLoader, entry.file).toBe('function');
      if (entry.index) continue;
      expect(typeof module.default, entry.file).toBe('function');
      expect(isRouteHandle(module.handle), entry.file).toBe(true);
    }
  });

  it('keeps every screen alive except the product detail and the not-found screen', async () => {
    const notKept = (await routeModules())
      .filter(({ module }) => isRouteHandle(module.handle) && !module.handle.keepAlive)
      .map(({ entry }) => entry.path);
    expect(notKept).toEqual(['detail/:product?/:mer?', '*']);
  });
});

describe('app shell', () => {
  it('redirects the root to /home, titles it and shows the five tabs', async () => {
    const router = renderApp('/');
    const tabs = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(router.state.location.pathname).toBe('/home');
    expect(document.title).toBe('Home · Storefront');
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Explore',
      'Message',
      'Cart',
      'Me',
    ]);
    expect(tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends a guest on a protected screen to /login with the loginFirst toast', async () => {
    const router = renderApp('/bag');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toast.current().map((shown) => shown.message)).toContain('Please log in first');
    await waitFor(() => expect(document.title).toBe('Log in · Storefront'));
  });

  it('treats a shopper whose token cookie expired as a guest', async () => {
    startSession('tok', shopper);
    const router = renderApp('/bag');
    await screen.findByText('Shopping cart (test screen)');
    document.cookie = 'Admin-Token=; path=/; max-age=0';
    await act(() => router.navigate('/order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.get().token).toBeUndefined();
  });

  it('sends a signed-in shopper away from /login', async () => {
    startSession('tok', shopper);
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('with a token only: fetches the user info, then opens the screen', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ code: 1, msg: 'ok', data: shopper }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    session.signIn('tok');
    const router = renderApp('/bag');
    await screen.findByText('Shopping cart (test screen)');
    expect(router.state.location.pathname).toBe('/bag');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/user/getUserInfo');
    expect(isSignedIn()).toBe(true);
  });

  it('when the user info and the logout both fail: drops the token and goes home', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    session.signIn('tok');
    const router = renderApp('/bag');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(session.get().token).toBeUndefined();
  });

  it('shows the screen of the path, and the title follows the language', async () => {
    startSession('tok', shopper);
    renderApp('/topUpRecord');
    await screen.findByText('Recharge records (test screen)');
    await act(() => switchLanguage('zh-CN'));
    await screen.findByText('充值记录 (test screen)');
    expect(document.title).toBe('充值记录 · Storefront');
    await act(() => switchLanguage('en'));
  });

  it('shows the unread chat total on the Message tab', async () => {
    renderApp('/home');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    act(() => session.setUnreadChatTotal(4));
    expect(await screen.findByRole('link', { name: /4 unread messages/ })).toBeTruthy();
  });

  it('shows how many items the cart holds on the Cart tab, and asks nothing for a guest', async () => {
    const calls = fakeApi(({ path }) =>
      path === '/api/cart/list'
        ? ok({ shops: [], count: 3, selected_count: 0, selected_total: '0.00' })
        : undefined,
    );
    renderApp('/home');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(calls).toEqual([]);
    act(() => startSession('tok', shopper));
    const cart = await screen.findByRole('link', { name: /3 items in the cart/ });
    expect(cart.textContent).toContain('3');
  });

  it('keeps a kept-alive screen mounted, with its state, while another screen shows', async () => {
    const user = userEvent.setup();
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount((value) => value + 1)}>count {count}</button>;
    }
    const router = renderShell(shellRoutes({ 'routes/home.tsx': Counter }), '/home');
    await user.click(await screen.findByText('count 0'));
    await act(() => router.navigate('/explore'));
    await screen.findByText('Explore (test screen)');
    await act(() => router.navigate('/home'));
    expect(await screen.findByText('count 1')).toBeTruthy();
    // Another session must not find the previous shopper's screens.
    act(() => startSession('someone-else', shopper));
    expect(await screen.findByText('count 0')).toBeTruthy();
  });

  it('a screen that fails shows a retry and the way home', async () => {
    function Broken(): never {
      throw new Error('broken screen');
    }
    const router = renderShell(shellRoutes({ 'routes/explore.tsx': Broken }), '/home');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await act(() => router.navigate('/explore'));
    await screen.findByRole('button', { name: 'Try again' });
    expect(router.state.location.pathname).toBe('/explore');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  });

  it('leaves the page\u2019s first screen where the browser put it', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    renderApp('/home');
    await screen.findByText('Home (test screen)');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls a new screen smoothly to the top and puts a kept one back where it was', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    const router = renderApp('/home');
    await screen.findByText('Home (test screen)');
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    scrollTo.mockClear();
    await act(() => router.navigate('/explore'));
    await screen.findByText('Explore (test screen)');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(() => router.navigate('/home'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 300, behavior: 'instant' });
  });

  it('Back to a kept screen puts it where it was left', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    const router = renderApp('/home');
    await screen.findByText('Home (test screen)');
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate('/explore'));
    await screen.findByText('Explore (test screen)');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/home');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 420, behavior: 'instant' });
  });

  it('the same kept screen at another address starts at the top', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    const router = renderApp('/shop/1');
    await screen.findByText('Shop (test screen)');
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/shop/2'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
