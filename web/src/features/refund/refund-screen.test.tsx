import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/session/session-store';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import RefundScreen from './refund-screen';

/** A shipped order (status 2): whether the goods arrived is for the shopper to say. */
const shipped = {
  id: 12,
  sn: '202611220000012',
  mer_id: 3,
  mer_name: 'Northwind Outdoors',
  mer_logo: '/s.png',
  status: 2,
  refund_status: 'none',
  items: [
    {
      product_id: 31,
      name: 'Tent',
      image: '/p.png',
      price: '85.10',
      quantity: 1,
      subtotal: '85.10',
    },
  ],
  quantity: 1,
  goods_total: '85.10',
  freight: '0.00',
  discount: '0.00',
  total: '85.10',
  reviewed: false,
  created_at: 1763683200,
  promo_code: '',
  remark: '',
  address: { addressee: 'Ana', mobile: '+351912345678', area: 'Lisbon', detail: 'Rua 1' },
  paid_at: 1763683300,
  logistics: [],
  tracking_no: 'TRK1',
  refund: null,
};

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('refund application', () => {
  it('takes the shopper to a choice left out, says why there, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(({ path }) => (path === '/api/order/detail' ? ok(shipped) : undefined));
    session.signIn('tok');
    renderRoutes(
      [{ path: '/refund/:id?/:sn?/:product_ids?/:amount?', element: <RefundScreen /> }],
      '/refund/12/202611220000012/31/85.10',
    );
    await user.click(await screen.findByRole('radio', { name: 'Refund only, no return' }));
    await user.click(screen.getByRole('button', { name: 'Apply for a refund' }));

    const goods = screen.getByRole('group', { name: 'Goods status' });
    await waitFor(() => expect(goods.getAttribute('aria-invalid')).toBe('true'));
    const said = 'Please say whether you received the goods';
    const error = document.getElementById(goods.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(said);
    expect(error?.getAttribute('role')).toBe('alert');
    // The first wrong field, before the reason and the others below it: in view and focused, and
    // the option that has the focus is read with the error.
    const first = screen.getByRole('radio', { name: 'Not received' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(scrolled).toEqual([goods]);
    expect(first.getAttribute('aria-describedby')).toBe(goods.getAttribute('aria-describedby'));
    expect(calls.some((call) => call.path === '/api/refund/apply')).toBe(false);
  });
});
