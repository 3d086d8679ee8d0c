import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '@/session/session-store';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import { toast } from '@/ui/toast-store';
import ChangePayPasswordScreen from './change-pay-password';

/** A backend where no payment code is set until the form sets one. */
function serveNoCode() {
  let set = false;
  return fakeApi(({ path }) => {
    if (path === '/api/user/pay_password_status') return ok({ is_set: set });
    if (path === '/api/user/resetPay') {
      set = true;
      return ok(null);
    }
    return undefined;
  });
}

/** The payment, then the payment-code screen opened from it (as its link does), or directly. */
function renderFromPayment(search: string, openedFromPayment = true) {
  session.signIn('tok');
  const payment = '/payment?orders=12,13';
  return renderRoutes(
    [
      { path: '/payment', element: <p>the payment</p> },
      { path: '/security', element: <p>security</p> },
      { path: '/changePayPwd', element: <ChangePayPasswordScreen /> },
    ],
    '/',
    undefined,
    openedFromPayment
      ? [payment, { pathname: '/changePayPwd', search, state: { returnTo: payment } }]
      : [{ pathname: '/changePayPwd', search }],
  );
}

// A code of its own per test: the same call again within 1 s is refused as a resubmit.
async function setCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(await screen.findByLabelText('New payment code'), code);
  await user.type(screen.getByLabelText('Repeat the payment code'), code);
  await user.click(screen.getByRole('button', { name: 'Set payment code' }));
}

describe('first payment code set from the payment', () => {
  it('reads as setting a code, then goes back to the payment it interrupted', async () => {
    const user = userEvent.setup();
    const calls = serveNoCode();
    const router = renderFromPayment('?redirect=%2Fpayment%3Forders%3D12%2C13');

    expect(await screen.findByRole('heading', { level: 1, name: 'Set payment code' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Change payment code' })).toBeNull();
    expect(screen.queryByLabelText('Current payment code')).toBeNull();
    expect(
      screen.getByText(
        'It confirms every payment from your balance. Once it is set, you go straight back to your payment.',
      ),
    ).toBeTruthy();

    await setCode(user, '123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toBe('?orders=12,13');
    // Back in the history, not a second payment entry on top of the first.
    expect(router.state.historyAction).toBe('POP');
    expect(calls.filter((call) => call.path === '/api/user/resetPay')).toHaveLength(1);
    expect(toast.current().map((shown) => shown.message)).toContain('Payment code set');
  });

  it('opened directly with a return path, replaces itself with the payment', async () => {
    const user = userEvent.setup();
    serveNoCode();
    const router = renderFromPayment('?redirect=%2Fpayment%3Forders%3D12', false);
    await setCode(user, '234567');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toBe('?orders=12');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('never follows a return path off the app: it stays, ready to change the code', async () => {
    const user = userEvent.setup();
    serveNoCode();
    const router = renderFromPayment('?redirect=https%3A%2F%2Fevil.example%2F', false);
    await setCode(user, '345678');
    expect(await screen.findByLabelText('Current payment code')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Change payment code' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/changePayPwd');
  });
});
