import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { observeEnd } from '@/testing/observe-end';
import { PULL_HEAD_HEIGHT, PullRefreshList } from './pull-refresh-list';

function pull(list: Element, distance: number) {
  fireEvent.touchStart(list, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(list, { touches: [{ clientY: 100 + distance }] });
}

describe('pull-to-refresh list', () => {
  it('refreshes when pulled past the 50 px head, showing the translated texts', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = render(
      <PullRefreshList onRefresh={onRefresh} hasMore={false} loadingMore={false}>
        <p>order 1</p>
      </PullRefreshList>,
    );
    const list = container.firstElementChild!;
    pull(list, PULL_HEAD_HEIGHT * 2 + 10);
    expect(screen.getByText('Release to refresh')).toBeTruthy();
    fireEvent.touchEnd(list);
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByText('Refreshing…')).toBeTruthy();
    await act(async () => finish());
    expect(screen.queryByText('Refreshing…')).toBeNull();
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('a short pull does not refresh', () => {
    const onRefresh = vi.fn(async () => {});
    const { container } = render(
      <PullRefreshList onRefresh={onRefresh} hasMore loadingMore={false}>
        <p>order 1</p>
      </PullRefreshList>,
    );
    const list = container.firstElementChild!;
    pull(list, 40);
    expect(screen.getByText('Pull down to refresh')).toBeTruthy();
    fireEvent.touchEnd(list);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('No more')).toBeNull();
  });

  it('asks for the next page when its end comes into view', () => {
    const reachEnd = observeEnd();
    const onLoadMore = vi.fn();
    render(
      <PullRefreshList
        onRefresh={async () => {}}
        onLoadMore={onLoadMore}
        hasMore
        loadingMore={false}
      >
        <p>order 1</p>
      </PullRefreshList>,
    );
    reachEnd();
    expect(onLoadMore).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('shows the empty state instead of "no more" when there is nothing', () => {
    render(
      <PullRefreshList
        onRefresh={async () => {}}
        hasMore={false}
        loadingMore={false}
        isEmpty
        empty={<p>No orders yet</p>}
      >
        {null}
      </PullRefreshList>,
    );
    expect(screen.getByText('No orders yet')).toBeTruthy();
    expect(screen.queryByText('No more')).toBeNull();
  });
});
