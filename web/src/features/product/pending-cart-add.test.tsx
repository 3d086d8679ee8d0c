import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/api/query-client';
import { startSession } from '@/api/user';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import { productDetail, shopperWith } from '@/testing/shop-data';
import { toast } from '@/ui/toast-store';
import DetailScreen from './detail-screen';
import { rememberCartAdd, takePendingCartAdd } from './pending-cart-add';

const kite = productDetail();

const cart = { shops: [], count: 2, selected_count: 2, selected_total: '50.00' };

function serve() {
  return fakeApi(({ path }) => {
    if (path === '/api/product/detail') return ok(kite);
    if (path === '/api/product/reviews') return ok({ list: [], total: 0, page: 1, limit: 10 });
    if (path === '/api/cart/add') return ok(cart);
    if (path === '/api/cart/list') return ok(cart);
    return undefined;
  });
}

describe('a guest’s Add to cart', () => {
  it('is kept while the guest signs in, then done with the quantity chosen, and said', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const router = renderRoutes(
      [
        { path: '/detail/:product/:mer', element: <DetailScreen /> },
        { path: '/login', element: <p>login screen</p> },
      ],
      '/detail/5/3',
    );
    await screen.findByRole('heading', { name: 'Pro Kite' });
    await user.click(screen.getByRole('button', { name: /Increase/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((call) => call.path === '/api/cart/add')).toBe(false);

    // Signed in, the login screen brings the shopper back to the product.
    act(() => startSession('tok', shopperWith()));
    await act(() => router.navigate('/detail/5/3'));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/cart/add').map((call) => call.body),
      ).toEqual([{ product_id: 5, quantity: 2, buy_now: false }]),
    );
    await waitFor(() =>
      expect(toast.current().map((shown) => shown.message)).toContain(
        'Added to cart: Pro Kite × 2',
      ),
    );
    // Done once: the product page shown again adds nothing more.
    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/detail/5/3'));
    await screen.findByRole('heading', { name: 'Pro Kite' });
    expect(calls.filter((call) => call.path === '/api/cart/add')).toHaveLength(1);
    cleanup();
    queryClient.clear();
  });

  it('is kept for that product only, for half an hour, and taken once', () => {
    const at = 1_790_000_000_000;
    rememberCartAdd(5, 3, at);
    expect(takePendingCartAdd(6, at)).toBeUndefined();
    expect(takePendingCartAdd(5, at + 60_000)).toEqual({ productId: 5, quantity: 3, at });
    expect(takePendingCartAdd(5, at + 60_000)).toBeUndefined();
    rememberCartAdd(5, 3, at);
    expect(takePendingCartAdd(5, at + 31 * 60_000)).toBeUndefined();
  });
});
