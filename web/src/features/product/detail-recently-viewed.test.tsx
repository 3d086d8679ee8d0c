import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { productDetail } from '@/testing/shop-data';
import DetailScreen from './detail-screen';
import { recentlyViewed } from '@/ui/recently-viewed';

const kite = productDetail();

describe('product page', () => {
  it('puts the opened product first among the recently viewed', async () => {
    recentlyViewed.add({ id: 1, mer_id: 2, name: 'Tent', price: '90.00', image: '/t.webp' });
    fakeApi(({ path }) =>
      path === '/api/product/detail'
        ? ok(kite)
        : path === '/api/product/reviews'
          ? ok({ list: [], total: 0, page: 1, limit: 10 })
          : undefined,
    );
    const router = createMemoryRouter(
      [{ path: '/detail/:product/:mer', element: <DetailScreen /> }],
      {
        initialEntries: ['/detail/5/3'],
      },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Pro Kite' });
    await waitFor(() =>
      expect(recentlyViewed.list().map(({ id, name, price }) => [id, name, price])).toEqual([
        [5, 'Pro Kite', '25.00'],
        [1, 'Tent', '90.00'],
      ]),
    );
  });
});
