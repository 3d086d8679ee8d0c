import type { components } from '@storefront/contracts/generated/openapi';
import { afterRightPayCode, checkPayCode, findUser, settlePayCode } from '../domain/accounts';
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
import { applyRefund } from '../domain/refunds';
import { addReview } from '../domain/reviews';
import { requireOwnPictures } from '../domain/uploads';
import { handler, preparedHandler } from '../http/operation-handler';
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
  userOrderList: handler(({ db, query, requireUser, lang }) => {
    const status = typeof query.status === 'number' ? (query.status as OrderStatusCode) : undefined;
    return pageView(ordersOf(db, requireUser().id, status, pageOf(query)), (order) =>
      orderSummaryView(db, order, lang),
    );
  }),

  orderPreview: handler(({ db, body, requireUser, lang }) => {
    const request = body as Schemas['CheckoutRequest'];
    const user = requireUser();
    const checkout = previewCheckout(db, user.id, {
      ...(request.address_id !== undefined ? { addressId: request.address_id } : {}),
      ...(request.promo_code !== undefined ? { promoCode: request.promo_code } : {}),
      ...directItems(request.items),
    });
    return checkoutView(db, checkout, user.balance, lang);
  }),

  orderCreate: handler(({ db, body, requireUser }) => {
    const request = body as Schemas['OrderCreateRequest'];
    const orders = createOrders(db, requireUser().id, {
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
   * The payment code is checked first, before the transaction (scrypt); its verdict is counted and
   * the payment made in one synchronous step afterwards, so concurrent payments of one order cannot
   * both charge it. A wrong code is counted (kept) and fails before anything is paid.
   */
  orderPay: preparedHandler(
    async ({ db, body, requireUser }) => {
      const request = body as Schemas['OrderPayRequest'];
      checkRule(payPasswordRule, { pay_password: request.pay_password });
      return checkPayCode(db, requireUser().id, request.pay_password);
    },
    ({ db, body, requireUser, guards }, verdict) => {
      const request = body as Schemas['OrderPayRequest'];
      const user = requireUser();
      settlePayCode(db, user.id, verdict, guards.limits);
      const orders = afterRightPayCode(db, () => payOrders(db, user.id, request.order_ids));
      return {
        orders: orders.map(orderBriefView),
        paid: formatMoney(orders.reduce((sum, order) => sum + order.total, 0)),
        balance: formatMoney(findUser(db, user.id)?.balance ?? 0),
      };
    },
  ),

  orderCancel: handler(({ db, body, requireUser }) =>
    orderBriefView(cancelOrder(db, requireUser().id, (body as Schemas['IdRequest']).id)),
  ),

  orderConfirm: handler(({ db, body, requireUser }) =>
    orderBriefView(confirmReceived(db, requireUser().id, (body as Schemas['IdRequest']).id)),
  ),

  orderDetail: handler(({ db, query, requireUser, lang }) =>
    orderDetailView(db, getOrder(db, requireUser().id, Number(query.id)), lang),
  ),

  refundApply: handler(({ db, body, requireUser }) => {
    const user = requireUser();
    // The order first: another shopper's order is "not found" before any rule is checked.
    const order = getOrder(db, user.id, (body as Schemas['RefundRequest']).order_id);
    const request = checkRule(refundRule({ paid: formatMoney(order.total) }), body);
    requireOwnPictures(db, user.id, request.proof);
    const refund = applyRefund(db, user.id, {
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

  reviewAdd: handler(({ db, body, requireUser }) => {
    const request = checkRule(reviewRule, body);
    const user = requireUser();
    const pictures = requireOwnPictures(db, user.id, request.pictures ?? []);
    addReview(db, user.id, {
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
