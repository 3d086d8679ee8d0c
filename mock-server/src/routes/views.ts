import type { components } from '@storefront/contracts/generated/openapi';
import { findMerchant, productCount } from '../domain/catalog';
import { followerCount, isFavourite, isFollowing } from '../domain/favourites';
import { LANGUAGES } from '../domain/languages';
import type { Language } from '../domain/languages';
import type { Checkout } from '../domain/orders';
import { refundOfOrder } from '../domain/refunds';
import { productRating } from '../domain/reviews';
import { SERVER_TEXTS, fill, noteText } from '../locales/server-texts';
import { inLanguage, lineNames, shopInLanguage, shopsInLanguage } from '../domain/catalog-texts';
import type { DepositAddress } from '../domain/recharges';
import { cardLabel, frozenAmount } from '../domain/withdrawals';
import { unreadCount } from '../domain/notifications';
import type { Page } from '../domain/paging';
import type { Db } from '../store/db';
import { formatMoney } from '../store/money';
import { merchantFromRow, productFromRow } from '../store/rows/catalog';
import type {
  Address,
  CartLine,
  Category,
  Complaint,
  FundRecord,
  FundRemark,
  LanguageCode,
  Merchant,
  Notification,
  Order,
  Product,
  Recharge,
  Refund,
  Review,
  User,
  Withdrawal,
} from '../store/state';

// Domain records -> the shapes of the contract (contracts/openapi.yaml). Typed with the generated
// contract types, so a field that drifts from the contract is a compile error. A view that needs
// more than its record (a shop's follower count, a review's author) reads it from `db`.

type Schemas = components['schemas'];

/** Unix seconds, as the contract wants timestamps. */
export const seconds = (ms: number): number => Math.floor(ms / 1000);

export function pageView<T, V>(
  page: Page<T>,
  view: (item: T) => V,
): { list: V[]; total: number; page: number; limit: number } {
  return { list: page.list.map(view), total: page.total, page: page.page, limit: page.limit };
}

export function languageView(code: LanguageCode): Schemas['Language'] {
  const language = LANGUAGES.find((candidate) => candidate.file_name === code) as Language;
  return { ...language };
}

export function userView(db: Db, user: User): Schemas['UserInfo'] {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    avatar: user.avatar,
    mobile: user.mobile,
    money: formatMoney(user.balance),
    frozen_money: formatMoney(frozenAmount(db, user.id)),
    pay_password_set: user.payCodeHash !== '',
    lang: languageView(user.lang),
    created_at: seconds(user.createdAt),
  };
}

export function sessionView(
  user: User,
  token: string,
  expiresInMs: number,
): Schemas['LoginSession'] {
  return {
    userinfo: {
      id: user.id,
      email: user.email,
      nickname: user.nickname,
      avatar: user.avatar,
      token,
      expires_in: Math.floor(expiresInMs / 1000),
    },
  };
}

export function depositView(deposit: DepositAddress): Schemas['DepositAddress'] {
  return {
    id: deposit.id,
    method: deposit.method,
    network: deposit.network,
    coin: deposit.coin,
    address: deposit.address,
    min_amount: formatMoney(deposit.minAmount),
  };
}

export function rechargeView(recharge: Recharge, lang: LanguageCode): Schemas['RechargeRecord'] {
  return {
    id: recharge.id,
    sn: recharge.sn,
    method: recharge.method,
    network: recharge.network,
    address: recharge.address,
    amount: formatMoney(recharge.amount),
    evidence: recharge.evidence,
    status: recharge.state,
    remark: noteText(recharge.auditNote, lang),
    created_at: seconds(recharge.createdAt),
  };
}

/** Only the last four digits of a card number show. */

