import type { components } from '@storefront/contracts/generated/openapi';
import { getProduct } from '../domain/catalog';
import {
  addToCart,
  cartOf,
  removeCartLines,
  selectCartLines,
  setCartQuantity,
} from '../domain/cart';
import { mutation, readOnly } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import { cartAnswer } from './cart-answer';

type Schemas = components['schemas'];

/** Every cart call answers the whole cart, so the web app never shows a stale total. */
export const cartHandlers: OperationHandlers = {
  cartList: readOnly(({ state, requireUser }) =>
    cartAnswer(state, cartOf(state, requireUser().id)),
  ),

  cartAdd: mutation(({ state, body, requireUser }) => {
    const request = body as Schemas['CartAddRequest'];
    const user = requireUser();
    addToCart(state, user.id, request.product_id, request.quantity, request.buy_now === true);
    return cartAnswer(state, cartOf(state, user.id));
  }),

  cartChange: mutation(({ state, body, requireUser }) => {
    const request = body as Schemas['CartChangeRequest'];
    const user = requireUser();
    setCartQuantity(state, user.id, request.cart_id, request.quantity);
    return cartAnswer(state, cartOf(state, user.id));
  }),

  cartSelect: mutation(({ state, body, requireUser }) => {
    const request = body as Schemas['CartSelectRequest'];
    const user = requireUser();
    if ('cart_ids' in request) {
      selectCartLines(state, user.id, request.cart_ids, request.selected);
    } else if ('mer_id' in request) {
      const ofShop = cartOf(state, user.id)
        .filter((line) => getProduct(state, line.productId).merchantId === request.mer_id)
        .map((line) => line.id);
      selectCartLines(state, user.id, ofShop, request.selected);
    } else {
      selectCartLines(state, user.id, 'all', request.selected);
    }
    return cartAnswer(state, cartOf(state, user.id));
  }),

  cartRemove: mutation(({ state, body, requireUser }) => {
    const user = requireUser();
    removeCartLines(state, user.id, (body as Schemas['CartIdsRequest']).cart_ids);
    return cartAnswer(state, cartOf(state, user.id));
  }),
};
