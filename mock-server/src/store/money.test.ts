import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, parseMoney } from './money';

describe('money', () => {
  it('reads decimal strings and numbers into minor units', () => {
    expect(parseMoney('12.50')).toBe(1250);
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('0.01')).toBe(1);
    expect(parseMoney(7)).toBe(700);
    expect(parseMoney(' 3 ')).toBe(300);
  });

  it('refuses negative, over-precise and non-numeric amounts', () => {
    for (const bad of ['-1', '1.234', 'abc', '', '1e3', null, undefined, {}, -5, NaN]) {
      expect(parseMoney(bad)).toBeNull();
    }
  });

  it('formats with two decimals and round-trips', () => {
    expect(formatMoney(1250)).toBe('12.50');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(-305)).toBe('-3.05');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (minor) => {
        expect(parseMoney(formatMoney(minor))).toBe(minor);
      }),
    );
  });
});
