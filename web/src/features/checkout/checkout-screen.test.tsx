import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import { savedAddress } from '@/testing/shop-data';
import { toast } from '@/ui/toast-store';
import type { CheckoutPreview } from './api/preview-checkout';
import CheckoutScreen from './checkout-screen';
import { chooseAddressForCheckout, takeAddressForCheckout } from '@/api/addresses';

const home = savedAddress({ area: 'Lisbon, Portugal' });

function preview(promo: CheckoutPreview['promo'], address: CheckoutPreview['address'] = home) {
  const shop = (merId: number, name: string, total: string) => ({
    mer_id: merId,
    mer_name: name,
    items: [
      {
        cart_id: merId * 10,
        product_id: merId,
        name: `${name} product`,
        image: '/p.png',
        price: total,
        quantity: 1,
        subtotal: total,
      },
    ],
    goods_total: total,
    freight: '5.00',
    discount: '0.00',
    total: (Number(total) + 5).toFixed(2),
  });
  return {
    address,
    shops: [shop(3, 'Northwind Outdoors', '20.00'), shop(7, 'Harbour Home', '30.00')],
    goods_total: '50.00',
    freight: '10.00',
    discount: '0.00',
    total: '60.00',
    promo,
    balance: '1000.00',
  } satisfies CheckoutPreview;
}

function serve(address: CheckoutPreview['address'] = home) {
  return fakeApi(({ path, body }) => {
    const asked = (body ?? {}) as Record<string, unknown>;
    if (path === '/api/order/preview') {
      return ok(
        preview(
          asked.promo_code
            ? {
                code: String(asked.promo_code),
                valid: false,
                discount: '0.00',
                message: 'Unknown code',
              }
            : null,
          address,
        ),
      );
    }
    if (path === '/api/order/create') {
      return ok({
        orders: [
          { id: 21, sn: '202611220021', mer_id: 3, status: 0, total: '25.00' },
          { id: 22, sn: '202611220022', mer_id: 7, status: 0, total: '35.00' },
        ],
        total: '60.00',
      });
    }
    return undefined;
  });
}

function renderCheckout(path = '/checkout') {
  return renderRoutes(
    [
      { path: '/checkout', element: <CheckoutScreen /> },
      { path: '/payment', element: <p>payment</p> },
    ],
    path,
  );
}

