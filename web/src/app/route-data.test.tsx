import { act, cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { useOrderDetail } from '@/api/order-detail';
import { startSession, type ShopperInfo } from '@/api/user';
import { fakeApi, ok, type ApiCall } from '@/testing/fake-api';
import { appRoutes, renderRoutes } from '@/testing/render-routes';
import { toast } from '@/ui/toast-store';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  // Unmounted first, so no screen asks again for what the clear drops.
  cleanup();
  queryClient.clear();
  act(() => toast.clear());
  vi.restoreAllMocks();
});

const shopper = { id: 1, nickname: 'Demo' } as ShopperInfo;

/** What happened, in order: the backend's calls and the screen's renders. */
let events: string[];

function OrderScreen() {
  events.push('screen rendered');
  const order = useOrderDetail(5);
  return <p>{order.data ? `order ${order.data.sn}` : 'loading order'}</p>;
}

function LoginScreen() {
  return <p>login</p>;
}

/** The app's routes and loaders (the /orderInfo route's data starter among them), these screens. */
const screens: Record<string, ComponentType> = {
  'routes/order-info.tsx': OrderScreen,
  'routes/login.tsx': LoginScreen,
};
const routes = () => appRoutes({ screen: (file) => screens[file] });

function serveOrder(): ApiCall[] {
  return fakeApi(({ path }) => {
    events.push(path);
    if (path === '/api/order/detail') return ok({ id: 5, sn: 'SN5' });
    if (path === '/api/cart/list')
      return ok({ shops: [], count: 0, selected_count: 0, selected_total: '0.00' });
    return undefined;
  });
}

beforeEach(() => {
  events = [];
});

// The browser's loaders (`clientLoader`) start the screen's queries in the app's query client,
// which the screen then reads.
describe('route loaders', () => {
  it('ask for the screen’s data before the screen renders, and the screen reuses it', async () => {
    const calls = serveOrder();
    startSession('tok', shopper);
    renderRoutes(routes(), '/orderInfo/5', queryClient);
    expect(await screen.findByText('order SN5')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/order/detail')).toHaveLength(1);
    expect(events.indexOf('/api/order/detail')).toBeLessThan(events.indexOf('screen rendered'));
  });

  it('ask again on every visit for data that must be fresh, however recent the cached answer', async () => {
    const calls = serveOrder();
    startSession('tok', shopper);
    // Seen a moment ago (on the payment screen, say); the shop has shipped it since.
    queryClient.setQueryData(['orders', 'detail', 5], { id: 5, sn: 'before' });
    renderRoutes(routes(), '/orderInfo/5', queryClient);
    expect(await screen.findByText('order SN5')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/order/detail')).toHaveLength(1);
  });

  it('start nothing for a guest the guard sends to /login', async () => {
    const calls = serveOrder();
    const router = renderRoutes(routes(), '/orderInfo/5', queryClient);
    expect(await screen.findByText('login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.filter((call) => call.path === '/api/order/detail')).toHaveLength(0);
    expect(events).not.toContain('screen rendered');
  });
});
