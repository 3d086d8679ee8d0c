import fc from 'fast-check';
import { expect, it } from 'vitest';
import { SendRateLimiter } from './rate-limiter';

it('never lets more through than the burst plus the rate over the time elapsed, and refills', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 1, max: 300 }),
      fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 400 }),
      (perSecond, burst, gaps) => {
        const limiter = new SendRateLimiter({ perSecond, burst });
        let now = 1_000;
        let accepted = 0;
        for (const gap of gaps) {
          now += gap;
          if (limiter.take(now)) accepted++;
        }
        const elapsed = (now - 1_000 - (gaps[0] ?? 0)) / 1000;
        expect(accepted).toBeLessThanOrEqual(burst + Math.ceil(elapsed * perSecond));
        // After a full refill the whole burst is available again.
        now += Math.ceil((burst / perSecond) * 1000) + 1;
        let again = 0;
        while (limiter.take(now)) again++;
        expect(again).toBe(burst);
      },
    ),
  );
});

it('counts bytes: a refused take takes nothing, and a take above the burst never passes', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1_000, max: 100_000 }),
      fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 100 }),
      (burst, sizes) => {
        const limiter = new SendRateLimiter({ perSecond: burst, burst });
        const now = 5_000; // no time passes: only the burst is there
        let spent = 0;
        for (const size of sizes) {
          const fits = spent + size <= burst;
          expect(limiter.take(now, size)).toBe(fits);
          if (fits) spent += size;
        }
      },
    ),
  );
});
