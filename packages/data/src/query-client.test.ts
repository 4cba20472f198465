import { ApiError, ResponseValidationError } from '@cobro/client';
import { describe, expect, it } from 'vitest';
import { getQueryClient, shouldRetry } from './query-client';

describe('page QueryClient', () => {
  it('is one client per page: every element gets the same one', () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it('retries server and network failures twice, never a 4xx or a contract mismatch', () => {
    const serverError = new ApiError(503, { code: 'API-500', message: 'down' });
    const offline = new ApiError(0, { code: 'API-500', message: 'Failed to fetch' });
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(1, offline)).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(false);
    expect(shouldRetry(0, new ApiError(404, { code: 'CUS-003', message: 'not found' }))).toBe(false);
    expect(shouldRetry(0, new ResponseValidationError('GET /x', []))).toBe(false);
  });
});
