import type { components } from '@storefront/contracts/generated/openapi';
import { checkPayCode } from '../domain/accounts';
import {
  cancelOrder,
  confirmReceived,
  createOrders,
  getOrder,
  ordersOf,
  payOrders,
  previewCheckout,
} from '../domain/orders';
import type { DirectItem } from '../domain/orders';
import { paginate } from '../domain/paging';
import { applyRefund } from '../domain/refunds';
import { addReview } from '../domain/reviews';
import { requireOwnPictures } from '../domain/uploads';
import { mutation, readOnly } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import { payPasswordRule, refundRule, reviewRule } from '@storefront/contracts/rules';
import { checkRule } from '../http/rule-check';
import { formatMoney, parseMoney } from '../store/money';
import type { OrderStatusCode } from '../store/state';
import { pageOf } from './paging-query';
import {
  checkoutView,
  orderBriefView,
  orderDetailView,
  orderSummaryView,
  pageView,
  refundView,
} from './views';

type Schemas = components['schemas'];

/** `items` of a preview or create: products checked out directly, the cart left alone. */
function directItems(items: Schemas['DirectItems'] | undefined): { items?: DirectItem[] } {
  if (items === undefined) return {};
  return {
    items: items.map((item) => ({ productId: item.product_id, quantity: item.quantity })),
  };
}

export const orderHandlers: OperationHandlers = {
  userOrderList: readOnly(({ state, query, requireUser }) => {
    const { page, limit } = pageOf(query);
    const status = typeof query.status === 'number' ? (query.status as OrderStatusCode) : undefined;
    return pageView(paginate(ordersOf(state, requireUser().id, status), page, limit), (order) =>
      orderSummaryView(state, order),
    );
  }),

  orderPreview: readOnly(({ state, body, requireUser, lang }) => {
    const request = body as Schemas['CheckoutRequest'];
    const user = requireUser();
    const checkout = previewCheckout(state, user.id, {
      ...(request.address_id !== undefined ? { addressId: request.address_id } : {}),
      ...(request.promo_code !== undefined ? { promoCode: request.promo_code } : {}),
      ...directItems(request.items),
    });
    return checkoutView(state, checkout, user.balance, lang);
  }),

  orderCreate: mutation(({ state, body, requireUser }) => {
    const request = body as Schemas['OrderCreateRequest'];
    const orders = createOrders(state, requireUser().id, {
      addressId: request.address_id,
      ...(request.promo_code !== undefined ? { promoCode: request.promo_code } : {}),
      ...(request.remark !== undefined ? { remark: request.remark } : {}),
      ...directItems(request.items),
    });
    return {
      orders: orders.map(orderBriefView),
      total: formatMoney(orders.reduce((sum, o) => sum + o.total, 0)),
    };
  }),

  /**
   * The payment code is checked first (asynchronously: scrypt); the payment itself is one
   * synchronous step afterwards, so concurrent payments of one order cannot both charge it.
   */
  orderPay: mutation(async ({ store, body, requireUser, guards }) => {
    const request = body as Schemas['OrderPayRequest'];
    checkRule(payPasswordRule, { pay_password: request.pay_password });
    const user = requireUser();
    await checkPayCode(user, request.pay_password, guards.limits);
    const orders = payOrders(store.state, user.id, request.order_ids);
    return {
      orders: orders.map(orderBriefView),
      paid: formatMoney(orders.reduce((sum, order) => sum + order.total, 0)),
      balance: formatMoney(user.balance),
    };
  }),

  orderCancel: mutation(({ state, body, requireUser }) =>
    orderBriefView(cancelOrder(state, requireUser().id, (body as Schemas['IdRequest']).id)),
  ),

  orderConfirm: mutation(({ state, body, requireUser }) =>
    orderBriefView(confirmReceived(state, requireUser().id, (body as Schemas['IdRequest']).id)),
  ),

  orderDetail: readOnly(({ state, query, requireUser, lang }) =>
    orderDetailView(state, getOrder(state, requireUser().id, Number(query.id)), lang),
  ),

  refundApply: mutation(({ state, body, requireUser }) => {
    const user = requireUser();
    // The order first: another shopper's order is "not found" before any rule is checked.
    const order = getOrder(state, user.id, (body as Schemas['RefundRequest']).order_id);
    const request = checkRule(refundRule({ paid: formatMoney(order.total) }), body);
    requireOwnPictures(state, user.id, request.proof);
    const refund = applyRefund(state, user.id, {
      orderId: order.id,
      type: request.type,
      amount: parseMoney(request.amount) ?? 0,
      productStatus: request.product_status,
      reason: request.reason,
      explanation: request.explanation,
      proof: request.proof,
      ...(request.product_ids ? { productIds: request.product_ids } : {}),
    });
    return refundView(refund);
  }),

  reviewAdd: mutation(({ state, body, requireUser }) => {
    const request = checkRule(reviewRule, body);
    const user = requireUser();
    const pictures = requireOwnPictures(state, user.id, request.pictures ?? []);
    addReview(state, user.id, {
      orderId: request.order_id,
      content: request.content,
      productScore: request.product_score,
      serviceScore: request.service_score,
      postageScore: request.postage_score,
      pictures,
    });
    return null;
  }),
};
