import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrderDetail } from '@/lib/order-detail';
import { startSession, type ShopperInfo } from '@/lib/user';
import { startI18n } from '@/i18n/i18n';
import { session } from '@/session/session-store';
import { fakeApi, ok, type ApiCall } from '@/testing/fake-api';
import { testQueryClient } from '@/testing/render-routes';
import { toast } from '@/ui/toast-store';
import { appRoutes } from './router';
import type { ScreenModule, ScreenRoute } from './route-types';
import { screenRoutes } from './routes';

beforeAll(async () => {
  await startI18n(['en']);
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  session.clear();
  act(() => toast.clear());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shopper = { id: 1, nickname: 'Demo' } as ShopperInfo;

function OrderScreen() {
  const order = useOrderDetail(5);
  return <p>{order.data ? `order ${order.data.sn}` : 'loading order'}</p>;
}

/** The real /orderInfo route and data starter, with a screen whose code arrives when told. */
function orderInfoWithHeldCode() {
  const route = screenRoutes.find((entry) => entry.path === '/orderInfo/:id?');
  if (!route) throw new Error('no /orderInfo route');
  let deliver: (module: ScreenModule) => void = () => {};
  const code = new Promise<ScreenModule>((resolve) => {
    deliver = resolve;
  });
  const held: ScreenRoute = { ...route, screen: () => code };
  return { held, deliver: () => deliver({ default: OrderScreen }) };
}

function serveOrder(): ApiCall[] {
  return fakeApi(({ path }) => {
    if (path === '/api/order/detail') return ok({ id: 5, sn: 'SN5' });
    if (path === '/api/cart/list')
      return ok({ shops: [], count: 0, selected_count: 0, selected_total: '0.00' });
    return undefined;
  });
}

function show(router: ReturnType<typeof createMemoryRouter>, client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('route loaders', () => {
  it('start the screen’s data while its code is still downloading, and the screen reuses it', async () => {
    const calls = serveOrder();
    startSession('tok', shopper);
    const client = testQueryClient();
    const { held, deliver } = orderInfoWithHeldCode();
    const router = createMemoryRouter(appRoutes([held], client), {
      initialEntries: ['/orderInfo/5'],
    });
    show(router, client);
    // The code has not arrived, yet the order is asked for (and answered) already.
    await vi.waitFor(() => expect(client.getQueryData(['orders', 'detail', 5])).toBeDefined(), {
      timeout: 5000,
    });
    expect(screen.queryByText(/order/)).toBeNull();
    act(() => deliver());
    expect(await screen.findByText('order SN5', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/order/detail')).toHaveLength(1);
  });

  it('ask again on every visit for data that must be fresh, however recent the cached answer', async () => {
    const calls = serveOrder();
    startSession('tok', shopper);
    const client = testQueryClient();
    // Seen a moment ago (on the payment screen, say); the shop has shipped it since.
    client.setQueryData(['orders', 'detail', 5], { id: 5, sn: 'before' });
    const { held, deliver } = orderInfoWithHeldCode();
    const router = createMemoryRouter(appRoutes([held], client), {
      initialEntries: ['/orderInfo/5'],
    });
    show(router, client);
    act(() => deliver());
    expect(await screen.findByText('order SN5', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/order/detail')).toHaveLength(1);
  });

  it('start nothing for a guest the guard sends to /login', async () => {
    const calls = serveOrder();
    const client = testQueryClient();
    const { held: route } = orderInfoWithHeldCode();
    const held = { ...route, screen: async () => ({ default: OrderScreen }) };
    const router = createMemoryRouter(
      appRoutes(
        [
          held,
          {
            ...held,
            path: '/login',
            data: undefined,
            screen: async () => ({ default: () => <p>login</p> }),
          },
        ],
        client,
      ),
      { initialEntries: ['/orderInfo/5'] },
    );
    show(router, client);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 5000,
    });
    // The data starter's module has been asked for before the guard decided; give it its turn.
    await held.data?.();
    await Promise.resolve();
    expect(calls.filter((call) => call.path === '/api/order/detail')).toHaveLength(0);
  });

  it('every data module serves routes of the table, and each route finds its starter there', async () => {
    for (const route of screenRoutes) {
      if (!route.data) continue;
      const starters = (await route.data()).default;
      expect(typeof starters[route.path], route.path).toBe('function');
      for (const path of Object.keys(starters)) {
        const served = screenRoutes.find((entry) => entry.path === path);
        expect(served?.data, `${path} in the module of ${route.path}`).toBe(route.data);
      }
    }
  });
});
