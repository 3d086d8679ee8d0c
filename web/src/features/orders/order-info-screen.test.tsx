import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type ApiAnswer } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import type { OrderDetail } from '@/api/order-detail';
import OrderInfoScreen from './order-info-screen';

const shipped: OrderDetail = {
  id: 12,
  sn: '202611210001',
  mer_id: 3,
  mer_name: 'Northwind Outdoors',
  mer_logo: '/s.png',
  status: 2,
  refund_status: 'none',
  items: [
    {
      product_id: 31,
      name: 'Trail tent',
      image: '/p.png',
      price: '89.00',
      quantity: 1,
      subtotal: '89.00',
    },
  ],
  quantity: 1,
  goods_total: '89.00',
  freight: '5.00',
  discount: '8.90',
  total: '85.10',
  reviewed: false,
  created_at: 1763683200,
  promo_code: 'WELCOME10',
  remark: '',
  address: { addressee: 'Ana Silva', mobile: '+351912345678', area: 'Lisbon', detail: 'Rua 1' },
  paid_at: 1763683300,
  logistics: [
    { time: 1763690000, status: 2, description: 'Shipped by the shop' },
    { time: 1763683300, status: 1, description: 'Paid, waiting for the shop to ship' },
  ],
  tracking_no: 'TRK0000000012',
  refund: null,
};

function serve(answer: ApiAnswer) {
  return fakeApi(() => answer);
}

function renderAt(path: string) {
  renderRoutes([{ path: '/orderInfo/:id?', element: <OrderInfoScreen /> }], path);
}

describe('order detail screen', () => {
  it('shows the timeline newest first, the amounts, and what a shipped order offers', async () => {
    serve({ code: 1, msg: 'ok', data: shipped });
    renderAt('/orderInfo/12');

    const timeline = await screen.findByRole('region', { name: 'Shipping progress' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Shipped by the shop'),
      expect.stringContaining('Paid, waiting for the shop to ship'),
    ]);
    expect(screen.getByText('TRK0000000012')).toBeTruthy();
    expect(screen.getByText('Discount (WELCOME10)')).toBeTruthy();
    expect(screen.getByText('$85.10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm received' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Request a refund: order 202611210001' }),
    ).toHaveProperty('href', expect.stringContaining('/refund/12/202611210001/31/85.10'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Chat with the shop' })).toHaveProperty(
      'href',
      expect.stringContaining('/chatRoomDetail/3'),
    );
    expect(screen.getByRole('link', { name: 'Complain' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/complaint\/3\?order=12$/),
    );
    expect(screen.getByRole('link', { name: 'Buy again: order 202611210001' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/checkout\?buy=31x1$/),
    );
    // The number is one unbreakable word beside the status badges.
    expect(screen.getByRole('heading', { name: 'Order no. 202611210001' }).className).toContain(
      'order-sn',
    );
  });

  it('says an order is not found when the server refuses it, and asks nothing for a bad id', async () => {
    serve({ code: 0, msg: 'No such order', data: null });
    renderAt('/orderInfo/99');
    expect(await screen.findByText('This order could not be found')).toBeTruthy();
    expect(screen.getByText('No such order')).toBeTruthy();

    const calls = serve({ code: 1, msg: 'ok', data: shipped });
    renderAt('/orderInfo/abc');
    expect((await screen.findAllByText('This order could not be found')).length).toBe(2);
    expect(calls).toEqual([]);
  });
});
