import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { session } from '@/session/session-store';
import ProfileScreen from './profile';
import { startSession } from '@/api/user';
import { shopperWith } from '@/testing/shop-data';

// Unmounted first, so no screen asks again for what the clear drops.
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const shopper = shopperWith({ money: '1234.50', frozen_money: '20.00' });

/** What the backend holds now: a test moves it (an audit) while Me is on screen. */
const account = {
  money: '1234.50',
  pending: [] as string[],
};
afterEach(() => {
  account.money = '1234.50';
  account.pending = [];
});

/** Orders by status as the backend would count them. */
const ORDERS: Record<string, number> = { '0': 2, '1': 0, '2': 1, '3': 0, '-4': 12 };

function backend() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://shop.test');
      calls.push(`${url.pathname}${url.search}`);
      const data =
        url.pathname === '/api/user/getUserInfo'
          ? { ...shopper, money: account.money }
          : url.pathname === '/api/user/recharge_log'
            ? {
                list: account.pending.map((amount, index) => ({
                  id: index + 1,
                  sn: `RC0000000${index + 1}`,
                  method: 'crypto',
                  network: 'TRC20',
                  address: 'T0',
                  amount,
                  evidence: '',
                  status: 0,
                  remark: '',
                  created_at: 1763683200,
                })),
                total: account.pending.length,
                page: 1,
                limit: 100,
              }
            : url.pathname === '/api/notification/list'
              ? { list: [], total: 40, page: 1, limit: 1, unread: 32 }
              : url.pathname === '/api/user/order_list'
                ? {
                    list: [],
                    total: ORDERS[url.searchParams.get('status') ?? ''] ?? 0,
                    page: 1,
                    limit: 1,
                  }
                : null;
      return new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
    }),
  );
  return calls;
}

/** Me under the app's query client (where the session's user is), emptied after each test. */
function renderProfile() {
  startSession('tok', shopper);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProfileScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Me', () => {
  it('shows the shopper, the balance and the order counts by status, each a link', async () => {
    backend();
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Ana' })).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('$20.00 waiting for withdrawal review')).toBeTruthy();
    const waitingPay = await screen.findByRole('link', { name: 'Awaiting payment Orders: 2' });
    const bell = await screen.findByRole('link', { name: 'Notifications, 32 unread' });
    expect(bell.getAttribute('href')).toBe('/notification');
    expect(bell.textContent).toBe('32');
    expect(waitingPay.getAttribute('href')).toBe('/myPurchases/0');
    expect(
      (await screen.findByRole('link', { name: 'After-sales Orders: 12' })).textContent,
    ).toContain('12');
    // No count, no badge: the link reads as its label alone.
    expect(screen.getByRole('link', { name: 'Awaiting shipment' }).getAttribute('href')).toBe(
      '/myPurchases/1',
    );
  });

  it('signs out after a confirmation, in the current language, and forgets the session', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(session.get().token).toBeUndefined());
    expect(calls).toContain('/api/user/logout?lang=en');
  });

  it('shows the recharges under review, with their sum, linking to those records', async () => {
    account.pending = ['50.00', '25.50'];
    backend();
    renderProfile();
    const pending = await screen.findByRole('link', {
      name: '$75.50 in 2 recharges under review',
    });
    expect(pending.getAttribute('href')).toBe('/topUpRecord?status=0');
  });

  it('reads the balance again when the shopper comes back to the tab after an approval', async () => {
    account.pending = ['50.00'];
    const calls = backend();
    renderProfile();
    await screen.findByRole('link', { name: '$50.00 recharge under review' });
    // The audit passes elsewhere (the console): the money is credited, nothing is waiting.
    account.money = '1284.50';
    account.pending = [];
    const before = calls.length;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('$1,284.50')).toBeTruthy();
    expect(screen.queryByText(/under review/)).toBeNull();
    expect(calls.slice(before)).toContain('/api/user/getUserInfo');
  });

  it('asks nothing more once signed out, though still on screen (a kept Me)', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderProfile();
    await screen.findByRole('link', { name: 'Awaiting payment Orders: 2' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of this device?' });
    const before = calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(session.get().token).toBeUndefined());
    // Whatever the screen's re-render started has been sent by the time nothing is fetching.
    await act(async () => {});
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // (The logout itself may be held back by the double-submit guard after the test before.)
    expect(calls.slice(before).filter((call) => !call.startsWith('/api/user/logout'))).toEqual([]);
  });

  it('keeps the session when the shopper changes their mind', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(session.get().token).toBe('tok');
    expect(calls.some((call) => call.startsWith('/api/user/logout'))).toBe(false);
  });
});
