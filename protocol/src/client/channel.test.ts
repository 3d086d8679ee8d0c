import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNEL_TYPE } from '../constants';
import { channelFromKey, channelKey, channelOf, isSameChannel } from './channel';

describe('channel', () => {
  it('defaults to channel type 7', () => {
    expect(channelOf('service').channelType).toBe(7);
    expect(DEFAULT_CHANNEL_TYPE).toBe(7);
  });

  it('joins id and type with a dash', () => {
    expect(channelKey(channelOf('u42', 1))).toBe('u42-1');
  });

  it('reads back any key it wrote, dashes in the id included', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(255), (id, type) => {
        const back = channelFromKey(channelKey(channelOf(id, type)));
        expect(back).toEqual({ channelID: id, channelType: type });
      }),
    );
  });

  it('refuses keys without a type', () => {
    expect(channelFromKey('nodash')).toBeUndefined();
    expect(channelFromKey('shop-x')).toBeUndefined();
    expect(channelFromKey('-7')).toBeUndefined();
  });

  it('compares id and type', () => {
    expect(isSameChannel(channelOf('a', 1), channelOf('a', 1))).toBe(true);
    expect(isSameChannel(channelOf('a', 1), channelOf('a', 2))).toBe(false);
  });
});
