import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/ui/toast-store';
import { OfflineNotice } from './offline-notice';

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

function renderNotice() {
  const client = new QueryClient();
  client.mount();
  render(
    <QueryClientProvider client={client}>
      <OfflineNotice />
    </QueryClientProvider>,
  );
  return client;
}

describe('offline', () => {
  it('says at once that the device is offline, and nothing once it is back', () => {
    renderNotice();
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toBe('You are offline');
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a write made offline waits, is said to wait, and goes once when back online', async () => {
    const client = renderNotice();
    act(() => onlineManager.setOnline(false));
    const placeOrder = vi.fn(async () => 'order 7');
    const placed = client
      .getMutationCache()
      .build(client, { mutationFn: placeOrder })
      .execute(undefined);
    expect(
      await screen.findByText('You are offline. It will be sent as soon as you are back online.'),
    ).toBeTruthy();
    expect(placeOrder).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await expect(placed).resolves.toBe('order 7');
    expect(placeOrder).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(toast.current().map((shown) => shown.message)).toEqual(['Back online']),
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
