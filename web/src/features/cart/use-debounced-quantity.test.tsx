import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUANTITY_DEBOUNCE_MS, useDebouncedQuantity } from './use-debounced-quantity';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(serverQuantity: number, commit: (quantity: number) => Promise<unknown>) {
  return renderHook(({ server }) => useDebouncedQuantity(server, commit), {
    initialProps: { server: serverQuantity },
  });
}

describe('debounced quantity', () => {
  it('shows every tap at once and sends only the last of a burst', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const hook = setup(1, commit);
    act(() => hook.result.current.change(2));
    act(() => hook.result.current.change(3));
    act(() => hook.result.current.change(4));
    expect(hook.result.current.quantity).toBe(4);
    expect(hook.result.current.pending).toBe(true);
    expect(commit).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith(4);
  });

  it('shows the server quantity again once the call settled', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const hook = setup(1, commit);
    act(() => hook.result.current.change(3));
    hook.rerender({ server: 3 });
    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS));
    expect(hook.result.current).toMatchObject({ quantity: 3, pending: false });
  });

  it('falls back to the server quantity after a refusal', async () => {
    const commit = vi.fn(() => Promise.reject(new Error('above the stock')));
    const hook = setup(2, commit);
    act(() => hook.result.current.change(9));
    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS));
    expect(commit).toHaveBeenCalledWith(9);
    expect(hook.result.current).toMatchObject({ quantity: 2, pending: false });
  });

  it('sends nothing when the taps end where they started', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const hook = setup(2, commit);
    act(() => hook.result.current.change(3));
    act(() => hook.result.current.change(2));
    await act(() => vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS));
    expect(commit).not.toHaveBeenCalled();
    expect(hook.result.current).toMatchObject({ quantity: 2, pending: false });
  });

  it('sends nothing after the line is gone', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const hook = setup(1, commit);
    act(() => hook.result.current.change(2));
    hook.unmount();
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS * 2);
    expect(commit).not.toHaveBeenCalled();
  });
});
