import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import routeConfig from '@/routes';
import { paths } from './paths';

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

/**
 * The screens' route patterns of `src/routes.ts` (not the root's redirect, nor the catch-all, nor
 * the crawlers' files: robots.txt, sitemap.xml).
 */
const screenPatterns = routeConfig.flatMap((entry) =>
  entry.path === undefined || entry.path === '*' || entry.path.includes('.') ? [] : [entry.path],
);

const pathnameOf = (link: string) => new URL(link, 'http://shop.test').pathname;

/** Each screen route pattern a link matches, by itself (the router's own matching). */
function routesOf(link: string): string[] {
  return screenPatterns.filter((path) => matchRoutes([{ path }], pathnameOf(link)) !== null);
}

/** The route the router opens for a link, among all of the config (catch-all included). */
function openedBy(link: string): string | undefined {
  const matches = matchRoutes(
    routeConfig.map((entry) => (entry.index ? { index: true } : { path: entry.path })),
    pathnameOf(link),
  );
  return matches?.[matches.length - 1]?.route.path;
}

/** `myPurchases/:status?` -> `myPurchases`: a builder is named after its route. */
const nameOf = (pattern: string) => pattern.split('/')[0] ?? '';

describe('paths', () => {
  it('every builder’s link matches exactly one route of the config, its own, which opens', () => {
    for (const [name, links] of Object.entries(samples)) {
      for (const link of links) {
        const matched = routesOf(link);
        expect(matched, link).toHaveLength(1);
        expect(nameOf(matched[0] ?? ''), link).toBe(name);
        expect(openedBy(link), link).toBe(matched[0]);
      }
    }
  });

  it('has a builder for every route of the config', () => {
    expect(Object.keys(paths).sort()).toEqual(screenPatterns.map(nameOf).sort());
  });

  it('leaves an unknown address to the not-found route', () => {
    expect(openedBy('/nowhere')).toBe('*');
    expect(openedBy('/home/extra')).toBe('*');
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
