import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/api/api';
import { session } from '@/session/session-store';
import { fakeApi, ok, type ApiAnswer } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import { orderDetail, shopperWith } from '@/testing/shop-data';
import { toast } from '@/ui/toast-store';
import PaymentScreen from './payment-screen';

function order(id: number, total: string, status: Schema<'OrderDetail'>['status'] = 0) {
  const items = [
    { product_id: id, name: 'Tent', image: '/p.png', price: total, quantity: 1, subtotal: total },
  ];
  return orderDetail({
    id,
    sn: `2026112200000${id}`,
    mer_id: id,
    mer_name: `Shop ${id}`,
    status,
    items,
    goods_total: total,
    total,
  });
}

/** The orders 12 and 13 to pay and the shopper's balance; `pay` answers the payment. */
function serve(balance: string, pay: (body: unknown) => ApiAnswer = () => ok(null)) {
  const paid: unknown[] = [];
  fakeApi(({ path, body }, url) => {
    if (path === '/api/order/detail') {
      const id = Number(url.searchParams.get('id'));
      return ok(order(id, id === 12 ? '85.10' : '14.90'));
    }
    if (path === '/api/user/getUserInfo') return ok(shopperWith({ money: balance }));
    if (path === '/api/order/pay') {
      paid.push(body);
      return pay(body);
    }
    return undefined;
  });
  return paid;
}

function renderPayment() {
  // The payment screen is behind the login guard: there is a token.
  session.signIn('tok');
  return renderRoutes(
    [
      { path: '/payment', element: <PaymentScreen /> },
      { path: '/myPurchases/:status?', element: <p>orders</p> },
    ],
    '/payment?orders=12,13',
  );
}

