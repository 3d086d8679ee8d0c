import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('never retries client errors, refusals or duplicates', () => {
    expect(shouldRetry(0, new ApiError('http', 404, 'x', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('unauthorized', 401, 'x', 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('rejected', 0, 'x', 200))).toBe(false);
    expect(shouldRetry(0, new ApiError('duplicate', 0, 'x'))).toBe(false);
  });

  it('retries a server error, a timeout or a lost connection once', () => {
    for (const error of [
      new ApiError('http', 503, 'x', 503),
      new ApiError('timeout', 0, 'x'),
      new ApiError('network', 0, 'x'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(false);
    }
  });
});
