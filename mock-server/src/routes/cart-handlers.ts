import type { components } from '@storefront/contracts/generated/openapi';
import { getProduct } from '../domain/catalog';
import {
  addToCart,
  cartOf,
  removeCartLines,
  selectCartLines,
  setCartQuantity,
} from '../domain/cart';
import { marked, readOnly } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import { cartAnswer } from './cart-answer';

type Schemas = components['schemas'];

/** Every cart call answers the whole cart, so the web app never shows a stale total. */
export const cartHandlers: OperationHandlers = {
  cartList: readOnly(({ state, requireUser }) =>
    cartAnswer(state, cartOf(state, requireUser().id)),
  ),

  // The changes work on the plain records and name the rows they change (`writes`).
  cartAdd: marked(({ state, writes, body, requireUser }) => {
    const request = body as Schemas['CartAddRequest'];
    const user = requireUser();
    const buyNow = request.buy_now === true;
    addToCart(state, user.id, request.product_id, request.quantity, buyNow, writes);
    return cartAnswer(state, cartOf(state, user.id));
  }),

  cartChange: marked(({ state, writes, body, requireUser }) => {
    const request = body as Schemas['CartChangeRequest'];
    const user = requireUser();
    setCartQuantity(state, user.id, request.cart_id, request.quantity, writes);
    return cartAnswer(state, cartOf(state, user.id));
  }),

  cartSelect: marked(({ state, writes, body, requireUser }) => {
    const request = body as Schemas['CartSelectRequest'];
    const user = requireUser();
    if ('cart_ids' in request) {
      selectCartLines(state, user.id, request.cart_ids, request.selected, writes);
    } else if ('mer_id' in request) {
      const ofShop = cartOf(state, user.id)
        .filter((line) => getProduct(state, line.productId).merchantId === request.mer_id)
        .map((line) => line.id);
      selectCartLines(state, user.id, ofShop, request.selected, writes);
    } else {
      selectCartLines(state, user.id, 'all', request.selected, writes);
    }
    return cartAnswer(state, cartOf(state, user.id));
  }),

  cartRemove: marked(({ state, writes, body, requireUser }) => {
    const user = requireUser();
    removeCartLines(state, user.id, (body as Schemas['CartIdsRequest']).cart_ids, writes);
    return cartAnswer(state, cartOf(state, user.id));
  }),
};