describe('payment screen', () => {
  it('pays both orders with the payment code and confirms it: amount, orders, what comes next', async () => {
    const user = userEvent.setup();
    const paid = serve('500.00', () => ({
      code: 1,
      msg: 'ok',
      data: {
        orders: [
          { id: 12, sn: '202611220000012', mer_id: 12, status: 1, total: '85.10' },
          { id: 13, sn: '202611220000013', mer_id: 13, status: 1, total: '14.90' },
        ],
        paid: '100.00',
        balance: '400.00',
      },
    }));
    const router = renderPayment();

    expect(await screen.findByRole('heading', { name: 'Orders to pay (2)' })).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Pay $100.00' });
    await user.click(pay);
    expect(await screen.findByText('Please enter the payment code')).toBeTruthy();
    expect(paid).toEqual([]);

    await user.type(screen.getByLabelText('Payment code'), '123456');
    await user.click(pay);
    const done = await screen.findByRole('heading', { name: 'Payment received' });
    // Focused, so a screen reader reads the confirmation at once.
    expect(document.activeElement).toBe(done);
    expect(paid).toEqual([{ order_ids: [12, 13], pay_password: '123456' }]);
    const confirmation = screen.getByRole('region', { name: 'Payment received' });
    expect(within(confirmation).getByText('Amount paid').nextElementSibling?.textContent).toBe(
      '$100.00',
    );
    expect(
      within(confirmation).getByText('Wallet balance now').nextElementSibling?.textContent,
    ).toBe('$400.00');
    const orders = screen.getByRole('region', { name: 'Orders paid (2)' });
    expect(within(orders).getByText('Shop 12')).toBeTruthy();
    expect(within(orders).getByText('$85.10')).toBeTruthy();
    expect(within(orders).getByText('Shop 13')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'What happens next' })).getByText(
        /Each shop now packs and ships its order/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my orders' }).getAttribute('href')).toBe(
      '/myPurchases/1',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/home',
    );
    // The confirmation is the answer: no toast, no jump, and the paid orders do not replace it.
    expect(toast.current()).toEqual([]);
    expect(router.state.location.pathname).toBe('/payment');
    expect(screen.queryByText('These orders are already paid')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('sends a shopper without a payment code to set one, and back to this payment', async () => {
    fakeApi(({ path }, url) => {
      if (path === '/api/order/detail')
        return ok(order(Number(url.searchParams.get('id')), '9.00'));
      if (path === '/api/user/getUserInfo')
        return ok(shopperWith({ money: '500.00', pay_password_set: false }));
      return undefined;
    });
    renderPayment();
    expect(await screen.findByText('Set a payment code before paying.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set payment code' }).getAttribute('href')).toBe(
      '/changePayPwd?redirect=%2Fpayment%3Forders%3D12%2C13',
    );
  });

  it('says a wrong payment code once, at the field, and no toast repeats it', async () => {
    const user = userEvent.setup();
    const wrong = 'The payment code is wrong, 4 more wrong tries lock it for 15 minutes';
    serve('500.00', () => ({ code: 0, msg: wrong, data: null }));
    const router = renderPayment();
    const code = await screen.findByLabelText('Payment code');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    expect(await screen.findAllByText(wrong)).toHaveLength(1);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      wrong,
    );
    expect(document.activeElement).toBe(code);
    expect(screen.queryByText(/^Payment failed/)).toBeNull();
    expect(toast.current()).toEqual([]);
    expect(router.state.location.pathname).toBe('/payment');

    // A new code takes the message away.
    await user.type(code, '1');
    expect(screen.queryByText(wrong)).toBeNull();
  });

  it('says once why a payment failed for another reason, and no toast repeats it', async () => {
    const user = userEvent.setup();
    serve('500.00', () => ({ code: 0, msg: 'Your balance is not enough', data: null }));
    renderPayment();
    // Another code than the test before: the same payment again within 1 s is refused as a resubmit.
    await user.type(await screen.findByLabelText('Payment code'), '765432');
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    const failure = await screen.findByText('Payment failed: Your balance is not enough');
    expect(failure.getAttribute('role')).toBe('alert');
    expect(screen.getAllByText(/Your balance is not enough/)).toHaveLength(1);
    expect(toast.current()).toEqual([]);
    expect(screen.getByLabelText('Payment code').getAttribute('aria-invalid')).toBeNull();
  });

  it('reads the orders again when a payment got no answer, and shows them paid if it went through', async () => {
    const user = userEvent.setup();
    let paid = false;
    fakeApi(({ path }, url) => {
      if (path === '/api/order/detail') {
        const id = Number(url.searchParams.get('id'));
        return ok(order(id, id === 12 ? '85.10' : '14.90', paid ? 1 : 0));
      }
      if (path === '/api/user/getUserInfo') return ok(shopperWith({ money: '500.00' }));
      if (path === '/api/order/pay') {
        // The payment is taken, the answer never arrives.
        paid = true;
        throw new TypeError('Failed to fetch');
      }
      return undefined;
    });
    renderPayment();
    await user.type(await screen.findByLabelText('Payment code'), '135790');
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    expect(await screen.findByText('These orders are already paid')).toBeTruthy();
    expect(screen.queryByText(/Payment failed/)).toBeNull();
    expect(toast.current()).toEqual([]);
  });

  it('says a payment without an answer may have gone through, never that it failed', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ path }, url) => {
      if (path === '/api/order/detail') {
        const id = Number(url.searchParams.get('id'));
        return ok(order(id, id === 12 ? '85.10' : '14.90'));
      }
      if (path === '/api/user/getUserInfo') return ok(shopperWith({ money: '500.00' }));
      if (path === '/api/order/pay') throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderPayment();
    await user.type(await screen.findByLabelText('Payment code'), '246801');
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    const said = await screen.findByText(
      'We could not confirm the payment: it may have gone through. Check the order in My orders before paying again.',
    );
    expect(said.getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/Payment failed/)).toBeNull();
    // The orders were read again after the payment, to show the truth.
    await waitFor(() => {
      const afterPay = calls.slice(calls.findIndex((call) => call.path === '/api/order/pay') + 1);
      expect(afterPay.some((call) => call.path === '/api/order/detail')).toBe(true);
    });
  });

  it('offers a top-up when the balance is short, and does not pay', async () => {
    serve('60.00');
    renderPayment();
    expect(
      await screen.findByText('Your balance is $40.00 short. Top up your wallet to pay.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveProperty(
      'href',
      expect.stringContaining('/topUp'),
    );
    expect(screen.getByRole('button', { name: 'Pay $100.00' })).toHaveProperty('disabled', true);
  });
});