export function withdrawalView(
  withdrawal: Withdrawal,
  lang: LanguageCode,
): Schemas['WithdrawRecord'] {
  return {
    id: withdrawal.id,
    type: withdrawal.type,
    amount: formatMoney(withdrawal.amount),
    service_charge: formatMoney(withdrawal.serviceCharge),
    actual_arrival: formatMoney(withdrawal.actualArrival),
    bank_name: withdrawal.bankName,
    bank_card: cardLabel({ brand: withdrawal.cardBrand, last4: withdrawal.cardLast4 }),
    status: withdrawal.state,
    remark: noteText(withdrawal.auditNote, lang),
    created_at: seconds(withdrawal.createdAt),
  };
}

export function fundRemarkText(remark: FundRemark, lang: LanguageCode): string {
  return remark.key === 'written'
    ? remark.text
    : fill(SERVER_TEXTS[lang].fundRemarks[remark.key], { sn: remark.sn });
}

export function billView(record: FundRecord, lang: LanguageCode): Schemas['BillRecord'] {
  return {
    id: record.id,
    type: record.kind,
    amount: formatMoney(record.amount),
    balance: formatMoney(record.balanceAfter),
    remark: fundRemarkText(record.remark, lang),
    created_at: seconds(record.createdAt),
  };
}

export function addressView(address: Address): Schemas['Address'] {
  return {
    id: address.id,
    addressee: address.addressee,
    mobile: address.mobile,
    area: address.area,
    detail: address.detail,
    tag: address.tag,
    is_default: address.isDefault,
  };
}

export function categoryView(category: Category, lang: LanguageCode): Schemas['Category'] {
  return {
    id: category.id,
    key: category.key as Schemas['CategoryKey'],
    name: categoryName(category.key, lang) ?? category.name,
    icon: category.icon,
  };
}

export function productCardView(product: Product): Schemas['ProductCard'] {
  return {
    id: product.id,
    mer_id: product.merchantId,
    category_id: product.categoryId,
    name: product.name,
    image: product.image,
    price: formatMoney(product.price),
    original_price: formatMoney(product.originalPrice),
    sales: product.sales,
    stock: product.stock,
  };
}

/** An average score as "4.50". */
export function ratingText(value: number): string {
  return Math.min(5, Math.max(0, value)).toFixed(2);
}

export function shopCardView(db: Db, merchant: Merchant): Schemas['ShopCard'] {
  return {
    id: merchant.id,
    name: merchant.name,
    logo: merchant.logo,
    description: merchant.description,
    rating: ratingText(merchant.rating),
    product_count: productCount(db, merchant.id),
    follower_count: followerCount(db, merchant.id),
    sales: merchant.sales,
  };
}

export function shopDetailView(
  db: Db,
  merchant: Merchant,
  userId: number | undefined,
): Schemas['ShopDetail'] {
  return {
    ...shopCardView(db, merchant),
    banner: merchant.banner,
    is_followed: isFollowing(db, userId, merchant.id),
    created_at: seconds(Date.UTC(2025, 0, 1) + merchant.id * 86_400_000),
  };
}

export function productDetailView(
  db: Db,
  product: Product,
  merchant: Merchant,
  userId: number | undefined,
): Schemas['ProductDetail'] {
  // The mean of the reviews shown; 0.00 (shown as "no reviews yet") when there is none.
  const rating = productRating(db, product.id);
  return {
    ...productCardView(product),
    images: product.images,
    description: product.description,
    rating: ratingText(rating.mean),
    review_count: rating.count,
    is_favourite: isFavourite(db, userId, product.id),
    shop: shopCardView(db, merchant),
  };
}

export function reviewView(db: Db, review: Review): Schemas['Review'] {
  const author = db.first(
    db.q.selectFrom('users').select(['nickname', 'avatar']).where('id', '=', review.userId),
  );
  return {
    id: review.id,
    product_id: review.productId,
    order_id: review.orderId,
    nickname: author?.nickname ?? '',
    avatar: author?.avatar ?? '',
    content: review.content,
    product_score: review.productScore,
    service_score: review.serviceScore,
    postage_score: review.postageScore,
    pictures: review.pictures,
    created_at: seconds(review.createdAt),
  };
}

