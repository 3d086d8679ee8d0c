import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import FilterScreen from './filter-screen';

const categories = [
  { id: 1, key: 'computer', name: 'Computer', icon: '/c.svg' },
  { id: 3, key: 'outdoors', name: 'Outdoors', icon: '/o.svg' },
];

function renderFilter(path: string) {
  // Only the categories are asked for; any other call would be a bug of this screen.
  fakeApi((call) => (call.path === '/api/index/category' ? ok(categories) : undefined));
  return renderRoutes(
    [
      { path: '/filter', element: <FilterScreen /> },
      { path: '/products', element: <p>products</p> },
    ],
    path,
  );
}

describe('filter screen', () => {
  it('starts from the list it came from and applies the choices through the URL', async () => {
    const user = userEvent.setup();
    const router = renderFilter('/filter?category_id=3&sort=sales&keyword=tent');
    expect(await screen.findByRole('button', { name: 'Outdoors', pressed: true })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Best selling' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Computers' }));
    await user.type(screen.getByLabelText('Lowest price'), '10');
    await user.type(screen.getByLabelText('Highest price'), '99.5');
    await user.click(screen.getByRole('radio', { name: 'Price: low to high' }));
    await user.click(screen.getByRole('button', { name: 'Show products' }));

    expect(router.state.location.pathname).toBe('/products');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      category_id: '1',
      min_price: '10',
      max_price: '99.5',
      sort: 'price_asc',
      keyword: 'tent',
    });
  });

  it('refuses a wrong price range with a message, staying on the form', async () => {
    const user = userEvent.setup();
    const router = renderFilter('/filter');
    await user.type(screen.getByLabelText('Lowest price'), '50');
    await user.type(screen.getByLabelText('Highest price'), '20');
    await user.click(screen.getByRole('button', { name: 'Show products' }));
    expect(screen.getByText('The highest price cannot be below the lowest')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/filter');

    await user.clear(screen.getByLabelText('Lowest price'));
    await user.type(screen.getByLabelText('Lowest price'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Show products' }));
    expect(screen.getByText('Enter an amount with at most two decimals')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/filter');
  });

  it('resets every choice', async () => {
    const user = userEvent.setup();
    renderFilter('/filter?category_id=3&min_price=5&sort=newest');
    await screen.findByRole('button', { name: 'Outdoors', pressed: true });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeTruthy();
    expect(screen.getByLabelText('Lowest price')).toHaveProperty('value', '');
    expect(screen.getByRole('radio', { name: 'Recommended' })).toHaveProperty('checked', true);
  });
});
