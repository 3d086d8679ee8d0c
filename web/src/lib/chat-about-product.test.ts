import { describe, expect, it } from 'vitest';
import { aboutProductOf, aboutProductState } from './chat-about-product';

const product = { id: 30, merId: 3, name: 'Trail Bottle', price: '18.90', image: '/u/30.svg' };

describe('the product a chat is opened from', () => {
  it('travels in the navigation state and back', () => {
    expect(aboutProductOf(aboutProductState(product))).toEqual(product);
  });

  it('is nothing for any other state (a reload, Back, a hand-made history entry)', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { aboutProduct: null },
      { aboutProduct: { ...product, id: '30' } },
      { aboutProduct: { ...product, id: 0 } },
      { aboutProduct: { ...product, merId: 1.5 } },
      { aboutProduct: { ...product, price: 18.9 } },
    ]) {
      expect(aboutProductOf(state)).toBeUndefined();
    }
  });
});
