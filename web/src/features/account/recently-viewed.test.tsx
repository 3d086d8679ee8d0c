import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { recentlyViewed } from '@/ui/recently-viewed';
import { RecentlyViewed } from './recently-viewed';

afterEach(() => localStorage.clear());

function show() {
  return render(
    <MemoryRouter>
      <RecentlyViewed />
    </MemoryRouter>,
  );
}

describe('recently viewed on Me', () => {
  it('is not there while nothing was opened', () => {
    const { container } = show();
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
  });

  it('lists the products opened, newest first, each linking to its page with name and price', () => {
    recentlyViewed.add({ id: 2, mer_id: 9, name: 'Pro Kite', price: '25.00', image: '/k.webp' });
    recentlyViewed.add({ id: 5, mer_id: 3, name: 'Camp Tent', price: '120.50', image: '/t.webp' });
    show();
    const row = screen.getByRole('region', { name: 'Recently viewed' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/detail/5/3', '/detail/2/9']);
    expect(links[0]?.textContent).toContain('Camp Tent');
    expect(links[0]?.textContent).toContain('120.50');
    expect(links[1]?.textContent).toContain('Pro Kite');
  });

  it('shows a product opened while Me is open', () => {
    show();
    act(() =>
      recentlyViewed.add({ id: 7, mer_id: 1, name: 'Kettle', price: '9.99', image: '/e.webp' }),
    );
    expect(screen.getByRole('link', { name: /Kettle/ }).getAttribute('href')).toBe('/detail/7/1');
  });
});
