import { ApiError } from '@cobro/client';
import { describe, expect, it } from 'vitest';
import { tokenScreen } from './token-screen';

describe('password link screens', () => {
  it('the form shows only once the token is verified (204)', () => {
    expect(tokenScreen({ status: 'pending', error: null })).toBe('checking');
    expect(tokenScreen({ status: 'success', error: null })).toBe('form');
  });

  it('a 400 means the link expired', () => {
    expect(tokenScreen({ status: 'error', error: new ApiError(400, { code: 'API-001', message: 'expired' }) })).toBe('expired');
  });

  it('any other failure is the general error screen', () => {
    expect(tokenScreen({ status: 'error', error: new ApiError(404, { code: 'API-004', message: 'x' }) })).toBe('error');
    expect(tokenScreen({ status: 'error', error: new ApiError(500, { code: 'API-500', message: 'x' }) })).toBe('error');
    expect(tokenScreen({ status: 'error', error: new TypeError('offline') })).toBe('error');
  });
});
