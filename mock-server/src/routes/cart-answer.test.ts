import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAnswer } from './cart-answer';
import { cartOf } from '../domain/cart';
import { parseMoney } from '../store/money';
import type { State } from '../store/state';
import { applyCartStep, CART_PRODUCTS, cartStep } from '../testing/cart-steps';
import { TestApi } from '../testing/test-api';

// The cart answer reuses the text of lines that did not change. Whatever a shopper does to the
// cart, and whatever others do to the products in it (an order takes stock), the cart the shopper
// reads must be the one written from scratch for the same state, with each line showing its
// product's current price and stock.

interface CartItem {
  cart_id: number;
  product_id: number;
  price: string;
  quantity: number;
  subtotal: string;
  stock: number;
  selected: boolean;
}
interface Cart {
  shops: Array<{ mer_id: number; selected: boolean; items: CartItem[] }>;
  count: number;
  selected_count: number;
  selected_total: string;
}

// The shopper's own steps, and another shopper buying a product (an order takes its stock).
const step = fc.oneof(
  cartStep,
  fc.record({
    kind: fc.constant('someoneBuys' as const),
    product: fc.constantFrom(...CART_PRODUCTS),
    quantity: fc.integer({ min: 1, max: 2 }),
  }),
);

let api: TestApi;
let shopper: string;
let otherShopper: string;
beforeAll(async () => {
  api = await TestApi.start();
  shopper = await api.register('cart-answer@example.com');
  otherShopper = await api.login();
});
afterAll(async () => {
  await api.close();
});

function lines(cart: Cart): CartItem[] {
  return cart.shops.flatMap((shop) => shop.items);
}

/** The cart written from a copy of the state: new objects, so no text kept from earlier answers. */
function fromScratch(state: State, userId: number): Cart {
  const copy = JSON.parse(JSON.stringify(state)) as State;
  return JSON.parse(cartAnswer(copy, cartOf(copy, userId)).json) as Cart;
}

describe('cart answer', () => {
  it('is always the cart written from scratch, with current prices and stock', async () => {
    const userId =
      api.state.users.find((user) => user.email === 'cart-answer@example.com')?.id ?? 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const action of steps) {
          if (action.kind === 'someoneBuys') {
            await api.post(
              '/api/cart/add',
              { product_id: action.product, quantity: action.quantity, buy_now: true },
              { token: otherShopper },
            );
            await api.post('/api/order/create', { address_id: 1 }, { token: otherShopper });
          } else {
            await applyCartStep(api, shopper, action);
          }
          const cart = (await api.get('/api/cart/list', { token: shopper })).body.data as Cart;
          expect(cart).toEqual(fromScratch(api.state, userId));
          for (const item of lines(cart)) {
            const product = api.state.products.find((p) => p.id === item.product_id);
            expect(item.stock).toBe(product?.stock);
            expect(parseMoney(item.price)).toBe(product?.price);
          }
          for (const shop of cart.shops) {
            expect(shop.selected).toBe(shop.items.every((item) => item.selected));
          }
          expect(cart.count).toBe(lines(cart).reduce((sum, item) => sum + item.quantity, 0));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('makes a "buy now" line the only selected one, so the checkout holds just that product', async () => {
    const token = await api.register('buy-now@example.com');
    await api.post('/api/cart/add', { product_id: 1, quantity: 1 }, { token });
    await api.post('/api/cart/add', { product_id: 95, quantity: 2 }, { token });
    const cart = (
      await api.post('/api/cart/add', { product_id: 40, quantity: 1, buy_now: true }, { token })
    ).body.data as Cart;
    expect(cart.count).toBe(4);
    expect(cart.selected_count).toBe(1);
    expect(
      lines(cart)
        .filter((item) => item.selected)
        .map((item) => item.product_id),
    ).toEqual([40]);
    const added = (await api.post('/api/cart/add', { product_id: 1, quantity: 1 }, { token })).body
      .data as Cart;
    expect(added.selected_count).toBe(3);
  });
});
