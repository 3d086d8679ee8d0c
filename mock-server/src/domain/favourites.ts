import { getMerchant, getProduct } from './catalog';
import { clock } from './clock';
import type { Merchant, Product, State } from '../store/state';

/** Adds or removes a favourite product; answers whether it is a favourite afterwards. */
export function setFavourite(
  state: State,
  userId: number,
  productId: number,
  on: boolean,
): boolean {
  getProduct(state, productId);
  const has = state.favourites.some((f) => f.userId === userId && f.productId === productId);
  if (on && !has) state.favourites.push({ userId, productId, createdAt: clock.now() });
  if (!on && has)
    state.favourites = state.favourites.filter(
      (f) => !(f.userId === userId && f.productId === productId),
    );
  return on;
}

export function isFavourite(state: State, userId: number | undefined, productId: number): boolean {
  return (
    userId !== undefined &&
    state.favourites.some((f) => f.userId === userId && f.productId === productId)
  );
}

export function favouritesOf(state: State, userId: number): Product[] {
  return state.favourites
    .filter((f) => f.userId === userId)
    .sort((a, b) => b.createdAt - a.createdAt)
    .flatMap((f) => state.products.filter((product) => product.id === f.productId));
}

/** Follows or unfollows a shop; answers whether it is followed afterwards. */
export function setFollow(state: State, userId: number, merchantId: number, on: boolean): boolean {
  getMerchant(state, merchantId);
  const has = state.follows.some((f) => f.userId === userId && f.merchantId === merchantId);
  if (on && !has) state.follows.push({ userId, merchantId, createdAt: clock.now() });
  if (!on && has)
    state.follows = state.follows.filter(
      (f) => !(f.userId === userId && f.merchantId === merchantId),
    );
  return on;
}

export function isFollowing(state: State, userId: number | undefined, merchantId: number): boolean {
  return (
    userId !== undefined &&
    state.follows.some((f) => f.userId === userId && f.merchantId === merchantId)
  );
}

export function followsOf(state: State, userId: number): Merchant[] {
  return state.follows
    .filter((f) => f.userId === userId)
    .sort((a, b) => b.createdAt - a.createdAt)
    .flatMap((f) => state.merchants.filter((merchant) => merchant.id === f.merchantId));
}

export function followerCount(state: State, merchantId: number): number {
  return state.follows.filter((f) => f.merchantId === merchantId).length;
}