/**
 * The whole cart as every cart call answers it: these lines (newest first, as cartOf gives them)
 * grouped by shop in that order, each with its product's current price and stock.
 */
export function cartView(db: Db, lines: readonly CartLine[], lang: LanguageCode): Schemas['Cart'] {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const products = new Map(
    (productIds.length
      ? inLanguage(
          db,
          lang,
          db
            .all(db.q.selectFrom('products').selectAll().where('id', 'in', productIds))
            .map(productFromRow),
        )
      : []
    ).map((product) => [product.id, product]),
  );
  const merchantIds = [...new Set([...products.values()].map((product) => product.merchantId))];
  const merchants = new Map(
    (merchantIds.length
      ? shopsInLanguage(
          db,
          lang,
          db
            .all(db.q.selectFrom('merchants').selectAll().where('id', 'in', merchantIds))
            .map(merchantFromRow),
        )
      : []
    ).map((merchant) => [merchant.id, merchant]),
  );
  const shops = new Map<number, Schemas['CartShop']>();
  let count = 0;
  let selectedCount = 0;
  let selectedTotal = 0;
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) continue;
    let shop = shops.get(product.merchantId);
    if (!shop) {
      const merchant = merchants.get(product.merchantId);
      shop = {
        mer_id: product.merchantId,
        mer_name: merchant?.name ?? '',
        mer_logo: merchant?.logo ?? '',
        selected: true,
        items: [],
      };
      shops.set(product.merchantId, shop);
    }
    shop.selected &&= line.selected;
    shop.items.push({
      cart_id: line.id,
      product_id: product.id,
      name: product.name,
      image: product.image,
      price: formatMoney(product.price),
      quantity: line.quantity,
      subtotal: formatMoney(product.price * line.quantity),
      stock: product.stock,
      selected: line.selected,
    });
    count += line.quantity;
    if (line.selected) {
      selectedCount += line.quantity;
      selectedTotal += product.price * line.quantity;
    }
  }
  return {
    shops: [...shops.values()],
    count,
    selected_count: selectedCount,
    selected_total: formatMoney(selectedTotal),
  };
}

/** A category's name in `lang`; undefined for a category the texts do not name (a shop's own). */
function categoryName(key: string, lang: LanguageCode): string | undefined {
  const names: Readonly<Record<string, string>> = SERVER_TEXTS[lang].categories;
  return Object.hasOwn(names, key) ? names[key] : undefined;
}

export function checkoutView(
  db: Db,
  checkout: Checkout,
  balance: number,
  lang: LanguageCode,
): Schemas['CheckoutPreview'] {
  const promo = checkout.promo;
  return {
    address: checkout.address ? addressView(checkout.address) : null,
    shops: checkout.shops.map((shop) => {
      const names = lineNames(db, lang, shop.lines);
      return {
        mer_id: shop.merchantId,
        mer_name: merchantName(db, shop.merchantId, lang),
        items: shop.lines.map((line, index) => ({
          // Items checked out directly come from no cart line.
          ...(shop.cartLines[index] ? { cart_id: shop.cartLines[index].id } : {}),
          product_id: line.productId,
          name: names[index] ?? line.name,
          image: line.image,
          price: formatMoney(line.price),
          quantity: line.quantity,
          subtotal: formatMoney(line.subtotal),
        })),
        goods_total: formatMoney(shop.goodsTotal),
        freight: formatMoney(shop.freight),
        discount: formatMoney(shop.discount),
        total: formatMoney(shop.total),
      };
    }),
    goods_total: formatMoney(checkout.goodsTotal),
    freight: formatMoney(checkout.freight),
    discount: formatMoney(checkout.discount),
    total: formatMoney(checkout.total),
    promo: promo && {
      code: promo.code,
      valid: promo.valid,
      discount: formatMoney(promo.discount),
      message: promo.reason
        ? fill(SERVER_TEXTS[lang].promo[promo.reason], { minimum: formatMoney(promo.minimum) })
        : '',
    },
    balance: formatMoney(balance),
  };
}

