import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToCents } from '@storefront/contracts/money';
import { withdrawPreview } from './withdraw-charge';

describe('withdraw preview', () => {
  it('takes the fee percent of the amount and leaves the rest to arrive', () => {
    expect(withdrawPreview('50', '1.00')).toEqual({ charge: '0.50', arrival: '49.50' });
    expect(withdrawPreview('100.00', '2.50')).toEqual({ charge: '2.50', arrival: '97.50' });
  });

  it('rounds the charge to the nearest cent, halves up', () => {
    // 1 % of 12.50 is 0.125
    expect(withdrawPreview('12.5', '1.00')).toEqual({ charge: '0.13', arrival: '12.37' });
    // 1 % of 12.49 is 0.1249
    expect(withdrawPreview('12.49', '1.00')).toEqual({ charge: '0.12', arrival: '12.37' });
  });

  it('says nothing while the amount is not an amount', () => {
    expect(withdrawPreview('', '1.00')).toBeUndefined();
    expect(withdrawPreview('abc', '1.00')).toBeUndefined();
    expect(withdrawPreview('1.234', '1.00')).toBeUndefined();
    expect(withdrawPreview('-5', '1.00')).toBeUndefined();
  });

  it('always splits the amount exactly into charge and arrival', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amountCents, basisPoints) => {
          const amount = (amountCents / 100).toFixed(2);
          const fee = (basisPoints / 100).toFixed(2);
          const preview = withdrawPreview(amount, fee);
          expect(preview).toBeDefined();
          const charge = moneyToCents(preview?.charge ?? '') ?? -1;
          const arrival = moneyToCents(preview?.arrival ?? '') ?? -1;
          expect(charge + arrival).toBe(amountCents);
          expect(charge).toBeGreaterThanOrEqual(0);
          expect(charge).toBeLessThanOrEqual(amountCents);
        },
      ),
    );
  });
});
