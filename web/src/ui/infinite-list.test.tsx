import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { observeEnd } from '@/testing/observe-end';
import { InfiniteList } from './infinite-list';
import { nextPageParam, type ListPage } from './paging';

type Row = { id: number };
/** Pages of two rows out of five; the test answers each call. */
function pagesOfFive() {
  const calls: { page: number; answer: (ok: boolean) => void }[] = [];
  const fetch = (page: number) =>
    new Promise<ListPage<Row>>((resolve, reject) =>
      calls.push({
        page,
        answer: (ok) =>
          ok
            ? resolve({
                list: [1, 2]
                  .map((at) => ({ id: (page - 1) * 2 + at }))
                  .filter((row) => row.id <= 5),
                total: 5,
                page,
                limit: 2,
              })
            : reject(new Error('down')),
      }),
    );
  /** The `at`th call (from 0), once it is made. */
  const call = async (at: number) => {
    await waitFor(() => expect(calls.length).toBeGreaterThan(at));
    return calls[at]!;
  };
  /** Answers the `at`th call, once it is made: a page, or a failure. */
  const answer = async (at: number, ok: boolean) => {
    const made = await call(at);
    act(() => made.answer(ok));
  };
  return { fetch, calls, answer };
}

function List({ fetch, total }: { fetch: (page: number) => Promise<ListPage<Row>>; total?: 0 }) {
  const query = useInfiniteQuery({
    queryKey: ['rows'],
    queryFn: ({ pageParam }) =>
      total === 0 ? Promise.resolve({ list: [], total: 0, page: 1, limit: 2 }) : fetch(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return (
    <InfiniteList query={query} pending={<p>outline</p>} empty={<p>nothing yet</p>}>
      {(rows) => (
        <ul aria-label="rows">
          {rows.map((row) => (
            <li key={row.id}>row {row.id}</li>
          ))}
        </ul>
      )}
    </InfiniteList>
  );
}

function renderList(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

/** Waits until the list shows `count` rows. */
const rowsShown = (count: number) =>
  waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(count));

describe('the paging list', () => {
  it('loads pages as the end comes into view, then says there is no more', async () => {
    const reachEnd = observeEnd();
    const { fetch, calls, answer } = pagesOfFive();
    renderList(<List fetch={fetch} />);
    expect(screen.getByText('outline')).toBeTruthy();
    await answer(0, true);
    await rowsShown(2);
    reachEnd();
    await answer(1, true);
    await rowsShown(4);
    reachEnd();
    await answer(2, true);
    expect(calls.map((call) => call.page)).toEqual([1, 2, 3]);
    await rowsShown(5);
    expect(await screen.findByText('No more')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('offers a retry in place when a next page fails, and does not ask again by itself', async () => {
    const reachEnd = observeEnd();
    const { fetch, calls, answer } = pagesOfFive();
    renderList(<List fetch={fetch} />);
    await answer(0, true);
    await rowsShown(2);
    reachEnd();
    await answer(1, false);
    await screen.findByRole('button', { name: 'Try again' });
    reachEnd();
    expect(calls).toHaveLength(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await answer(2, true);
    await rowsShown(4);
    vi.unstubAllGlobals();
  });

  it('shows the empty state for a list with no entry', async () => {
    renderList(<List fetch={() => Promise.reject(new Error('unused'))} total={0} />);
    expect(await screen.findByText('nothing yet')).toBeTruthy();
    expect(screen.queryByText('No more')).toBeNull();
  });

  it('says the first page failed, with a retry', async () => {
    const { fetch, answer } = pagesOfFive();
    renderList(<List fetch={fetch} />);
    await answer(0, false);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await answer(1, true);
    await rowsShown(2);
  });
});
