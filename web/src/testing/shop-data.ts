import type { Schema } from '@/api/api';
import type { ShopperInfo } from '@/session/session-store';

/*
 * What the backend answers for the shop's things, typed by the contract, so a test's data cannot
 * drift from what a real answer holds. Each has a few plain values a test may assert on; a test
 * overrides what its case is about.
 */

type ProductDetail = Schema<'ProductDetail'>;
type OrderDetail = Schema<'OrderDetail'>;
type Address = Schema<'Address'>;

/** GET /api/product/detail: product 5, the Pro Kite at 25.00, of shop 3, Toy Planet. */
export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 5,
    mer_id: 3,
    category_id: 10,
    name: 'Pro Kite',
    image: '/img/kite.webp',
    images: ['/img/kite.webp'],
    description: 'Flies in light wind.',
    price: '25.00',
    original_price: '25.00',
    sales: 4,
    stock: 9,
    rating: '0.00',
    review_count: 0,
    is_favourite: false,
    shop: {
      id: 3,
      name: 'Toy Planet',
      logo: '/img/shop.webp',
      description: '',
      rating: '0.00',
      product_count: 1,
      follower_count: 0,
      sales: 4,
    },
    ...overrides,
  };
}

/**
 * GET /api/order/detail: order 12 (202611210012) of shop 3, Trailhead Supply, awaiting payment,
 * one Tent at 10.00, to Ana in Lisbon.
 */
export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 12,
    sn: '202611210012',
    mer_id: 3,
    mer_name: 'Trailhead Supply',
    mer_logo: '/s.png',
    status: 0,
    refund_status: 'none',
    items: [
      {
        product_id: 31,
        name: 'Tent',
        image: '/p.png',
        price: '10.00',
        quantity: 1,
        subtotal: '10.00',
      },
    ],
    quantity: 1,
    goods_total: '10.00',
    freight: '0.00',
    discount: '0.00',
    total: '10.00',
    reviewed: false,
    created_at: 1763683200,
    promo_code: '',
    remark: '',
    address: { addressee: 'Ana', mobile: '+351912345678', area: 'Lisbon', detail: 'Rua 1' },
    paid_at: null,
    logistics: [],
    tracking_no: '',
    refund: null,
    ...overrides,
  };
}

/** GET /api/user/address_list: Ana Silva's default address, tagged Home, 4. */
export function savedAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 4,
    addressee: 'Ana Silva',
    mobile: '+351912345678',
    area: 'Lisbon',
    detail: 'Rua Augusta 100',
    tag: 'Home',
    is_default: true,
    ...overrides,
  };
}

/** A shopper as GET /api/user/getUserInfo answers it: Ana, English, a pay password set. */
export function shopperWith(overrides: Partial<ShopperInfo> = {}): ShopperInfo {
  return {
    id: 7,
    email: 'ana@example.com',
    nickname: 'Ana',
    avatar: '',
    mobile: '',
    money: '10.00',
    frozen_money: '0.00',
    pay_password_set: true,
    lang: { language_name: 'English', chinese_name: '英语', file_name: 'en' },
    created_at: 1_790_000_000,
    ...overrides,
  };
}
