import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/api/query-client';
import { session, type ShopperInfo } from '@/session/session-store';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import { CartLink } from './cart-link';
import { startSession } from '@/api/user';

afterEach(() => {
  act(() => session.clear());
  queryClient.clear();
});

describe('cart link of the product page', () => {
  it('leads to the cart and says how many items it holds', async () => {
    fakeApi(({ path }) =>
      path === '/api/cart/list'
        ? ok({ shops: [], count: 2, selected_count: 2, selected_total: '10.00' })
        : undefined,
    );
    startSession('tok', { id: 1, nickname: 'Demo' } as ShopperInfo);
    // Under the app's query client, where the session's user is.
    renderRoutes(
      [{ path: '/detail/:product?/:mer?', element: <CartLink /> }],
      '/detail/3/1',
      queryClient,
    );
    const link = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(link.getAttribute('href')).toBe('/bag');
    expect(link.textContent).toBe('2');
  });
});
