import type { components } from '@storefront/contracts/generated/openapi';
import {
  addToCart,
  cartOf,
  removeCartLines,
  selectCartLines,
  selectCartShop,
  setCartQuantity,
} from '../domain/cart';
import { handler } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import { cartView } from './views';

type Schemas = components['schemas'];

/** Every cart call answers the whole cart, so the web app never shows a stale total. */
export const cartHandlers: OperationHandlers = {
  cartList: handler(({ db, requireUser, lang }) =>
    cartView(db, cartOf(db, requireUser().id), lang),
  ),

  cartAdd: handler(({ db, body, requireUser, lang }) => {
    const request = body as Schemas['CartAddRequest'];
    const user = requireUser();
    addToCart(db, user.id, request.product_id, request.quantity, request.buy_now === true);
    return cartView(db, cartOf(db, user.id), lang);
  }),

  cartChange: handler(({ db, body, requireUser, lang }) => {
    const request = body as Schemas['CartChangeRequest'];
    const user = requireUser();
    setCartQuantity(db, user.id, request.cart_id, request.quantity);
    return cartView(db, cartOf(db, user.id), lang);
  }),

  cartSelect: handler(({ db, body, requireUser, lang }) => {
    const request = body as Schemas['CartSelectRequest'];
    const user = requireUser();
    if ('cart_ids' in request) {
      selectCartLines(db, user.id, request.cart_ids, request.selected);
    } else if ('mer_id' in request) {
      selectCartShop(db, user.id, request.mer_id, request.selected);
    } else {
      selectCartLines(db, user.id, 'all', request.selected);
    }
    return cartView(db, cartOf(db, user.id), lang);
  }),

  cartRemove: handler(({ db, body, requireUser, lang }) => {
    const user = requireUser();
    removeCartLines(db, user.id, (body as Schemas['CartIdsRequest']).cart_ids);
    return cartView(db, cartOf(db, user.id), lang);
  }),
};