describe('checkout screen', () => {
  it('shows each shop with its freight and places one order per shop, then opens the payment', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const router = renderCheckout();

    const outdoors = await screen.findByRole('region', { name: 'Northwind Outdoors' });
    expect(within(outdoors).getByText('$5.00')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Harbour Home' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Order summary' })).getByText('$60.00'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toBe('?orders=21,22');
    expect(calls.find((call) => call.path === '/api/order/create')?.body).toEqual({
      address_id: 4,
    });
    expect(toast.current().map((shown) => shown.message)).toContain('Order created');
  });

  it('reports a promo code the server does not accept and leaves it out of the order', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderCheckout();
    await user.type(await screen.findByLabelText('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Unknown code')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/order/create')?.body).toEqual({
        address_id: 4,
      }),
    );
  });

  it('says which shop order a promo code went to, and why, when two shops are checked out', async () => {
    const user = userEvent.setup();
    fakeApi(({ path, body }) => {
      if (path !== '/api/order/preview') return undefined;
      const plain = preview(null);
      if (!(body as { promo_code?: string } | undefined)?.promo_code) return ok(plain);
      // As the server does: the discount goes once, to the shop with the largest goods total.
      const [outdoors, harbour] = plain.shops;
      return ok({
        ...plain,
        shops: [outdoors, { ...harbour, discount: '10.00', total: '25.00' }],
        discount: '10.00',
        total: '50.00',
        promo: { code: 'WELCOME10', valid: true, discount: '10.00', message: '' },
      });
    });
    renderCheckout();
    await user.type(await screen.findByLabelText('Promo code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'Code WELCOME10 applied to the order from Harbour Home, the largest here: a code discounts one shop’s order.',
      ),
    ).toBeTruthy();
    const harbour = screen.getByRole('region', { name: 'Harbour Home' });
    expect(within(harbour).getByText('Discount (WELCOME10)')).toBeTruthy();
    expect(within(harbour).getByText('−$10.00')).toBeTruthy();
    const outdoors = screen.getByRole('region', { name: 'Northwind Outdoors' });
    expect(within(outdoors).queryByText(/Discount/)).toBeNull();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('−$10.00')).toBeTruthy();
    expect(within(summary).getByText('On the order from Harbour Home (the largest)')).toBeTruthy();
  });

  it('shows no discount line when no code applies', async () => {
    serve();
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$60.00')).toBeTruthy();
    expect(within(summary).queryByText('Discount')).toBeNull();
    expect(within(summary).queryByText(/−/)).toBeNull();
  });

  it('asks for an address first when the shopper has none', async () => {
    const user = userEvent.setup();
    const calls = serve(null);
    const router = renderCheckout();
    expect(await screen.findByText('You have no shipping address yet.')).toBeTruthy();
    // Straight to the form, which comes back here (not the empty address list).
    expect(screen.getByRole('link', { name: 'Add an address' }).getAttribute('href')).toBe(
      '/addressForm?redirect=%2Fcheckout',
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(toast.current().map((shown) => shown.message)).toContain('Add a shipping address first');
    expect(calls.some((call) => call.path === '/api/order/create')).toBe(false);
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('ships to the address just added from it ("Add an address"), buying now too', async () => {
    const calls = serve();
    chooseAddressForCheckout(9);
    renderCheckout('/checkout?buy=31x1');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/order/preview').at(-1)?.body).toEqual({
        address_id: 9,
        items: [{ product_id: 31, quantity: 1 }],
      }),
    );
    // Taken once: the next checkout starts from the default address again.
    expect(takeAddressForCheckout()).toBeUndefined();
  });

  it('buys now exactly the items in its address, and never reads or changes the cart', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const router = renderCheckout('/checkout?buy=3x1');
    await screen.findByRole('region', { name: 'Northwind Outdoors' });
    expect(calls.find((call) => call.path === '/api/order/preview')?.body).toEqual({
      items: [{ product_id: 3, quantity: 1 }],
    });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(calls.find((call) => call.path === '/api/order/create')?.body).toEqual({
      address_id: 4,
      items: [{ product_id: 3, quantity: 1 }],
    });
    expect(calls.some((call) => call.path.startsWith('/api/cart/'))).toBe(false);
  });

  it('says why items bought directly cannot be checked out, with a way on that is not the cart', async () => {
    fakeApi(({ path }) =>
      path === '/api/order/preview' ? { code: 0, msg: 'Not enough stock', data: null } : undefined,
    );
    renderCheckout('/checkout?buy=3x5');
    expect(await screen.findByText('Not enough stock')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the cart' })).toBeNull();
  });

  it('asks nothing when the buy address names nothing valid', async () => {
    const calls = serve();
    renderCheckout('/checkout?buy=3x0');
    expect(await screen.findByText('Nothing to check out')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('places one order on a double tap and opens the payment of the order created', async () => {
    let created = false;
    const calls = fakeApi(({ path }) => {
      if (path === '/api/order/preview') {
        // As the server does: once the lines left the cart, nothing is selected any more.
        return created
          ? { code: 0, msg: 'Please select items first', data: null }
          : ok(preview(null));
      }
      if (path === '/api/order/create') {
        created = true;
        return ok({
          orders: [{ id: 31, sn: '202611220031', mer_id: 3, status: 0, total: '60.00' }],
          total: '60.00',
        });
      }
      return undefined;
    });
    const router = renderCheckout();
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toHaveProperty('disabled', false));
    fireEvent.click(place);
    fireEvent.click(place);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toBe('?orders=31');
    expect(calls.filter((call) => call.path === '/api/order/create')).toHaveLength(1);
    const messages = toast.current().map((shown) => shown.message);
    expect(messages).toContain('Order created');
    expect(messages).not.toContain('Data is being processed, do not resubmit');
  });
});
