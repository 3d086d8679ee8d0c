import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToMoney, moneyToCents } from './money';
import { loadContract } from './load-contract';

const moneyPattern = new RegExp(
  String((loadContract().components.schemas.Money as { pattern: string }).pattern),
);

describe('money', () => {
  it('writes cents as the contract money format and reads them back', () => {
    fc.assert(
      fc.property(
        fc.maxSafeNat().map((n) => n % 1e15),
        (cents) => {
          const text = centsToMoney(cents);
          expect(text).toMatch(moneyPattern);
          expect(moneyToCents(text)).toBe(cents);
        },
      ),
    );
  });

  it('reads amounts typed with no, one or two decimals', () => {
    expect(moneyToCents('12')).toBe(1200);
    expect(moneyToCents('12.5')).toBe(1250);
    expect(moneyToCents('12.05')).toBe(1205);
    expect(moneyToCents(' 0.01 ')).toBe(1);
  });

  it('refuses anything else', () => {
    for (const text of ['', '-1', '1.234', '01', '1.', '.5', '1e3', 'abc', '1,50', 'NaN']) {
      expect(moneyToCents(text), text).toBeUndefined();
    }
  });

  it('writes negative amounts with a minus sign', () => {
    expect(centsToMoney(-9400)).toBe('-94.00');
    expect(centsToMoney(-5)).toBe('-0.05');
    expect(() => centsToMoney(1.5)).toThrow(RangeError);
  });
});
