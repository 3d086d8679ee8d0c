import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenShopperActs } from './when-shopper-acts';

afterEach(() => {
  vi.useRealTimers();
});

describe('work left for when the shopper acts', () => {
  it('runs once, on the first touch or key, not again at the deadline', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const then = vi.fn();
    whenShopperActs(then, 3000, target);
    expect(then).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(5000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at the deadline when the shopper has not acted, and not on a later touch', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const then = vi.fn();
    whenShopperActs(then, 3000, target);
    vi.advanceTimersByTime(2999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('touchstart'));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const then = vi.fn();
    const cancel = whenShopperActs(then, 3000, target);
    cancel();
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(5000);
    expect(then).not.toHaveBeenCalled();
  });
});
