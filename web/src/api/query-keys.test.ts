import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cartKeys, productKeys, shopKeys, userKeys } from './query-keys';
import {
  addressKeys,
  checkoutKeys,
  notificationKeys,
  orderKeys,
  walletKeys,
} from '@/api/query-keys';

/** Which of `cached` an invalidation of `key` marks stale, as TanStack Query matches keys. */
function reached(key: QueryKey, cached: readonly QueryKey[]): QueryKey[] {
  const client = new QueryClient();
  for (const entry of cached) client.setQueryData(entry, 1);
  void client.invalidateQueries({ queryKey: key, refetchType: 'none' });
  return cached.filter((entry) => client.getQueryState(entry)?.isInvalidated);
}

describe('query keys', () => {
  it('an order change refreshes lists, counts and every order detail (payment, refund...)', () => {
    const cached = [orderKeys.list('all'), orderKeys.count(0), orderKeys.detail(7)];
    expect(reached(orderKeys.all, cached)).toEqual(cached);
  });

  it('an address change reaches the address screens and the checkout’s list', () => {
    const cached = [addressKeys.list(), addressKeys.detail(3)];
    expect(reached(addressKeys.all, cached)).toEqual(cached);
  });

  it('a favourite set on one product refreshes its page for every viewer, no other product', () => {
    const cached = [
      productKeys.detail(5, 1),
      productKeys.detail(5, 'guest'),
      productKeys.detail(6, 1),
    ];
    expect(reached(productKeys.of(5), cached)).toEqual(cached.slice(0, 2));
    expect(reached(productKeys.details(), cached)).toEqual(cached);
    expect(reached(productKeys.reviews(), [productKeys.reviewsOf(5), ...cached])).toEqual([
      productKeys.reviewsOf(5),
    ]);
  });

  it('following a shop refreshes its page, the complaint form’s copy and the hot shops', () => {
    const cached = [
      shopKeys.detail(4, 1),
      shopKeys.forComplaint(4),
      shopKeys.detail(9, 1),
      shopKeys.hotPage({ page: 1 }),
      shopKeys.products(4, 'new'),
    ];
    expect(reached(shopKeys.of(4), cached)).toEqual(cached.slice(0, 2));
    expect(reached(shopKeys.hot(), cached)).toEqual([cached[3]]);
  });

  it('a cart change marks the checkout preview stale but not the cart it just wrote', () => {
    const cached = [checkoutKeys.preview({ cartIds: [1] }), cartKeys.list()];
    expect(reached(checkoutKeys.all, cached)).toEqual([cached[0]]);
    expect(reached(cartKeys.all, cached)).toEqual([cached[1]]);
  });

  it('wallet, notification and user branches reach only their own entries', () => {
    const wallet = [
      walletKeys.rechargesBy('all'),
      walletKeys.withdrawals('all'),
      walletKeys.funds(1),
    ];
    expect(reached(walletKeys.recharges(), wallet)).toEqual([wallet[0]]);
    expect(reached(walletKeys.all, wallet)).toEqual(wallet);
    const notes = [notificationKeys.list('en'), notificationKeys.unread()];
    expect(reached(notificationKeys.lists(), notes)).toEqual([notes[0]]);
    expect(reached(notificationKeys.all, notes)).toEqual(notes);
    const user = [userKeys.info(), userKeys.payPasswordStatus(), userKeys.languages()];
    expect(reached(userKeys.info(), user)).toEqual([userKeys.info()]);
  });
});
