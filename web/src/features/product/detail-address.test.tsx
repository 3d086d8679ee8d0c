import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import { productDetail } from '@/testing/shop-data';
import DetailScreen from './detail-screen';

const product30 = productDetail({ id: 30, name: 'Delta Kite' });

function answers() {
  return fakeApi(({ path }, url) => {
    if (path === '/api/product/detail') {
      return url.searchParams.get('id') === '30'
        ? ok(product30)
        : { code: 0, msg: 'No such product', data: null };
    }
    if (path === '/api/product/reviews') return ok({ list: [], total: 0, page: 1, limit: 10 });
    return undefined;
  });
}

const routes = [{ path: '/detail/:product?/:mer?', element: <DetailScreen /> }];

describe('a product address in the browser', () => {
  it("moves an address naming another shop to the product's own, in place", async () => {
    answers();
    const router = renderRoutes(routes, '/detail/30/6?from=search');
    await screen.findByRole('heading', { name: 'Delta Kite' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/detail/30/3'));
    expect(router.state.location.search).toBe('?from=search');
    // Replaced, not pushed: Back does not come back to the wrong address.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the right address as it is', async () => {
    answers();
    const router = renderRoutes(routes, '/detail/30/3');
    await screen.findByRole('heading', { name: 'Delta Kite' });
    expect(router.state.location.pathname).toBe('/detail/30/3');
  });

  it('says a product that does not exist is not available', async () => {
    answers();
    const router = renderRoutes(routes, '/detail/999/3');
    await screen.findByText('This product is not available');
    expect(router.state.location.pathname).toBe('/detail/999/3');
  });
});
