import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import ProfileScreen from './profile';
import { startSession } from '@/api/user';
import { shopperWith } from '@/testing/shop-data';

const shopper = shopperWith();

function renderProfile() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://shop.test');
      const data =
        url.pathname === '/api/user/getUserInfo'
          ? shopper
          : { list: [], total: 0, page: 1, limit: 1 };
      return new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
    }),
  );
  startSession('tok', shopper);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfileScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The drawing of the icon in a link: its SVG's shapes, without size and colour. */
function drawingOf(link: HTMLElement): string {
  const svg = link.querySelector('svg');
  expect(svg, link.textContent ?? '').not.toBeNull();
  return svg?.innerHTML ?? '';
}

describe('icons that mean their label', () => {
  it('gives each wallet entry and each order step on Me its own icon', () => {
    renderProfile();
    const wallet = within(screen.getByRole('list', { name: 'Wallet' })).getAllByRole('link');
    const names = wallet.map((link) => link.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        'Withdraw',
        'Fund records',
        'Recharge',
        'Recharge records',
        'Withdrawal records',
      ]),
    );
    expect(new Set(wallet.map(drawingOf)).size).toBe(wallet.length);

    const orders = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/myPurchases/'));
    expect(orders).toHaveLength(5);
    expect(new Set(orders.map(drawingOf)).size).toBe(5);

    // The cart means the cart: no wallet entry or order step borrows it, nor the star of favourites.
    // Nor the check mark, which says "done" (a toast, the language chosen).
    const cart = 'M3 4h2l2.2 11h10.6L20 8H6.2';
    const star = 'm12 3.5 2.6 5.4';
    const check = 'm5 12.5 4.5 4.5L19 7.5';
    for (const link of [...wallet, ...orders]) {
      expect(drawingOf(link), link.textContent ?? '').not.toContain(cart);
      expect(drawingOf(link), link.textContent ?? '').not.toContain(star);
      expect(drawingOf(link), link.textContent ?? '').not.toContain(check);
    }
  });

  it('draws the settings as a gear, not a sun', () => {
    renderProfile();
    const settings = [
      screen.getByRole('link', { name: 'Settings' }),
      screen.getByRole('link', { name: 'Profile settings' }),
    ];
    for (const link of settings) {
      const svg = link.querySelector('svg');
      // A gear: one toothed outline, closed, around a hub; a sun is a disc with separate rays.
      const outlines = Array.from(svg?.querySelectorAll('path') ?? []).map(
        (path) => path.getAttribute('d') ?? '',
      );
      expect(outlines).toHaveLength(1);
      const outline = outlines[0]!;
      expect(outline.match(/[Mm]/g)).toHaveLength(1);
      expect(outline.trim()).toMatch(/[Zz]$/);
      expect(svg?.querySelectorAll('circle')).toHaveLength(1);
    }
  });
});
