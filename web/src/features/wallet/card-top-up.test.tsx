import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import CardTopUpScreen from './card-top-up';
import TopUpScreen from './top-up';

const deposits = [
  {
    id: 1,
    method: 'chain',
    network: 'TRC20',
    coin: 'USDT',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    min_amount: '10.00',
  },
  {
    id: 3,
    method: 'bank',
    network: 'BANK',
    coin: 'USD',
    address: 'Storefront Ltd, Example Bank, IBAN GB33 BUKB 2020 1555 5555 55',
    min_amount: '10.00',
  },
  {
    id: 4,
    method: 'card',
    network: 'CARD',
    coin: 'USD',
    address: 'Card payments (Visa, Mastercard)',
    min_amount: '5.00',
  },
];

const paid = {
  id: 9,
  sn: 'RC00000009',
  method: 'card',
  network: 'CARD',
  address: 'Visa •••• 4242',
  amount: '25.00',
  evidence: '',
  status: 1,
  remark: '',
  created_at: 1763683200,
};

function serve() {
  return fakeApi(({ path }) => {
    if (path === '/api/user/getBlockchain') return ok(deposits);
    if (path === '/api/user/rechargeCard') return ok(paid);
    return undefined;
  });
}

const routes = [
  { path: '/cardTopUp', element: <CardTopUpScreen /> },
  { path: '/topUp', element: <TopUpScreen /> },
  { path: '/topUpRecord', element: <p>recharge records</p> },
];

describe('card top-up', () => {
  it('is a card form, with no account to pay to and no screenshot', async () => {
    serve();
    renderRoutes(routes, '/cardTopUp');
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toBeTruthy();
    expect(screen.getByLabelText('Security code (CVC)')).toBeTruthy();
    expect(screen.getByLabelText('Name on the card')).toBeTruthy();
    expect(screen.queryByText('Pay to this account')).toBeNull();
    expect(screen.queryByText('Card payments (Visa, Mastercard)')).toBeNull();
    expect(screen.queryByText('Payment evidence')).toBeNull();
  });

  it('names each wrong field and sends nothing until the card passes; then pays and shows the records', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const router = renderRoutes(routes, '/cardTopUp');
    const number = await screen.findByLabelText('Card number');
    await user.type(screen.getByLabelText('Amount to pay (USD)'), '25');
    await user.type(number, '4242424242424241');
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '0120');
    await user.type(screen.getByLabelText('Security code (CVC)'), '12');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('This card number is not valid')).toBeTruthy();
    expect(screen.getByText('This card has expired')).toBeTruthy();
    expect(screen.getByText('The security code is 3 or 4 digits')).toBeTruthy();
    expect(screen.getByText('Please enter the name on the card')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/user/rechargeCard')).toEqual([]);

    await user.clear(number);
    await user.type(number, '4242424242424242');
    const expiry = screen.getByLabelText('Expiry date (MM/YY)');
    await user.clear(expiry);
    await user.type(expiry, '1299');
    expect((expiry as HTMLInputElement).value).toBe('12/99');
    await user.type(screen.getByLabelText('Security code (CVC)'), '3');
    await user.type(screen.getByLabelText('Name on the card'), 'Ana Silva');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('recharge records')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/user/rechargeCard')).toEqual([
      {
        path: '/api/user/rechargeCard',
        body: {
          amount: '25',
          card_number: '4242 4242 4242 4242',
          expiry: '12/99',
          cvc: '123',
          holder: 'Ana Silva',
        },
      },
    ]);
    expect(router.state.location.pathname).toBe('/topUpRecord');
  });

  it('Copy says what it copies: an address on a chain, bank details for a bank transfer', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/topUp');
    expect(await screen.findByRole('button', { name: 'Copy address' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(await screen.findByRole('button', { name: 'Copy bank details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
  });
});
