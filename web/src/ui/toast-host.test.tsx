import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './toast-host';
import { toast } from './toast-store';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('announces a failure and hides it after 2000 ms', () => {
    render(<ToastHost />);
    act(() => {
      toast.fail('Insufficient balance');
    });
    expect(screen.getByRole('alert').textContent).toContain('Insufficient balance');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Insufficient balance')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Insufficient balance')).toBeNull();
  });

  it('a success toast is short: 1200 ms', () => {
    render(<ToastHost />);
    act(() => {
      toast.success('Saved');
    });
    act(() => vi.advanceTimersByTime(1199));
    expect(screen.queryByText('Saved')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('shows the same message once when it repeats', () => {
    render(<ToastHost />);
    act(() => {
      toast.fail('Offline');
      toast.fail('Offline');
    });
    expect(screen.getAllByText('Offline')).toHaveLength(1);
  });
});
