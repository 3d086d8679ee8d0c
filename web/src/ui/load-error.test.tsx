import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { LoadError, loadErrorBody } from './load-error';

describe('what a failed load says', () => {
  it('a 503 (the server unavailable) never tells the shopper to check their connection', () => {
    render(<LoadError onRetry={() => {}} error={new ApiError('http', 503, 'x', 503)} />);
    expect(
      screen.getByText('The shop is not available right now. Try again in a moment.'),
    ).toBeTruthy();
    expect(screen.queryByText(/connection/)).toBeNull();
  });

  it.each([
    [new ApiError('http', 502, '', 502), false, 'loadError.unavailable'],
    [new ApiError('http', 504, '', 504), false, 'loadError.unavailable'],
    [new ApiError('network', 0, ''), false, 'loadError.body'],
    [new ApiError('network', 0, ''), true, 'loadError.offline'],
    [new ApiError('http', 503, '', 503), true, 'loadError.offline'],
    [new ApiError('timeout', 0, ''), false, 'loadError.later'],
    [new ApiError('http', 500, '', 500), false, 'loadError.later'],
    [new ApiError('rejected', 0, 'no'), false, 'loadError.later'],
    [undefined, false, 'loadError.later'],
  ] as const)('%o offline=%s: %s', (error, offline, body) => {
    expect(loadErrorBody(error, offline)).toBe(body);
  });
});
