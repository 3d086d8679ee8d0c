import { getProduct } from './catalog';
import { clock } from './clock';
import { fail } from './failure';
import { nextId } from '../store/state';
import type { CartLine, State } from '../store/state';
import { TRACKED, type StateWrites } from '../store/writes';

// Each change takes `writes`: the cart handlers work on the plain state and name the rows they
// change there (store.stateWrites); through the store's proxies, or on the seed, it marks nothing.

export const MAX_LINE_QUANTITY = 999;

export function cartOf(state: State, userId: number): CartLine[] {
  return state.cart
    .filter((line) => line.userId === userId)
    .sort((a, b) => b.addedAt - a.addedAt || b.id - a.id);
}

function lineOf(state: State, userId: number, lineId: number): CartLine {
  return (
    state.cart.find((line) => line.id === lineId && line.userId === userId) ??
    fail('not_found', 'cart line')
  );
}

/**
 * Adds a product; adding one already in the cart raises its quantity. The line is selected; "buy
 * now" makes it the only selected line, so the checkout that follows holds just this product.
 */
export function addToCart(
  state: State,
  userId: number,
  productId: number,
  quantity: number,
  buyNow = false,
  writes: StateWrites = TRACKED,
): CartLine {
  const product = getProduct(state, productId);
  const existing = state.cart.find(
    (line) => line.userId === userId && line.productId === productId,
  );
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (wanted > product.stock) fail('out_of_stock');
  if (wanted > MAX_LINE_QUANTITY) fail('invalid_request', `quantity at most ${MAX_LINE_QUANTITY}`);
  if (buyNow) {
    for (const line of state.cart) {
      if (line.userId === userId && line.selected) {
        line.selected = false;
        writes.row('cart', line);
      }
    }
  }
  if (existing) {
    existing.quantity = wanted;
    existing.selected = true;
    writes.row('cart', existing);
    return existing;
  }
  const line: CartLine = {
    id: nextId(state, 'cart', writes),
    userId,
    productId,
    quantity,
    selected: true,
    addedAt: clock.now(),
  };
  state.cart.push(line);
  writes.row('cart', line);
  return line;
}

export function setCartQuantity(
  state: State,
  userId: number,
  lineId: number,
  quantity: number,
  writes: StateWrites = TRACKED,
): CartLine {
  const line = lineOf(state, userId, lineId);
  if (quantity > getProduct(state, line.productId).stock) fail('out_of_stock');
  line.quantity = quantity;
  writes.row('cart', line);
  return line;
}

export function selectCartLines(
  state: State,
  userId: number,
  lineIds: readonly number[] | 'all',
  selected: boolean,
  writes: StateWrites = TRACKED,
): void {
  const lines =
    lineIds === 'all' ? cartOf(state, userId) : lineIds.map((id) => lineOf(state, userId, id));
  for (const line of lines) {
    line.selected = selected;
    writes.row('cart', line);
  }
}

export function removeCartLines(
  state: State,
  userId: number,
  lineIds: readonly number[],
  writes: StateWrites = TRACKED,
): void {
  for (const id of lineIds) lineOf(state, userId, id);
  const doomed = new Set(lineIds);
  state.cart = state.cart.filter((line) => !(line.userId === userId && doomed.has(line.id)));
  writes.removed('cart');
}
