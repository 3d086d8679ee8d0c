import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { renderRoutes } from '@/testing/render-routes';
import { Layout } from './layout';
import { pendingScreenOf } from './pending-screen-kinds';
import type { RouteHandle } from '@/routing/route-types';
import routeConfig from '@/routes';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => queryClient.clear());

/** A loader that answers only when the test says (a slow line). */
function held() {
  let release = () => {};
  const answered = new Promise<null>((resolve) => {
    release = () => resolve(null);
  });
  return { loader: () => answered, release: () => release() };
}

function routes(slow: Record<string, () => Promise<null>>): RouteObject[] {
  const screen = (path: string, handle: RouteHandle, text: string): RouteObject => ({
    path,
    handle,
    loader: slow[path],
    element: <p>{text}</p>,
  });
  return [
    {
      element: <Layout />,
      children: [
        screen('/home', { title: 'route.home', keepAlive: true, tab: 'home' }, 'Home screen'),
        screen('/profile', { title: 'route.profile', keepAlive: true, tab: 'me' }, 'Me screen'),
        screen(
          '/topUpRecord',
          { title: 'route.topUpRecord', keepAlive: true, tab: undefined },
          'Records screen',
        ),
      ],
    },
  ];
}

describe('a screen that is slow to come', () => {
  it('shows its own outline at once over the screen being left, then the screen', async () => {
    const me = held();
    const router = renderRoutes(routes({ '/profile': me.loader }), '/home', queryClient);
    await screen.findByText('Home screen');
    act(() => void router.navigate('/profile'));
    const outline = await waitFor(() => {
      const found = document.querySelector('.pending-screen');
      if (!found) throw new Error('no outline yet');
      return found;
    });
    expect(outline.getAttribute('data-shape')).toBe('profile');
    // Both screens have the tabs: they stay, the next one's tab marked as coming.
    expect(screen.getByRole('link', { name: 'Me' }).classList.contains('pending')).toBe(true);
    expect(outline.getAttribute('data-tabs')).toBe('true');
    await act(async () => me.release());
    await screen.findByText('Me screen');
    expect(document.querySelector('.pending-screen')).toBeNull();
  });

  it('a list screen gets a list outline under its own title, not the home one', async () => {
    const records = held();
    const router = renderRoutes(routes({ '/topUpRecord': records.loader }), '/home', queryClient);
    await screen.findByText('Home screen');
    act(() => void router.navigate('/topUpRecord'));
    await waitFor(() =>
      expect(document.querySelector('.pending-screen')?.getAttribute('data-shape')).toBe('list'),
    );
    expect(document.querySelector('.pending-screen-bar')?.textContent).toBe('Recharge records');
    await act(async () => records.release());
    await screen.findByText('Records screen');
  });

  it('every screen of the app has an outline of its own kind', () => {
    for (const entry of routeConfig) {
      if (entry.path === undefined || entry.path === '*' || entry.path.includes('.')) continue;
      expect(pendingScreenOf(`/${entry.path.split('/')[0]}`), entry.path).toBeDefined();
    }
    expect(pendingScreenOf('/explore')?.shape).toBe('grid');
    expect(pendingScreenOf('/detail/30/3')?.shape).toBe('detail');
    expect(pendingScreenOf('/no-such-screen')).toBeUndefined();
  });
});
