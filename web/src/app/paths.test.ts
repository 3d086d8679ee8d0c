import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { screenRoutes } from './routes';

/** One link per builder (the mapped type makes a new builder fail here until it is listed). */
const samples: { [Name in keyof typeof paths]: string[] } = {
  home: [paths.home()],
  explore: [paths.explore(), paths.explore(4)],
  search: [paths.search()],
  popular: [paths.popular()],
  products: [paths.products(), paths.products('?sort=sales&category=2')],
  filter: [paths.filter('?sort=sales')],
  detail: [paths.detail(31, 7)],
  shop: [paths.shop(7)],
  bag: [paths.bag()],
  checkout: [paths.checkout(), paths.checkout('31x1,40x2')],
  payment: [paths.payment([12, 13])],
  order: [paths.order()],
  myPurchases: [paths.myPurchases(), paths.myPurchases(0), paths.myPurchases(-4)],
  orderInfo: [paths.orderInfo(12)],
  comment: [paths.comment(12)],
  refund: [paths.refund(12, '2026112200001', '31,40', '85.10')],
  complaint: [paths.complaint(7), paths.complaint(7, 12)],
  platformComplaint: [paths.platformComplaint()],
  chatRoom: [paths.chatRoom()],
  chatRoomDetail: [paths.chatRoomDetail(7)],
  service: [paths.service()],
  profile: [paths.profile()],
  notification: [paths.notification()],
  setting: [paths.setting()],
  security: [paths.security()],
  language: [paths.language()],
  passwords: [paths.passwords()],
  changePassword: [paths.changePassword()],
  changePayPwd: [paths.changePayPwd()],
  forgotPassword: [paths.forgotPassword()],
  login: [paths.login()],
  register: [paths.register()],
  helpAndSupport: [paths.helpAndSupport()],
  platform: [paths.platform()],
  law: [paths.law()],
  address: [paths.address()],
  addressForm: [paths.addressForm(), paths.addressForm(3)],
  myFavourite: [paths.myFavourite()],
  heart: [paths.heart()],
  topUp: [paths.topUp()],
  walletTopUp: [paths.walletTopUp()],
  cardTopUp: [paths.cardTopUp()],
  withDraw: [paths.withDraw()],
  topUpRecord: [paths.topUpRecord(), paths.topUpRecord('all'), paths.topUpRecord(2)],
  depositRecord: [paths.depositRecord(0)],
  capitalRecord: [paths.capitalRecord('recharge')],
};

/** The route patterns a link opens (the router's own matching). */
function routesOf(link: string): string[] {
  const { pathname } = new URL(link, 'http://shop.test');
  return screenRoutes
    .map((route) => route.path)
    .filter((pattern) => matchPath(pattern, pathname) !== null);
}

/** `/myPurchases/:status?` -> `myPurchases`: a builder is named after its route. */
const nameOf = (pattern: string) => pattern.split('/')[1] ?? '';

describe('paths', () => {
  it('every builder’s link opens exactly one route of the table: its own', () => {
    for (const [name, links] of Object.entries(samples)) {
      for (const link of links) {
        const matched = routesOf(link);
        expect(matched, link).toHaveLength(1);
        expect(nameOf(matched[0] ?? ''), link).toBe(name);
      }
    }
  });

  it('has a builder for every route of the table', () => {
    expect(Object.keys(paths).sort()).toEqual(
      screenRoutes.map((route) => nameOf(route.path)).sort(),
    );
  });

  it('writes optional parts only when given', () => {
    expect(paths.explore()).toBe('/explore');
    expect(paths.explore(4)).toBe('/explore?category=4');
    expect(paths.myPurchases()).toBe('/myPurchases');
    expect(paths.payment([12, 13])).toBe('/payment?orders=12,13');
    expect(paths.complaint(7, 12)).toBe('/complaint/7?order=12');
    expect(paths.topUpRecord('all')).toBe('/topUpRecord');
    expect(paths.refund(12, 'SN', '', '85.10')).toBe('/refund/12/SN//85.10');
  });
});
