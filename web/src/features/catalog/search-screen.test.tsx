import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { searchHistory } from './search-history';
import SearchScreen from './search-screen';

function showSearch(initial = '/search') {
  const router = createMemoryRouter([{ path: '/search', element: <SearchScreen /> }], {
    initialEntries: [initial],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('search screen', () => {
  it('goes back from the first results to where the shopper came from, in one Back', async () => {
    const user = userEvent.setup();
    fakeApi(({ path }) =>
      path === '/api/index/product' ? ok({ list: [], total: 0, page: 1, limit: 10 }) : undefined,
    );
    const router = createMemoryRouter(
      [
        { path: '/home', element: <p>home</p> },
        { path: '/search', element: <SearchScreen /> },
      ],
      { initialEntries: ['/home', '/search'], initialIndex: 1 },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await user.type(await screen.findByRole('searchbox'), 'kite{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=kite'));
    // A second search can be walked back to the first.
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'tent{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=tent'));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?keyword=kite');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('offers popular searches while there is no history, and searches one when tapped', async () => {
    const user = userEvent.setup();
    fakeApi(({ path }) =>
      path === '/api/index/product' ? ok({ list: [], total: 0, page: 1, limit: 10 }) : undefined,
    );
    const router = showSearch();
    const popular = await screen.findByRole('region', { name: 'Popular searches' });
    await user.click(within(popular).getByRole('button', { name: 'Tent' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=Tent'));
    expect(searchHistory.list()).toEqual(['Tent']);
  });

  it('shows recent searches as chips to search again, and clears them', async () => {
    const user = userEvent.setup();
    fakeApi(({ path }) =>
      path === '/api/index/product' ? ok({ list: [], total: 0, page: 1, limit: 10 }) : undefined,
    );
    searchHistory.add('tent');
    searchHistory.add('kettle');
    const router = showSearch();
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    expect(screen.queryByRole('region', { name: 'Popular searches' })).toBeNull();
    await user.click(within(recent).getByRole('button', { name: 'tent' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=tent'));
    await act(() => router.navigate('/search'));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(searchHistory.list()).toEqual([]);
    await screen.findByRole('region', { name: 'Popular searches' });
  });

  it('offers popular searches and the categories when no product is found', async () => {
    const user = userEvent.setup();
    fakeApi(({ path }) => {
      if (path === '/api/index/category')
        return ok([{ id: 3, key: 'outdoors', name: 'Outdoors', icon: '/o.svg' }]);
      if (path === '/api/index/product') return ok({ list: [], total: 0, page: 1, limit: 10 });
      return undefined;
    });
    const router = showSearch('/search?keyword=Kite%20zz');
    expect(await screen.findByText('No products match “Kite zz”')).toBeTruthy();
    const categories = await screen.findByRole('region', { name: 'Browse a category' });
    expect(
      (await within(categories).findByRole('link', { name: 'Outdoors' })).getAttribute('href'),
    ).toBe('/explore?category=3');
    const popular = screen.getByRole('region', { name: 'Popular searches' });
    await user.click(within(popular).getByRole('button', { name: 'Tent' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=Tent'));
  });

  it('offers products to search when no shop is found', async () => {
    const user = userEvent.setup();
    fakeApi(({ path }) => {
      if (path === '/api/index/category') return ok([]);
      if (path === '/api/shop/search') return ok({ list: [], total: 0, page: 1, limit: 10 });
      if (path === '/api/index/product') return ok({ list: [], total: 0, page: 1, limit: 10 });
      return undefined;
    });
    const router = showSearch('/search?keyword=zz&kind=shops');
    expect(await screen.findByText('No shops match “zz”')).toBeTruthy();
    const popular = screen.getByRole('region', { name: 'Popular searches' });
    await user.click(within(popular).getByRole('button', { name: 'Kettle' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=Kettle'));
  });

  it('clears the words with its own button, reached from the field by Tab', async () => {
    const user = userEvent.setup();
    showSearch();
    const box = await screen.findByRole('searchbox');
    expect(screen.queryByRole('button', { name: 'Clear the search words' })).toBeNull();
    await user.type(box, 'kite');
    await user.tab();
    const clear = screen.getByRole('button', { name: 'Clear the search words' });
    expect(document.activeElement).toBe(clear);
    await user.keyboard('{Enter}');
    expect(box).toHaveProperty('value', '');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Clear the search words' })).toBeNull();
  });

  it('asks the API for the chosen order of the results', async () => {
    const user = userEvent.setup();
    const sorts: (string | null)[] = [];
    fakeApi(({ path }, url) => {
      if (path !== '/api/index/product') return undefined;
      sorts.push(url.searchParams.get('sort'));
      return ok({ list: [], total: 0, page: 1, limit: 10 });
    });
    const router = showSearch('/search?keyword=kite');
    const order = await screen.findByRole('group', { name: 'Sort by' });
    const pressed = (name: string) =>
      within(order).getByRole('button', { name }).getAttribute('aria-pressed');
    expect(pressed('Recommended')).toBe('true');
    await user.click(within(order).getByRole('button', { name: 'Price: low to high' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=kite&sort=price_asc'));
    await waitFor(() => expect(sorts).toContain('price_asc'));
    expect(pressed('Price: low to high')).toBe('true');
    expect(pressed('Recommended')).toBe('false');
    expect(within(order).queryByRole('button', { name: 'Newest' })).toBeNull();
  });

  it('narrows the results by category and price through the API, each filter removable', async () => {
    const user = userEvent.setup();
    const asked: Array<Record<string, string>> = [];
    fakeApi(({ path }, url) => {
      if (path === '/api/index/category')
        return ok([
          { id: 1, key: 'computer', name: 'Computer', icon: '/c.svg' },
          { id: 3, key: 'outdoors', name: 'Outdoors', icon: '/o.svg' },
        ]);
      if (path !== '/api/index/product') return undefined;
      asked.push(Object.fromEntries(url.searchParams));
      return ok({ list: [], total: 0, page: 1, limit: 10 });
    });
    const router = showSearch('/search?keyword=tent&sort=price_asc');
    const toggle = await screen.findByRole('button', { name: 'Filter' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const panel = screen.getByRole('form', { name: 'Filter' });
    await user.click(await within(panel).findByRole('button', { name: 'Outdoors' }));
    await user.type(within(panel).getByLabelText('Lowest price'), '10');
    await user.type(within(panel).getByLabelText('Highest price'), '5');
    await user.click(within(panel).getByRole('button', { name: 'Show products' }));
    // A range upside down is refused where it was typed; nothing is asked.
    expect(within(panel).getByLabelText('Highest price').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The highest price cannot be below the lowest')).toBeTruthy();
    expect(router.state.location.search).toBe('?keyword=tent&sort=price_asc');

    await user.clear(within(panel).getByLabelText('Highest price'));
    await user.type(within(panel).getByLabelText('Highest price'), '50.5');
    await user.click(within(panel).getByRole('button', { name: 'Show products' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?keyword=tent&sort=price_asc&category_id=3&min_price=10&max_price=50.5',
      ),
    );
    await waitFor(() =>
      expect(asked).toContainEqual(
        expect.objectContaining({
          keyword: 'tent',
          sort: 'price_asc',
          category_id: '3',
          min_price: '10',
          max_price: '50.5',
        }),
      ),
    );
    expect(screen.queryByRole('form', { name: 'Filter' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter (2 active)' })).toBeTruthy();
    const inUse = screen.getByRole('list', { name: 'Filters in use' });
    expect(within(inUse).getByRole('button', { name: 'Remove filter: Outdoors' })).toBeTruthy();
    expect(await screen.findByText('Remove a filter or try other words.')).toBeTruthy();

    // Another order keeps the filters; removing one keeps the other.
    await user.click(screen.getByRole('button', { name: 'Best selling' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?keyword=tent&sort=sales&category_id=3&min_price=10&max_price=50.5',
      ),
    );
    await user.click(
      within(inUse).getByRole('button', { name: 'Remove filter: $10.00 to $50.50' }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?keyword=tent&sort=sales&category_id=3'),
    );
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        keyword: 'tent',
        sort: 'sales',
        category_id: '3',
        page: '1',
        limit: '10',
      }),
    );
    expect(screen.getByRole('button', { name: 'Filter (1 active)' })).toBeTruthy();
  });

  it('starts a new search without the filters of the last one', async () => {
    const user = userEvent.setup();
    fakeApi(({ path }) =>
      path === '/api/index/product'
        ? ok({ list: [], total: 0, page: 1, limit: 10 })
        : path === '/api/index/category'
          ? ok([])
          : undefined,
    );
    const router = showSearch('/search?keyword=tent&category_id=3&max_price=20');
    expect(await screen.findByRole('button', { name: 'Filter (2 active)' })).toBeTruthy();
    const box = screen.getByRole('searchbox');
    await user.clear(box);
    await user.type(box, 'kite{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=kite'));
    expect(await screen.findByRole('button', { name: 'Filter' })).toBeTruthy();
  });
});
