import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import DetailScreen from './detail-screen';
import { recentlyViewed } from '@/ui/recently-viewed';

const kite = {
  id: 5,
  mer_id: 3,
  category_id: 10,
  name: 'Pro Kite',
  image: '/img/kite.webp',
  images: ['/img/kite.webp'],
  description: 'Flies in light wind.',
  price: '25.00',
  original_price: '25.00',
  sales: 4,
  stock: 9,
  rating: 0,
  review_count: 0,
  is_favourite: false,
  shop: {
    id: 3,
    name: 'Toy Planet',
    logo: '/img/shop.webp',
    description: '',
    rating: 0,
    product_count: 1,
    follower_count: 0,
    sales: 4,
  },
};

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
