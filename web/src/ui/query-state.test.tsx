import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { QueryState, type QueryStateProps } from './query-state';

/** A query whose answers the test gives one at a time. */
function held() {
  const answers: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const fetch = () => new Promise<string>((resolve, reject) => answers.push({ resolve, reject }));
  const next = async () => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    return answers.shift()!;
  };
  return {
    fetch,
    resolve: async (value: string) => {
      const answer = await next();
      act(() => answer.resolve(value));
    },
    reject: async (error: unknown) => {
      const answer = await next();
      act(() => answer.reject(error));
    },
  };
}

function Screen({
  fetch,
  failed,
}: {
  fetch: () => Promise<string>;
  failed?: QueryStateProps<string>['failed'];
}) {
  const query = useQuery({ queryKey: ['words'], queryFn: fetch });
  return (
    <QueryState query={query} pending={<p>outline</p>} failed={failed}>
      {(words) => <p>{words}</p>}
    </QueryState>
  );
}

function renderScreen(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
  return client;
}

describe('a screen’s loading and error states', () => {
  it('shows the outline, then the data', async () => {
    const { fetch, resolve } = held();
    renderScreen(<Screen fetch={fetch} />);
    expect(await screen.findByText('outline')).toBeTruthy();
    await resolve('hello');
    expect(await screen.findByText('hello')).toBeTruthy();
  });

  it('says why the first answer failed and retries it', async () => {
    const { fetch, resolve, reject } = held();
    renderScreen(<Screen fetch={fetch} />);
    await reject(new ApiError('http', 503, 'x', 503));
    expect(
      await screen.findByText('The shop is not available right now. Try again in a moment.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await resolve('back');
    expect(await screen.findByText('back')).toBeTruthy();
  });

  it('says an area’s own sentence when given one', async () => {
    const { fetch, reject } = held();
    renderScreen(<Screen fetch={fetch} failed="Could not load the articles" />);
    await reject(new Error('no'));
    expect(await screen.findByText('Could not load the articles')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('keeps what it showed when a refetch fails', async () => {
    const { fetch, resolve, reject } = held();
    const client = renderScreen(<Screen fetch={fetch} />);
    await resolve('kept');
    await screen.findByText('kept');
    void client.refetchQueries({ queryKey: ['words'] });
    await reject(new Error('down'));
    expect(await screen.findByText('kept')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
