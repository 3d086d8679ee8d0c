import fc from 'fast-check';
import type { TestApi } from './test-api';

// What a shopper does to a cart, as random steps for property tests of the cart routes
// (`routes/cart-store.test.ts`), and how a step goes to the API.

/** Products with stock in the seed, in several shops. */
export const CART_PRODUCTS = [1, 2, 3, 11, 12, 40, 95];

/** One step on a shopper's own cart; `line` picks a line of the cart as it is at that moment. */
export const cartStep = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    product: fc.constantFrom(...CART_PRODUCTS),
    quantity: fc.integer({ min: 1, max: 3 }),
    buyNow: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('change' as const),
    line: fc.nat(),
    quantity: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ kind: fc.constant('select' as const), line: fc.nat(), selected: fc.boolean() }),
  fc.record({ kind: fc.constant('selectShop' as const), line: fc.nat(), selected: fc.boolean() }),
  fc.record({ kind: fc.constant('selectAll' as const), selected: fc.boolean() }),
  fc.record({ kind: fc.constant('remove' as const), line: fc.nat(), two: fc.boolean() }),
);

export type CartStep = typeof cartStep extends fc.Arbitrary<infer Step> ? Step : never;

interface CartLines {
  shops: { mer_id: number; items: { cart_id: number }[] }[];
}

/** Reads the shopper's cart and sends `step` for it (a step on a line does nothing on an empty cart). */
export async function applyCartStep(api: TestApi, token: string, step: CartStep): Promise<void> {
  const cart = (await api.get('/api/cart/list', { token })).body.data as CartLines;
  const lines = cart.shops.flatMap((shop) =>
    shop.items.map((item) => ({ id: item.cart_id, shop: shop.mer_id })),
  );
  const line = lines.length ? lines[('line' in step ? step.line : 0) % lines.length] : undefined;
  if (step.kind === 'add') {
    await api.post(
      '/api/cart/add',
      { product_id: step.product, quantity: step.quantity, buy_now: step.buyNow },
      { token },
    );
  } else if (step.kind === 'selectAll') {
    await api.post('/api/cart/select', { all: true, selected: step.selected }, { token });
  } else if (!line) {
    return;
  } else if (step.kind === 'change') {
    await api.post('/api/cart/change', { cart_id: line.id, quantity: step.quantity }, { token });
  } else if (step.kind === 'select') {
    await api.post('/api/cart/select', { cart_ids: [line.id], selected: step.selected }, { token });
  } else if (step.kind === 'selectShop') {
    await api.post('/api/cart/select', { mer_id: line.shop, selected: step.selected }, { token });
  } else {
    const ids = step.two ? lines.slice(0, 2).map((other) => other.id) : [line.id];
    await api.post('/api/cart/remove', { cart_ids: ids }, { token });
  }
}
