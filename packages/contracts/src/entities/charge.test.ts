import { describe, expect, it } from 'vitest';
import { RefundBody, refundForm, refundableAmount } from './charge';

describe('refund', () => {
  const charge = { amount: 5000, amount_refunded: 1250 };
  const form = refundForm(refundableAmount(charge));

  it('refund is refused above amount minus refunded, compared in cents', () => {
    expect(refundableAmount(charge)).toBe(3750);
    expect(form.parse({ amount: '37,50' })).toEqual({ amount: 3750 });
    expect(form.safeParse({ amount: '37.51' }).error?.issues[0]).toMatchObject({ path: ['amount'], message: 'invalid_refund' });
  });
  it('refund amount as a Spaniard types it (issue 27)', () => {
    const large = refundForm(200000);
    expect(large.parse({ amount: '1.249,90' })).toEqual({ amount: 124990 });
    expect(large.parse({ amount: '49,90' })).toEqual({ amount: 4990 });
    expect(large.safeParse({ amount: '1.249' }).error?.issues[0].message).toBe('invalid_refund');
  });
  it('refund amount is required and greater than 0', () => {
    expect(form.safeParse({ amount: '' }).error?.issues[0].message).toBe('missing_field');
    expect(form.safeParse({ amount: '0' }).error?.issues[0].message).toBe('invalid_refund');
  });
  it('refund reason is optional, one of duplicate, fraudulent, requested_by_customer', () => {
    expect(form.parse({ amount: 10, reason: 'duplicate' })).toEqual({ amount: 1000, reason: 'duplicate' });
    expect(RefundBody.safeParse({ amount: 100, reason: 'other' }).success).toBe(false);
  });
  it('the refund body carries whole cents above 0', () => {
    expect(RefundBody.safeParse({ amount: 0 }).success).toBe(false);
    expect(RefundBody.safeParse({ amount: 1.5 }).success).toBe(false);
  });
});
