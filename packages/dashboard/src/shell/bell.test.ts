import { describe, expect, it } from 'vitest';
import { bellTone } from './bell';

const verification = (verification_status: 'unverified' | 'pending' | 'verified' | 'processing') => ({
  verification_status,
  payouts_enabled: false,
});

describe('bell indicator', () => {
  it('is red when the organization is unverified', () => {
    expect(bellTone(verification('unverified'))).toBe('red');
  });

  it('is red when the organization has no verification record yet', () => {
    expect(bellTone(null)).toBe('red');
  });

  it('is blue otherwise', () => {
    expect(bellTone(verification('pending'))).toBe('blue');
    expect(bellTone(verification('verified'))).toBe('blue');
    expect(bellTone(verification('processing'))).toBe('blue');
  });
});
