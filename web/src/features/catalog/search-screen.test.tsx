import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '@/i18n/i18n';
import { fakeApi, ok } from '@/testing/fake-api';
import SearchScreen from './search-screen';

beforeAll(async () => {
  await startI18n(['en']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

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
});
