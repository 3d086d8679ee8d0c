import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import WithdrawScreen from './withdraw';

const info = {
  balance: '100.00',
  fee_percent: '1.00',
  min_amount: '10.00',
  bank_name: 'Demo Bank',
  bank_card: '6222000011112222',
};

/** Plays the server: the withdraw info, and the withdrawal with its server-side figures. */
function serve() {
  const writes: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      let data: unknown;
      if (init?.method === 'POST') {
        writes.push({ path, body: JSON.parse(String(init.body)) });
        data = {
          id: 7,
          type: 'bank',
          amount: '50.00',
          service_charge: '0.50',
          actual_arrival: '49.50',
          bank_name: 'Demo Bank',
          bank_card: '************2222',
          status: 0,
          remark: '',
          created_at: 1763683200,
        };
      } else if (path === '/api/user/extract') {
        data = info;
      } else {
        throw new Error(`unexpected call ${path}`);
      }
      return new Response(JSON.stringify({ code: 1, msg: 'ok', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return writes;
}

function renderWithdraw() {
  const router = createMemoryRouter(
    [
      { path: '/withDraw', element: <WithdrawScreen /> },
      { path: '/depositRecord', element: <p>withdrawal records</p> },
    ],
    { initialEntries: ['/withDraw'] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('withdraw screen', () => {
  it('checks the amount against the balance and the minimum, sending nothing', async () => {
    const user = userEvent.setup();
    const writes = serve();
    renderWithdraw();
    const amount = await screen.findByLabelText('Amount to withdraw (USD)');
    expect((screen.getByLabelText('Bank card number') as HTMLInputElement).value).toBe(
      '6222000011112222',
    );
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    await user.click(submit);
    expect(await screen.findByText('Please enter the amount')).toBeTruthy();
    await user.type(amount, '100.01');
    expect(screen.getByText('The amount cannot be larger than the balance')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '9.99');
    expect(screen.getByText('The amount is below the minimum')).toBeTruthy();
    // Above the contract's maximum, the form names that bound rather than the balance.
    await user.clear(amount);
    await user.type(amount, '10000000000');
    expect(screen.getByText('The amount must be at most 1,000,000.00')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('shows the charge and the arrival, repeats them before sending, then opens the records', async () => {
    const user = userEvent.setup();
    const writes = serve();
    const router = renderWithdraw();
    await user.type(await screen.findByLabelText('Amount to withdraw (USD)'), '50');
    expect(screen.getByText('$0.50')).toBeTruthy();
    expect(screen.getByText('$49.50')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(within(dialog).getByText('$50.00')).toBeTruthy();
    expect(within(dialog).getByText('$0.50')).toBeTruthy();
    expect(within(dialog).getByText('To Demo Bank 6222000011112222')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw now' }));

    expect(await screen.findByText('withdrawal records')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/depositRecord');
    expect(writes).toEqual([
      {
        path: '/api/user/extract',
        body: { amount: '50', bank_card: '6222000011112222', bank_name: 'Demo Bank' },
      },
    ]);
  });

  it('sends nothing when the shopper cancels the confirmation', async () => {
    const user = userEvent.setup();
    const writes = serve();
    renderWithdraw();
    await user.type(await screen.findByLabelText('Amount to withdraw (USD)'), '20');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes).toEqual([]);
  });
});
