import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/session/session-store';
import { PayPasswordForm } from './pay-password-form';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A backend that knows whether a payment code is set and records what it was sent. */
function backend(isSet: boolean) {
  const sent: { path: string; body: unknown }[] = [];
  let set = isSet;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://shop.test').pathname;
    if (path === '/api/user/pay_password_status')
      return json({ code: 1, msg: 'ok', data: { is_set: set } });
    sent.push({ path, body: JSON.parse(String(init?.body ?? 'null')) });
    set = true;
    return json({ code: 1, msg: 'ok', data: null });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

function renderForm() {
  session.signIn('tok');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PayPasswordForm />
    </QueryClientProvider>,
  );
}

describe('payment code form', () => {
  it('sets the first code without an old one; local rules send nothing', async () => {
    const sent = backend(false);
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('button', { name: 'Set payment code' });
    expect(screen.queryByLabelText('Current payment code')).toBeNull();

    await user.type(screen.getByLabelText('New payment code'), '12ab56');
    await user.type(screen.getByLabelText('Repeat the payment code'), '12ab56');
    await user.click(screen.getByRole('button', { name: 'Set payment code' }));
    expect(await screen.findByText('The payment code must contain digits only')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('New payment code'));
    await user.type(screen.getByLabelText('New payment code'), '123456');
    await user.clear(screen.getByLabelText('Repeat the payment code'));
    await user.type(screen.getByLabelText('Repeat the payment code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set payment code' }));
    // The server now has one: the form asks for the old code from here on.
    expect(await screen.findByLabelText('Current payment code')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: '/api/user/resetPay',
        body: { new_pay_password: '123456', confirm_pay_password: '123456' },
      },
    ]);
  });

  it('changing needs the old code, and a new one that differs', async () => {
    const sent = backend(true);
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Change payment code' }));
    expect(await screen.findByText('Please enter the old payment code')).toBeTruthy();

    await user.type(screen.getByLabelText('Current payment code'), '123456');
    await user.type(screen.getByLabelText('New payment code'), '123456');
    await user.type(screen.getByLabelText('Repeat the payment code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Change payment code' }));
    expect(
      await screen.findByText('The new payment code must differ from the old one'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
