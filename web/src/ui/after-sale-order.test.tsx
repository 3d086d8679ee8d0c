import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/api/order-detail';
import { fakeApi, ok, type ApiAnswer } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import { AfterSaleOrder } from './after-sale-order';

const delivered = { id: 12, sn: '202611210001', mer_name: 'Northwind Outdoors' } as OrderDetail;

/** An after-sale screen about the order in its address, showing the order's number once loaded. */
function AfterSaleScreen() {
  const id = Number(useParams().id);
  return (
    <AfterSaleOrder
      orderId={id > 0 ? id : undefined}
      noOrder={{
        title: 'Which order?',
        body: 'Open this from one of your orders.',
        ordersPath: '/myPurchases/3',
        ordersLabel: 'To my orders',
      }}
      placeholder={['4rem', '6rem']}
    >
      {(order) => <p>Order {order.sn}</p>}
    </AfterSaleOrder>
  );
}

const renderAt = (path: string) =>
  renderRoutes([{ path: '/afterSale/:id?', Component: AfterSaleScreen }], path);

describe('the order of an after-sale screen', () => {
  it('without an order in the address: says so, points to the orders and asks nothing', async () => {
    const calls = fakeApi(() => undefined);
    renderAt('/afterSale');
    expect(await screen.findByText('Which order?')).toBeTruthy();
    expect(screen.getByText('Open this from one of your orders.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To my orders' }).getAttribute('href')).toBe(
      '/myPurchases/3',
    );
    expect(calls).toEqual([]);
  });

  it("shows the form's outline while the order loads, then the screen with the order", async () => {
    let answer: (value: ApiAnswer) => void = () => {};
    const calls = fakeApi(() => new Promise<ApiAnswer>((resolve) => (answer = resolve)));
    renderAt('/afterSale/12');
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/order/detail']));
    expect(
      [...document.querySelectorAll<HTMLElement>('.skeleton')].map((shape) => shape.style.height),
    ).toEqual(['4rem', '6rem']);
    expect(screen.queryByText(/^Order /)).toBeNull();
    answer(ok(delivered));
    expect(await screen.findByText('Order 202611210001')).toBeTruthy();
    expect(document.querySelector('.skeleton')).toBeNull();
  });

  it('offers a retry when the order cannot be loaded, which asks again', async () => {
    let refuse = true;
    const calls = fakeApi(() => (refuse ? { code: 0, msg: 'Busy', data: null } : ok(delivered)));
    renderAt('/afterSale/12');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText("Couldn't load this")).toBeTruthy();
    refuse = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Order 202611210001')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
