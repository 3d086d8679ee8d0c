import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from './money';

describe('money', () => {
  it('follows the shopper language, not a fixed en-US', () => {
    expect(formatMoney('1234.5', 'en')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'ja')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'zh-CN')).toBe('US$1,234.50');
    expect(formatMoney('1234.5', 'th')).toContain('1,234.50');
    expect(formatMoney(1234.5, 'ko')).toBe('US$1,234.50');
  });

  it('leaves blanks blank and shows an unreadable amount unchanged', () => {
    expect(formatMoney(undefined, 'en')).toBe('');
    expect(formatMoney('', 'en')).toBe('');
    expect(formatMoney('n/a', 'en')).toBe('n/a');
  });

  it('always shows two decimals of the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = formatMoney((cents / 100).toFixed(2), 'en');
        expect(text.replace(/[$,]/g, '')).toBe((cents / 100).toFixed(2));
      }),
    );
  });
});
