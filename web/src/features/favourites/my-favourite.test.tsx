import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import { toast } from '@/ui/toast-store';
import MyFavouriteScreen from './my-favourite';

const product = (id: number, name: string, stock: number) => ({
  id,
  mer_id: 2,
  category_id: 1,
  name,
  image: '/p.png',
  price: '12.00',
  original_price: '12.00',
  sales: 3,
  stock,
});

describe('favourites', () => {
  it('puts one of a favourite product in the cart, and none of a sold-out one', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ path }) => {
      if (path === '/api/favourite/list') {
        return ok({
          list: [product(7, 'Pro Kite', 5), product(8, 'Trail Lamp', 0)],
          total: 2,
          page: 1,
          limit: 10,
        });
      }
      if (path === '/api/cart/add') {
        return ok({ shops: [], count: 1, selected_count: 1, selected_total: '12.00' });
      }
      return undefined;
    });
    renderRoutes([{ path: '/myFavourite', element: <MyFavouriteScreen /> }], '/myFavourite');
    await user.click(await screen.findByRole('button', { name: 'Add to cart Pro Kite' }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/cart/add').map((call) => call.body),
      ).toEqual([{ product_id: 7, quantity: 1, buy_now: false }]),
    );
    await waitFor(() =>
      expect(toast.current().map((shown) => shown.message)).toContain('Added to cart'),
    );
    expect(screen.getByRole('button', { name: 'Add to cart Trail Lamp' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
