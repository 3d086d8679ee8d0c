import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

/** Frames come only when the test says so (a page in the background paints none). */
function frames() {
  const waiting = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    waiting.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => waiting.delete(id));
  return {
    paint() {
      const due = [...waiting.values()];
      waiting.clear();
      for (const callback of due) callback(performance.now());
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('after the next paint', () => {
  it('runs once, in the task after the next frame, not before', () => {
    vi.useFakeTimers();
    const { paint } = frames();
    const then = vi.fn();
    afterNextPaint(then);
    vi.advanceTimersByTime(500);
    expect(then).not.toHaveBeenCalled();
    paint();
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    paint();
    vi.advanceTimersByTime(5000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after latestMs when no frame comes, and never once cancelled', () => {
    vi.useFakeTimers();
    const { paint } = frames();
    const then = vi.fn();
    afterNextPaint(then, 300);
    vi.advanceTimersByTime(299);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterNextPaint(cancelled, 300)();
    paint();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
