import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the next task', () => {
  it('comes after the current task, not in its microtasks', async () => {
    vi.useFakeTimers();
    let settled = false;
    void nextTask().then(() => (settled = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it("is the browser's scheduler.yield() where it has one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