export function orderBriefView(order: Order): Schemas['OrderBrief'] {
  return {
    id: order.id,
    sn: order.sn,
    mer_id: order.merchantId,
    status: order.status,
    total: formatMoney(order.total),
  };
}

/** A shop's name in `lang`; empty for a shop that is gone. */
function merchantName(db: Db, merchantId: number, lang: LanguageCode): string {
  const merchant = findMerchant(db, merchantId);
  return merchant ? shopInLanguage(db, lang, merchant).name : '';
}

export function orderSummaryView(
  db: Db,
  order: Order,
  lang: LanguageCode,
): Schemas['OrderSummary'] {
  const merchant = findMerchant(db, order.merchantId);
  const names = lineNames(db, lang, order.lines);
  return {
    id: order.id,
    sn: order.sn,
    mer_id: order.merchantId,
    mer_name: merchant ? shopInLanguage(db, lang, merchant).name : '',
    mer_logo: merchant?.logo ?? '',
    status: order.status,
    refund_status: order.refundState,
    items: order.lines.map((line, index) => ({
      product_id: line.productId,
      name: names[index] ?? line.name,
      image: line.image,
      price: formatMoney(line.price),
      quantity: line.quantity,
      subtotal: formatMoney(line.subtotal),
    })),
    quantity: order.quantity,
    goods_total: formatMoney(order.goodsTotal),
    freight: formatMoney(order.freight),
    discount: formatMoney(order.discount),
    total: formatMoney(order.total),
    reviewed: order.reviewed,
    created_at: seconds(order.createdAt),
  };
}

export function refundView(refund: Refund): Schemas['Refund'] {
  return {
    id: refund.id,
    order_id: refund.orderId,
    product_ids: refund.productIds,
    type: refund.type,
    amount: formatMoney(refund.amount),
    product_status: refund.productStatus,
    reason: refund.reason,
    explanation: refund.explanation,
    proof: refund.attachments,
    status: refund.state,
    created_at: seconds(refund.createdAt),
  };
}

export function orderDetailView(db: Db, order: Order, lang: LanguageCode): Schemas['OrderDetail'] {
  const refund = refundOfOrder(db, order.id);
  return {
    ...orderSummaryView(db, order, lang),
    promo_code: order.promoCode,
    remark: order.remark,
    address: { ...order.address },
    paid_at: order.paidAt === null ? null : seconds(order.paidAt),
    logistics: [...order.logistics].reverse().map((event) => ({
      time: seconds(event.at),
      status: event.status,
      description: SERVER_TEXTS[lang].logistics[event.key],
    })),
    tracking_no: order.trackingNo,
    refund: refund ? refundView(refund) : null,
  };
}

export function complaintView(complaint: Complaint): Schemas['Complaint'] {
  return {
    id: complaint.id,
    target: complaint.target,
    mer_id: complaint.merchantId,
    order_id: complaint.orderId,
    content: complaint.content,
    certificate: complaint.certificate,
    status: 0,
    created_at: seconds(complaint.createdAt),
  };
}

export function notificationView(
  notification: Notification,
  lang: LanguageCode,
): Schemas['Notification'] {
  const texts = SERVER_TEXTS[lang].notifications[notification.key];
  // A quoted audit note may hold stock phrases ({{welcome_credit}}), shown in `lang` too.
  const params = Object.fromEntries(
    Object.entries(notification.params).map(([name, value]) => [name, noteText(value, lang)]),
  );
  return {
    id: notification.id,
    type: notification.kind,
    title: texts.title,
    content: fill(texts.content, params),
    link: notification.link,
    is_read: notification.read,
    created_at: seconds(notification.createdAt),
  };
}

export function notificationPageView(
  db: Db,
  userId: number,
  page: Page<Notification>,
  lang: LanguageCode,
): Schemas['NotificationPage'] {
  return {
    ...pageView(page, (n) => notificationView(n, lang)),
    unread: unreadCount(db, userId),
  };
}
