import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes, testQueryClient } from '@/testing/render-routes';
import { toast } from '@/ui/toast-store';
import { cartQueryKey, type Cart } from '@/api/cart';
import { cartMutationKey } from './api/cart-written';
import BagScreen from './bag-screen';

function item(cartId: number, name: string, quantity: number, selected: boolean) {
  return {
    cart_id: cartId,
    product_id: cartId + 100,
    name,
    image: '/p.png',
    price: '10.00',
    quantity,
    subtotal: `${quantity * 10}.00`,
    stock: 20,
    selected,
  };
}

const cartWithNothingSelected: Cart = {
  shops: [
    {
      mer_id: 1,
      mer_name: 'Northwind Outdoors',
      mer_logo: '/s1.png',
      selected: false,
      items: [item(11, 'Trail tent', 2, false)],
    },
    {
      mer_id: 2,
      mer_name: 'Harbour Home',
      mer_logo: '/s2.png',
      selected: false,
      items: [item(21, 'Desk lamp', 1, false)],
    },
  ],
  count: 3,
  selected_count: 0,
  selected_total: '0.00',
};

/** A backend with one cart: list answers it, select and change answer the server's new cart. */
function serve(answers: Record<string, (body: unknown) => Cart>) {
  return fakeApi(({ path, body }) => {
    const answer = answers[path];
    return answer && ok(answer(body));
  });
}

function renderBag(queryClient = testQueryClient()) {
  return renderRoutes(
    [
      { path: '/bag', element: <BagScreen /> },
      { path: '/checkout', element: <p>checkout</p> },
    ],
    '/bag',
    queryClient,
  );
}

describe('bag screen', () => {
  it('groups the cart by shop and refuses a checkout with nothing selected', async () => {
    const user = userEvent.setup();
    const calls = serve({ '/api/cart/list': () => cartWithNothingSelected });
    const router = renderBag();

    const outdoors = await screen.findByRole('region', { name: 'Northwind Outdoors' });
    expect(within(outdoors).getByRole('link', { name: 'Trail tent' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Harbour Home' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Check out (0)' }));
    await waitFor(() =>
      expect(toast.current().map((shown) => shown.message)).toContain('Please select items first'),
    );
    expect(router.state.location.pathname).toBe('/bag');
    expect(calls.map((call) => call.path)).toEqual(['/api/cart/list']);
  });

  it('ticks a whole shop at once, takes the server total, then checks out', async () => {
    const user = userEvent.setup();
    const shopSelected: Cart = {
      ...cartWithNothingSelected,
      shops: cartWithNothingSelected.shops.map((shop) =>
        shop.mer_id === 1
          ? { ...shop, selected: true, items: shop.items.map((i) => ({ ...i, selected: true })) }
          : shop,
      ),
      selected_count: 2,
      selected_total: '20.00',
    };
    const calls = serve({
      '/api/cart/list': () => cartWithNothingSelected,
      '/api/cart/select': () => shopSelected,
    });
    const router = renderBag();

    await user.click(
      await screen.findByRole('checkbox', { name: 'Select everything from Northwind Outdoors' }),
    );
    expect(await screen.findByText('$20.00')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Trail tent' })).toHaveProperty(
      'checked',
      true,
    );
    expect(calls.find((call) => call.path === '/api/cart/select')?.body).toEqual({
      mer_id: 1,
      selected: true,
    });

    await user.click(screen.getByRole('button', { name: 'Check out (2)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('shows quantity taps at once and sends the last one after a pause', async () => {
    const user = userEvent.setup();
    const calls = serve({
      '/api/cart/list': () => cartWithNothingSelected,
      '/api/cart/change': (body) => {
        const { quantity } = body as { quantity: number };
        return {
          ...cartWithNothingSelected,
          shops: cartWithNothingSelected.shops.map((shop) => ({
            ...shop,
            items: shop.items.map((i) =>
              i.cart_id === 11 ? { ...i, quantity, subtotal: `${quantity * 10}.00` } : i,
            ),
          })),
        };
      },
    });
    renderBag();

    const more = await screen.findByRole('button', { name: 'One more Trail tent' });
    await user.click(more);
    await user.click(more);
    expect(screen.getByRole('textbox', { name: 'Quantity of Trail tent' })).toHaveProperty(
      'value',
      '4',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/cart/change')).toEqual([
        { path: '/api/cart/change', body: { cart_id: 11, quantity: 4 } },
      ]),
    );
  });

  it('says so when the cart is empty', async () => {
    serve({
      '/api/cart/list': () => ({ shops: [], count: 0, selected_count: 0, selected_total: '0.00' }),
    });
    renderBag();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveProperty(
      'href',
      expect.stringContaining('/home'),
    );
  });

  it('keeps quick ticks on screen while earlier answers arrive', async () => {
    const user = userEvent.setup();
    const tick = (cart: Cart, ids: number[]): Cart => ({
      ...cart,
      shops: cart.shops.map((shop) => {
        const items = shop.items.map((i) => ({ ...i, selected: ids.includes(i.cart_id) }));
        return { ...shop, items, selected: items.every((i) => i.selected) };
      }),
    });
    const answers: Array<(cart: Cart) => void> = [];
    fakeApi(async ({ path }) =>
      ok(
        path === '/api/cart/list'
          ? cartWithNothingSelected
          : await new Promise<Cart>((resolve) => answers.push(resolve)),
      ),
    );
    const queryClient = testQueryClient();
    renderBag(queryClient);

    const tent = await screen.findByRole('checkbox', { name: 'Select Trail tent' });
    const lamp = screen.getByRole('checkbox', { name: 'Select Desk lamp' });
    await user.click(tent);
    await user.click(lamp);
    await waitFor(() => expect(answers).toHaveLength(2));
    // The first answer knows only the tent: the lamp's tick must not flicker off.
    answers[0]?.(tick(cartWithNothingSelected, [11]));
    // Once the first call has settled (its answer handled), only the second is running.
    await waitFor(() => expect(queryClient.isMutating({ mutationKey: cartMutationKey })).toBe(1));
    const cached = queryClient.getQueryData<Cart>(cartQueryKey);
    expect(cached?.shops[1]?.items[0]?.selected).toBe(true);
    await act(() => Promise.resolve());
    expect(lamp).toHaveProperty('checked', true);
    answers[1]?.(tick(cartWithNothingSelected, [11, 21]));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'All' })).toHaveProperty('checked', true),
    );
    expect(tent).toHaveProperty('checked', true);
  });
});
