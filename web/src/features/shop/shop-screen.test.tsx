import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import ShopScreen from './shop-screen';

describe('shop screen', () => {
  it('offers a chat with the shop and a complaint about it', async () => {
    fakeApi(({ path }) => {
      if (path === '/api/shop/detail') {
        return ok({
          id: 6,
          name: 'Harbour Home',
          logo: '/l.png',
          banner: '',
          description: 'Things for the house',
          rating: '4.50',
          product_count: 0,
          follower_count: 12,
          sales: 30,
          is_followed: false,
          created_at: 1735689600,
        });
      }
      if (path === '/api/shop/products') return ok({ list: [], total: 0, page: 1, limit: 10 });
      return undefined;
    });
    renderRoutes([{ path: '/shop/:id?', element: <ShopScreen /> }], '/shop/6');
    expect(await screen.findByRole('link', { name: 'Chat with the shop' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/chatRoomDetail\/6$/),
    );
    expect(screen.getByRole('link', { name: 'Complain about this shop' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/complaint\/6$/),
    );
  });
});
