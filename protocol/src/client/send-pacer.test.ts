import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendPacer } from './send-pacer';

describe('send pacer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends 5 at once, then 5 every 100 ms, in order', () => {
    const sent: number[] = [];
    const pacer = new SendPacer<number>((n) => void sent.push(n), 100, 5);
    for (let n = 1; n <= 12; n++) pacer.enqueue(n);
    expect(sent).toEqual([1, 2, 3, 4, 5]);
    vi.advanceTimersByTime(99);
    expect(sent).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(pacer.pending).toBe(0);
    pacer.dispose();
  });

  it('holds no timer when idle', () => {
    const pacer = new SendPacer<number>(() => {}, 100, 5);
    pacer.enqueue(1);
    vi.advanceTimersByTime(250);
    expect(vi.getTimerCount()).toBe(0);
    pacer.dispose();
  });

  it('never delivers more than 5 in any 100 ms window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(400), fc.integer({ min: 1, max: 12 })), { maxLength: 20 }),
        (bursts) => {
          vi.clearAllTimers();
          const times: number[] = [];
          const start = Date.now();
          const pacer = new SendPacer<number>(() => void times.push(Date.now() - start), 100, 5);
          let total = 0;
          for (const [gap, count] of bursts) {
            vi.advanceTimersByTime(gap);
            for (let i = 0; i < count; i++) pacer.enqueue(total++);
          }
          vi.advanceTimersByTime(100 * (total + 2));
          expect(times).toHaveLength(total);
          for (let i = 5; i < times.length; i++) {
            expect(times[i]! - times[i - 5]!).toBeGreaterThanOrEqual(100);
          }
          pacer.dispose();
        },
      ),
      { numRuns: 50 },
    );
  });

  it('clear drops what is waiting', () => {
    const sent: number[] = [];
    const pacer = new SendPacer<number>((n) => void sent.push(n), 100, 5);
    for (let n = 0; n < 8; n++) pacer.enqueue(n);
    pacer.clear();
    vi.advanceTimersByTime(500);
    expect(sent).toHaveLength(5);
    pacer.dispose();
  });
});
