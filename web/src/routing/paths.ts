/**
 * Every screen's address, as typed builders: screens link with `paths.shop(12)` or
 * `paths.myPurchases(1)`, never with a literal path. The route table (`routes.ts`) keeps the
 * patterns (the budget script and the e2e walk read them there); `paths.test.ts` checks that every
 * builder's output opens its own route in that table.
 */

type Id = number | string;

/** `?name=value` when there is a value, else nothing. */
const query = (name: string, value: Id | undefined) =>
  value === undefined || value === '' ? '' : `?${name}=${value}`;

/** `/value` when there is one, else nothing (an optional route parameter). */
const segment = (value: Id | undefined) => (value === undefined ? '' : `/${value}`);

/** An audit or fund filter: `all` is no filter. */
const filter = (name: string, value: Id | undefined) =>
  query(name, value === 'all' ? undefined : value);

export const paths = {
  home: () => '/home',
  /** That category's products; none: all. */
  explore: (categoryId?: number) => `/explore${query('category', categoryId)}`,
  search: () => '/search',
  popular: () => '/popular',
  /** `search`: a product filter as `filterToSearch` writes it (`?sort=…&category=…`). */
  products: (search = '') => `/products${search}`,
  filter: (search = '') => `/filter${search}`,
  detail: (productId: Id, merId: Id) => `/detail/${productId}/${merId}`,
  shop: (id: Id) => `/shop/${id}`,
  bag: () => '/bag',
  /** `buy`: lines to buy now (`31x1,40x2`, `ui/direct-checkout.ts`); none: the cart's selection. */
  checkout: (buy?: string) => `/checkout${query('buy', buy)}`,
  payment: (orderIds: readonly Id[]) => `/payment${query('orders', orderIds.join(','))}`,
  order: () => '/order',
  /** One status tab of My orders; none: all. */
  myPurchases: (status?: Id) => `/myPurchases${segment(status)}`,
  orderInfo: (id: Id) => `/orderInfo/${id}`,
  comment: (orderId: Id) => `/comment?order=${orderId}`,
  /** `productIds`: `31,40`, or empty for the whole order. */
  refund: (orderId: Id, sn: string, productIds: string, amount: string) =>
    `/refund/${orderId}/${sn}/${productIds}/${amount}`,
  /** A complaint about a shop, or about one of its orders. */
  complaint: (merId: Id, orderId?: Id) => `/complaint/${merId}${query('order', orderId)}`,
  platformComplaint: () => '/platformComplaint',
  chatRoom: () => '/chatRoom',
  chatRoomDetail: (merId: Id) => `/chatRoomDetail/${merId}`,
  service: () => '/service',
  profile: () => '/profile',
  notification: () => '/notification',
  setting: () => '/setting',
  security: () => '/security',
  language: () => '/language',
  passwords: () => '/passwords',
  changePassword: () => '/changePassword',
  changePayPwd: () => '/changePayPwd',
  forgotPassword: () => '/forgotPassword',
  login: () => '/login',
  register: () => '/register',
  helpAndSupport: () => '/helpAndSupport',
  platform: () => '/platform',
  law: () => '/law',
  address: () => '/address',
  /** None: a new address. */
  addressForm: (id?: Id) => `/addressForm${segment(id)}`,
  myFavourite: () => '/myFavourite',
  heart: () => '/heart',
  topUp: () => '/topUp',
  walletTopUp: () => '/walletTopUp',
  cardTopUp: () => '/cardTopUp',
  withDraw: () => '/withDraw',
  topUpRecord: (status?: Id) => `/topUpRecord${filter('status', status)}`,
  depositRecord: (status?: Id) => `/depositRecord${filter('status', status)}`,
  capitalRecord: (type?: Id) => `/capitalRecord${filter('type', type)}`,
};
